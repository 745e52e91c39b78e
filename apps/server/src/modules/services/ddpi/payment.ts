import {
  ddpiMessages,
  ddpiPayModes,
  ddpiVpaProblem,
  orderMessages,
  paiseToWire,
  payModeLabels,
  purchaseConstants,
  type TLoadDdpiPaymentDtlResponse,
  type TProceedForPaymentResponse,
  type TUpiStatus,
  type TUpiStatusResponse,
  type TValidateVpaResponse,
} from '@cdesk/domain';
import type { Tx } from '../../../db/client.js';
import type { GatewayOutcome } from '../../../providers/payment-gateway/port.js';
import type { Account, SessionPrincipal } from '../../access/index.js';
import type { AuditContext } from '../../audit/index.js';
import { upiMessage, upiStatusOf } from '../../checkout/index.js';
import { type DdpiDeps, dematAccount, ownOpenRequest, refused, stepRefusal } from './context.js';
import * as repo from './repository.js';
import type { DdpiRequest } from './repository.js';

/** A collect request on its way to the gateway: a second one waits for its answer. */
const sending = 'SENDING';

/** Where the stamp duty's UPI collect stands for the payer; empty before any request. */
function ddpiUpiStatus(paymentStatus: string): TUpiStatus | '' {
  return paymentStatus === '' ? '' : upiStatusOf(paymentStatus);
}

const settledStatus: Record<Exclude<GatewayOutcome, 'PENDING'>, string> = {
  SUCCESS: 'SUCCESS',
  DECLINED: 'REJECTED',
  REJECTED: 'REJECTED',
  CANCELLED: 'CANCELLED',
  FAILED: 'FAILED',
};

/** The UPI ID a proceedForPayment pays from, once its pay mode and UPI ID are in order. */
function payingVpa(body: { payMode: string; payerVirtualAddress: string }): string {
  if (body.payMode === '') throw refused('PAY_MODE_REQUIRED', ddpiMessages.payModeRequired);
  if (!(ddpiPayModes as readonly string[]).includes(body.payMode))
    throw refused('PAY_MODE', ddpiMessages.payModeInvalid);
  const problem = ddpiVpaProblem(body.payerVirtualAddress);
  if (problem) throw refused(body.payerVirtualAddress ? 'VPA_INVALID' : 'VPA_REQUIRED', problem);
  return body.payerVirtualAddress.trim().toLowerCase();
}

/** The DDPI's stamp duty, paid by UPI collect through the payment gateway. */
export class DdpiPayments {
  constructor(private readonly deps: DdpiDeps) {}

  private remaining(request: DdpiRequest): number {
    return request.expiresAt
      ? Math.max(0, request.expiresAt.getTime() - this.deps.clock.realNow().getTime())
      : 0;
  }

  async detail(
    principal: SessionPrincipal,
    ddpiReqId: string,
  ): Promise<TLoadDdpiPaymentDtlResponse> {
    const account = await dematAccount(this.deps, principal);
    let request = await ownOpenRequest(this.deps, account, ddpiReqId);
    if (request.status === 'CONSENT') throw stepRefusal(request);
    request = await this.refresh(account, request);
    const status = ddpiUpiStatus(request.paymentStatus);
    return {
      ddpiReqId: String(request.id),
      amount: paiseToWire(request.amountPaise),
      payModeList: ddpiPayModes.map((payModeId) => ({
        payModeId,
        payModeName: payModeLabels[payModeId],
      })),
      trxnid: request.merchantRef,
      paymentStatus: status,
      payerVirtualAddress: request.vpa,
      UPIREFTRXNID: request.providerRef,
      message: status ? upiMessage(status) : '',
      reason: request.paymentReason,
      remainingMs: status === 'PENDING' ? this.remaining(request) : 0,
    };
  }

