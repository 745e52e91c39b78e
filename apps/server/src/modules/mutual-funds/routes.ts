import {
  getBrokerageForDirPlanCall,
  getCuttofDetailCall,
  getExchangeInfoCall,
  getInstallmentDateCall,
  getPurchaseWithSwpDetailCall,
  getSchemeDetailCall,
  getSwpStartEndDateCall,
  validatePurchaseCall,
} from '@cdesk/domain';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/index.js';
import type { PurchaseService } from './purchase-service.js';

export interface PurchaseRouteDeps {
  purchase: PurchaseService;
  guard: SessionGuard;
}

export function purchaseRoutes(app: FastifyInstance, deps: PurchaseRouteDeps): void {
  const preHandler = deps.guard();
  schemeTermRoutes(app, deps.purchase, preHandler);
  scheduleRoutes(app, deps.purchase, preHandler);
}

const tag = 'mutual-funds';

/** Whether the scheme may be bought, its terms, brokerage and SWP alongside. */
function schemeTermRoutes(
  app: FastifyInstance,
  purchase: PurchaseService,
  preHandler: preHandlerAsyncHookHandler,
): void {
  postRoute(
    app,
    validatePurchaseCall,
    {
      tag,
      summary: 'Whether the investor may buy the scheme now: validationCnt 0 allows it',
      preHandler,
    },
    async (request) => {
      const account = await request.account(request.body.ccode);
      const result = await purchase.validatePurchase(account, request.body);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    getSchemeDetailCall,
    {
      tag,
      summary: 'Scheme terms for the purchase form: NAV, limits, exit load, riskometer, folio',
      preHandler,
    },
    async (request) => {
      const account = await request.account(request.body.ccode);
      return ok(await purchase.schemeDetail(account, request.body.schCode));
    },
  );

  postRoute(
    app,
    getBrokerageForDirPlanCall,
    {
      tag,
      summary: 'Distributor brokerage on an amount: 0 for a direct plan',
      preHandler,
    },
    async (request) => ok(await purchase.brokerage(request.body.schCode, request.body.purAmount)),
  );

  postRoute(
    app,
    getPurchaseWithSwpDetailCall,
    {
      tag,
      summary: 'SWP alongside a purchase: installment range, start month, frequencies, banks',
      preHandler,
    },
    async (request) => {
      const account = await request.account(request.body.ccode);
      return ok(await purchase.swpDetail(account, request.body.schCode));
    },
  );
}

/** Cut-off times, installment and SWP dates, and the exchange each scheme goes through. */
function scheduleRoutes(
  app: FastifyInstance,
  purchase: PurchaseService,
  preHandler: preHandlerAsyncHookHandler,
): void {
  postRoute(
    app,
    getCuttofDetailCall,
    {
      tag,
      summary: 'Cut-off times (India time) and the NAV date an order placed now gets',
      preHandler,
    },
    async () => ok(purchase.cutOffDetail()),
  );

  postRoute(
    app,
    getInstallmentDateCall,
    {
      tag,
      summary: 'SIP installment days for a frequency, and the start and end dates for a day',
      preHandler,
    },
    async (request) => ok(await purchase.installmentDates(request.body)),
  );

  postRoute(
    app,
    getSwpStartEndDateCall,
    {
      tag,
      summary: 'SWP start and end dates from the start month, day and number of installments',
      preHandler,
    },
    async (request) => ok(purchase.swpDates(request.body)),
  );

  postRoute(
    app,
    getExchangeInfoCall,
    {
      tag,
      summary: 'The exchange each scheme of the cart is routed through',
      preHandler,
    },
    async (request) =>
      ok(await purchase.exchangeInfo(request.body.exchangeSchemeDetails.map((d) => d.scheme))),
  );
}
