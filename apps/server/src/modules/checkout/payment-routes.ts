import {
  callTranStatusInqUpiServiceCall,
  checkPayRefNoCall,
  type GatewayCall,
  getPaymentModeWiseBankForUccCall,
  getUpiCallBackResDetailCall,
  getUpiCollectionApiStatusCall,
  netbankingReturnResource,
  paymentCallbackResource,
  validateSelectedBankCall,
  validateVpaCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { type CallHandler, postRoute } from '../../lib/route.js';
import { signedReturnRoutes } from '../../lib/signed-returns.js';
import type { SessionGuard } from '../access/index.js';
import type { PaymentChoice } from './payment-choice.js';
import type { PaymentLifecycle } from './payment-lifecycle.js';
import type { UpiPayments } from './upi-payments.js';

/** Where the browser lands after the bank: the acknowledgement page of the purchase. */
export const acknowledgementUrl = (trxnId: string) =>
  `/cdesk/transact/authorize/pip/achknowledge?tid=${encodeURIComponent(trxnId)}`;

/** A success when the check passed, else a failure with `errCode`; the message shown either way. */
const verdict = <T>(result: T, passed: boolean, message: string, errCode: string) =>
  passed ? ok(result, message) : fail(result, message, errCode);

/** Registers one payment call, behind the session guard. */
type RegisterCall = <C extends GatewayCall>(
  gatewayCall: C,
  summary: string,
  handler: CallHandler<C>,
) => void;

export function paymentRoutes(
  app: FastifyInstance,
  deps: {
    choice: PaymentChoice;
    upi: UpiPayments;
    payments: PaymentLifecycle;
    guard: SessionGuard;
  },
): void {
  const { payments, guard } = deps;
  // The payment of a purchase authorised after the PIN login of its link goes through these too.
  const preHandler = guard({ kind: ['FULL', 'AUTHORISATION'] });
  /** One payment call, behind the session guard. */
  function call<C extends GatewayCall>(gatewayCall: C, summary: string, handler: CallHandler<C>) {
    postRoute(app, gatewayCall, { tag: 'payments', summary, preHandler }, handler);
  }
  bankChoiceRoutes(call, deps.choice);
  upiRoutes(call, deps.upi);

  // The bank's signed answer: its callback, and the browser's return, on to the acknowledgement.
  signedReturnRoutes(app, {
    callback: paymentCallbackResource,
    browserReturn: netbankingReturnResource,
    apply: (signed) => payments.applySigned(signed),
    callbackData: (payment) => ({ trxnId: payment.merchantRef, status: payment.status }),
    redirectTo: (payment) => acknowledgementUrl(payment.merchantRef),
  });
}

/** The investor's banks and UPI address, checked for the chosen pay mode. */
function bankChoiceRoutes(call: RegisterCall, choice: PaymentChoice): void {
  call(
    getPaymentModeWiseBankForUccCall,
    "The investor's registered bank accounts for each pay mode",
    async (request) => {
      const account = await request.account();
      return ok(await choice.paymentModeWiseBanks(account.id));
    },
  );

  call(
    validateSelectedBankCall,
    'Whether the chosen bank account is registered and enabled for the pay mode',
    async (request) => {
      const account = await request.account(request.body.ccode);
      const result = await choice.validateSelectedBank(account.id, request.body);
      return verdict(result, result.isValidBank === 'Y', result.message, 'BANK_INVALID');
    },
  );

  call(
    validateVpaCall,
    "Verifies the payer's UPI address: VPAVerifyStatus 'VE' when verified",
    async (request) => {
      const account = await request.account(request.body.njAcNo);
      const result = await choice.validateVpa(account.id, request.body.payerVirtualAddress);
      return verdict(result, result.VPAVerifyStatus === 'VE', result.message, 'VPA_NOT_VERIFIED');
    },
  );

  call(
    checkPayRefNoCall,
    'Whether an NEFT/RTGS reference is well formed and not used before',
    async (request) => {
      const result = await choice.checkPayRefNo(request.body.neftrtgsrefno);
      return ok(result, result.message);
    },
  );
}

/** A UPI collect request and where it stands. */
function upiRoutes(call: RegisterCall, upi: UpiPayments): void {
  call(
    getUpiCollectionApiStatusCall,
    'Sends the UPI collect request to the verified VPA; SUCCESS leads to the UPI wait',
    async (request) => {
      const account = await request.account();
      const result = await upi.startUpiCollect(account.id, request.body);
      const sent = result.collectionApiStatus === 'SUCCESS';
      return verdict(result, sent, result.collectionApiStatusDes, 'UPI_COLLECT_FAILED');
    },
  );

  call(
    getUpiCallBackResDetailCall,
    'Where the UPI payment stands, polled every 5000 ms during the UPI wait',
    async (request) => {
      const account = await request.account();
      const result = await upi.upiStatus(account.id, request.body.trxnid);
      return ok(result, result.message);
    },
  );

  call(
    callTranStatusInqUpiServiceCall,
    'Asks the bank for the final UPI status when the 300000 ms wait runs out, or any time after',
    async (request) => {
      const account = await request.account();
      const { trxnid, UPIRefTrxnID } = request.body;
      const result = await upi.upiStatus(account.id, trxnid, UPIRefTrxnID);
      return ok(result, result.message);
    },
  );
}
