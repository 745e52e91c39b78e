import {
  payModes,
  messages,
  orderMessages,
  ZRetryPaymentRequest,
  ZRetryPaymentResponse,
  ZGetBrokerageForDirPlanRequest,
  ZGetBrokerageForDirPlanResponse,
  ZGetCuttofDetailRequest,
  ZGetCuttofDetailResponse,
  ZGetExchangeInfoRequest,
  ZGetExchangeInfoResponse,
  ZGetInstallmentDateRequest,
  ZGetInstallmentDateResponse,
  ZGetOrderStatusRequest,
  ZGetOrderStatusResponse,
  ZGetPurchaseWithSwpDetailRequest,
  ZGetPurchaseWithSwpDetailResponse,
  ZGetSchemeDetailRequest,
  ZGetSchemeDetailResponse,
  ZGetSwpStartEndDateRequest,
  ZGetSwpStartEndDateResponse,
  ZOnConfirmRequest,
  ZOnConfirmResponse,
  ZValidatePurchaseRequest,
  ZValidatePurchaseResponse,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { Account } from '../access/repository.js';
import { requestContext } from '../access/routes.js';
import type { AccessService } from '../access/service.js';
import { principalOf, type SessionGuard } from '../access/session-guard.js';
import type { OrderService } from '../checkout/index.js';
import type { PurchaseService } from './purchase-service.js';

const purchasePath = (call: string) => `/cdesk/gw/ewamftrxnsws/api/purchase/${call}`;
const commonPath = (call: string) => `/cdesk/gw/ewamftrxnsws/api/common/${call}`;

export interface PurchaseRouteDeps {
  access: AccessService;
  purchase: PurchaseService;
  orders: OrderService;
  guard: SessionGuard;
}

/** The logged-in investor; a ccode that is not theirs is refused. */
export async function investorOf(
  access: AccessService,
  request: FastifyRequest,
  ccode?: string,
): Promise<Account> {
  const account = await access.accountOf(principalOf(request));
  if (ccode && ![account.acCode, account.ucc, account.njAcNo].includes(ccode))
    throw new AppError(403, 'NOT_YOUR_ACCOUNT', messages.notYourAccount);
  return account;
}

export function purchaseRoutes(app: FastifyInstance, deps: PurchaseRouteDeps): void {
  const { access, purchase, orders, guard } = deps;
  const tag = 'mutual-funds';
  const preHandler = guard();

  postRoute(
    app,
    {
      path: purchasePath('validatePurchase'),
      tag,
      summary: 'Whether the investor may buy the scheme now: validationCnt 0 allows it',
      body: ZValidatePurchaseRequest,
      data: ZValidatePurchaseResponse,
      preHandler,
    },
    async (request) => {
      const account = await investorOf(access, request, request.body.ccode);
      const result = await purchase.validatePurchase(account, request.body);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    {
      path: purchasePath('getSchemeDetail'),
      tag,
      summary: 'Scheme terms for the purchase form: NAV, limits, exit load, riskometer, folio',
      body: ZGetSchemeDetailRequest,
      data: ZGetSchemeDetailResponse,
      preHandler,
    },
    async (request) => {
      const account = await investorOf(access, request, request.body.ccode);
      return ok(await purchase.schemeDetail(account, request.body.schCode));
    },
  );

  postRoute(
    app,
    {
      path: purchasePath('getBrokerageForDirPlan'),
      tag,
      summary: 'Distributor brokerage on an amount: 0 for a direct plan',
      body: ZGetBrokerageForDirPlanRequest,
      data: ZGetBrokerageForDirPlanResponse,
      preHandler,
    },
    async (request) => ok(await purchase.brokerage(request.body.schCode, request.body.purAmount)),
  );

  postRoute(
    app,
    {
      path: purchasePath('getPurchaseWithSwpDetail'),
      tag,
      summary: 'SWP alongside a purchase: installment range, start month, frequencies, banks',
      body: ZGetPurchaseWithSwpDetailRequest,
      data: ZGetPurchaseWithSwpDetailResponse,
      preHandler,
    },
    async (request) => {
      const account = await investorOf(access, request, request.body.ccode);
      return ok(await purchase.swpDetail(account, request.body.schCode));
    },
  );

  postRoute(
    app,
    {
      path: purchasePath('getCuttofDetail'),
      tag,
      summary: 'Cut-off times (India time) and the NAV date an order placed now gets',
      body: ZGetCuttofDetailRequest,
      data: ZGetCuttofDetailResponse,
      preHandler,
    },
    async () => ok(purchase.cutOffDetail()),
  );

  postRoute(
    app,
    {
      path: commonPath('getInstallmentDate'),
      tag,
      summary: 'SIP installment days for a frequency, and the start and end dates for a day',
      body: ZGetInstallmentDateRequest,
      data: ZGetInstallmentDateResponse,
      preHandler,
    },
    async (request) => ok(await purchase.installmentDates(request.body)),
  );

  postRoute(
    app,
    {
      path: commonPath('getSwpStartEndDate'),
      tag,
      summary: 'SWP start and end dates from the start month, day and number of installments',
      body: ZGetSwpStartEndDateRequest,
      data: ZGetSwpStartEndDateResponse,
      preHandler,
    },
    async (request) => ok(purchase.swpDates(request.body)),
  );

  postRoute(
    app,
    {
      path: commonPath('getExchangeInfo'),
      tag,
      summary: 'The exchange each scheme of the cart is routed through',
      body: ZGetExchangeInfoRequest,
      data: ZGetExchangeInfoResponse,
      preHandler,
    },
    async (request) =>
      ok(await purchase.exchangeInfo(request.body.exchangeSchemeDetails.map((d) => d.scheme))),
  );

  postRoute(
    app,
    {
      path: purchasePath('onConfirm'),
      tag,
      summary:
        'Places the cart: one order group and its payment, once per sessionId (a retry returns the same orders)',
      body: ZOnConfirmRequest,
      data: ZOnConfirmResponse,
      preHandler,
    },
    async (request) => {
      const account = await investorOf(access, request);
      const result = await orders.confirm(account, request.body, requestContext(request));
      return ok(
        result,
        result.payMode === payModes.NEFT_RTGS ? orderMessages.neftAwaited : orderMessages.confirmed,
      );
    },
  );

  postRoute(
    app,
    {
      path: purchasePath('getOrderStatus'),
      tag,
      summary: 'The acknowledgement of a placed cart: payment and order status with references',
      body: ZGetOrderStatusRequest,
      data: ZGetOrderStatusResponse,
      preHandler,
    },
    async (request) => {
      const account = await investorOf(access, request);
      const result = await orders.status(account, request.body.tid);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    {
      path: purchasePath('retryPayment'),
      tag,
      summary: 'Pay again by net banking after the bank declined or the payment failed',
      body: ZRetryPaymentRequest,
      data: ZRetryPaymentResponse,
      preHandler,
    },
    async (request) => {
      const account = await investorOf(access, request);
      return ok(await orders.retryPayment(account, request.body.tid));
    },
  );
}