  /** DPcharges/vpaAuthentication: the UPI ID present, well-formed, then verified by the gateway. */
  async verifyVpa(principal: SessionPrincipal, vpa: string): Promise<TValidateVpaResponse> {
    const problem = ddpiVpaProblem(vpa);
    if (problem) throw refused(vpa.trim() ? 'VPA_INVALID' : 'VPA_REQUIRED', problem);
    return this.deps.choice.validateVpa(principal.accountId, vpa);
  }

  /** proceedForPayment: a UPI collect request for the stamp duty to a verified UPI ID. */
  async proceed(
    principal: SessionPrincipal,
    body: {
      ddpiReqId: string;
      payMode: string;
      payerVirtualAddress: string;
      VPAVerifyDtlSrNo: string;
    },
  ): Promise<TProceedForPaymentResponse> {
    const account = await dematAccount(this.deps, principal);
    const vpa = payingVpa(body);
    let request = await ownOpenRequest(this.deps, account, body.ddpiReqId);
    if (request.status !== 'PAYMENT') throw stepRefusal(request);
    // An earlier request the payer approved late is the payment: never a second one.
    request = await this.refresh(account, request);
    if (request.paymentStatus === 'SUCCESS')
      return this.collectReply(request, orderMessages.upiSuccess, 0);
    if (request.paymentStatus === 'AWAITING_FUNDS' && this.remaining(request) > 0) {
      if (request.vpa !== vpa) throw refused('DDPI_PAYMENT_WAITING', ddpiMessages.paymentWaiting);
      return this.collectReply(request, orderMessages.upiCollectSent, this.remaining(request));
    }
    const reserved = await this.reserve(account, request, vpa, body.VPAVerifyDtlSrNo);
    return this.sendCollect(reserved, vpa);
  }

  /** Marks the request as sending its next collect request, unless another call got there first. */
  private reserve(account: Account, request: DdpiRequest, vpa: string, verifySrNo: string) {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.locked(tx, account, request.id);
      if (current.status !== 'PAYMENT') throw stepRefusal(current);
      // Another call sent a request since this one looked: its request is the one to answer.
      if (
        current.paymentStatus === sending ||
        current.attempt !== request.attempt ||
        current.paymentStatus !== request.paymentStatus
      )
        throw refused('DDPI_PAYMENT_WAITING', ddpiMessages.paymentWaiting);
      if (!(await this.deps.choice.vpaVerified(tx, account.id, vpa, verifySrNo)))
        throw refused('VPA_NOT_VERIFIED', orderMessages.vpaNotVerified);
      const attempt = current.attempt + 1;
      return repo.updateRequest(
        tx,
        current.id,
        {
          attempt,
          merchantRef: `DDPI${current.id}-${attempt}`,
          providerRef: '',
          vpa,
          paymentStatus: sending,
          paymentReason: '',
          expiresAt: null,
        },
        this.deps.clock.realNow(),
      );
    });
  }

  /** Sends the reserved collect request to the gateway and keeps what it answers. */
  private async sendCollect(
    reserved: DdpiRequest,
    vpa: string,
  ): Promise<TProceedForPaymentResponse> {
    const started = await this.deps.gateway
      .startUpiCollect({
        merchantRef: reserved.merchantRef,
        amountPaise: reserved.amountPaise,
        vpa,
      })
      .catch(() => ({ ok: false as const, reason: orderMessages.gatewayUnavailable }));
    const now = this.deps.clock.realNow();
    if (!started.ok) {
      const failed = await repo.updateRequest(
        this.deps.db,
        reserved.id,
        { paymentStatus: 'FAILED', paymentReason: started.reason },
        now,
      );
      return { ...this.collectReply(failed, started.reason, 0), collectionApiStatus: 'ERROR' };
    }
    const saved = await repo.updateRequest(
      this.deps.db,
      reserved.id,
      {
        providerRef: started.gatewayRef,
        paymentStatus: 'AWAITING_FUNDS',
        expiresAt: new Date(now.getTime() + purchaseConstants.upiTimeoutMs),
      },
      now,
    );
    return this.collectReply(saved, orderMessages.upiCollectSent, purchaseConstants.upiTimeoutMs);
  }

  /** DPcharges/statusInquiry: where the stamp duty's UPI collect request stands. */
  async status(
    principal: SessionPrincipal,
    body: { trxnid: string; UPIRefTrxnID: string },
    context: AuditContext,
  ): Promise<TUpiStatusResponse> {
    const account = await this.deps.access.accountOf(principal);
    const found = await repo.requestByMerchantRef(this.deps.db, account.id, body.trxnid);
    if (!found || found.paymentStatus === '' || found.paymentStatus === sending)
      throw refused('PAYMENT_NOT_FOUND', orderMessages.paymentNotFound);
    if (body.UPIRefTrxnID && found.providerRef && body.UPIRefTrxnID !== found.providerRef)
      throw refused('UPI_REF_MISMATCH', orderMessages.upiRefMismatch);
    const request = await this.refresh(account, found, context);
    const status = ddpiUpiStatus(request.paymentStatus) || 'PENDING';
    return {
      trxnid: request.merchantRef,
      status,
      message: upiMessage(status),
      reason: request.paymentReason,
      UPIREFTRXNID: request.providerRef,
      remainingMs: status === 'PENDING' ? this.remaining(request) : 0,
    };
  }

  /**
   * Asks the gateway about a collect request not yet paid: its answer settles it, and once the
   * 300000 ms have passed unanswered it is NO_RESPONSE (a later answer still counts). A paid
   * stamp duty takes the request on to its e-sign.
   */
  private async refresh(
    account: Account,
    request: DdpiRequest,
    context: AuditContext = { ip: '', requestId: '' },
  ): Promise<DdpiRequest> {
    if (!request.providerRef || request.paymentStatus === 'SUCCESS') return request;
    const answer = await this.deps.gateway.status(request.providerRef);
    const now = this.deps.clock.realNow();
    return this.deps.db.transaction(async (tx) => {
      const current = await this.locked(tx, account, request.id);
      if (current.merchantRef !== request.merchantRef || current.paymentStatus === 'SUCCESS')
        return current;
      if (answer.outcome === 'PENDING') {
        if (current.paymentStatus !== 'AWAITING_FUNDS' || this.remaining(current) > 0)
          return current;
        return repo.updateRequest(tx, current.id, { paymentStatus: 'NO_RESPONSE' }, now);
      }
      const paymentStatus = settledStatus[answer.outcome];
      if (paymentStatus !== 'SUCCESS')
        return paymentStatus === current.paymentStatus
          ? current
          : repo.updateRequest(
              tx,
              current.id,
              { paymentStatus, paymentReason: answer.reason },
              now,
            );
      const paid = await repo.updateRequest(
        tx,
        current.id,
        {
          paymentStatus,
          paymentReason: '',
          paidAt: now,
          status: current.status === 'PAYMENT' ? 'ESIGN' : current.status,
        },
        now,
      );
      await this.deps.audit.record(
        'DDPI_PAID',
        account.id,
        context,
        { ddpiReqId: current.id, trxnid: current.merchantRef },
        tx,
      );
      return paid;
    });
  }

  private async locked(tx: Tx, account: Account, id: number): Promise<DdpiRequest> {
    const request = await repo.requestOf(tx, account.id, id, { lock: true });
    if (!request) throw refused('DDPI_NOT_FOUND', ddpiMessages.requestNotFound);
    return request;
  }

  private collectReply(
    request: DdpiRequest,
    message: string,
    upiTimer: number,
  ): TProceedForPaymentResponse {
    return {
      trxnid: request.merchantRef,
      collectionApiStatus: 'SUCCESS',
      collectionApiStatusDes: message,
      UPIREFTRXNID: request.providerRef,
      upiTimer,
    };
  }
}
