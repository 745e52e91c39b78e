import {
  orderMessages,
  payModes,
  purchaseConstants,
  type TGetUpiCollectionApiStatusResponse,
  type TUpiStatus,
  type TUpiStatusResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { PaymentChoice } from './payment-choice.js';
import { openStatuses, type PaymentLifecycle } from './payment-lifecycle.js';
import * as repo from './payment-repository.js';

/** The UPI outcome as spec 3 section 8 words it. */
export function upiMessage(status: TUpiStatus): string {
  switch (status) {
    case 'SUCCESS':
      return orderMessages.upiSuccess;
    case 'REJECTED':
      return orderMessages.upiRejected;
    case 'PENDING':
      return orderMessages.upiPending;
    default:
      return orderMessages.upiAwaited;
  }
}

/** UPI: the collect request to a verified VPA and the wait for the payer's answer. */
export class UpiPayments {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly gateway: PaymentGateway,
    private readonly choice: PaymentChoice,
    private readonly lifecycle: PaymentLifecycle,
  ) {}

  async startUpiCollect(
    accountId: number,
    input: { trxnid: string; payerVirtualAddress: string; VPAVerifyDtlSrNo: string },
  ): Promise<TGetUpiCollectionApiStatusResponse> {
    const payment = await this.lifecycle.ownPayment(accountId, input.trxnid);
    if (payment.payMode !== payModes.UPI)
      throw new AppError(400, 'PAY_MODE', orderMessages.payMode);
    const verified = await this.db.transaction((tx) =>
      this.choice.vpaVerified(tx, accountId, input.payerVirtualAddress, input.VPAVerifyDtlSrNo),
    );
    if (!verified) throw new AppError(400, 'VPA_NOT_VERIFIED', orderMessages.vpaNotVerified);
    const remaining = payment.expiresAt
      ? payment.expiresAt.getTime() - this.clock.realNow().getTime()
      : 0;
    if (payment.providerRef && payment.status === 'AWAITING_FUNDS' && remaining > 0) {
      return {
        collectionApiStatus: 'SUCCESS',
        collectionApiStatusDes: orderMessages.upiCollectSent,
        UPIREFTRXNID: payment.providerRef,
        upiTimer: remaining,
      };
    }
    if (payment.status === 'SUCCESS')
      return {
        collectionApiStatus: 'SUCCESS',
        collectionApiStatusDes: orderMessages.upiSuccess,
        UPIREFTRXNID: payment.providerRef,
        upiTimer: 0,
      };
    const started = await this.gateway.startUpiCollect({
      merchantRef: payment.merchantRef,
      amountPaise: payment.amountPaise,
      vpa: input.payerVirtualAddress.trim(),
    });
    if (!started.ok) {
      await repo.updatePayment(
        this.db,
        payment.id,
        { failureReason: started.reason },
        openStatuses,
      );
      return {
        collectionApiStatus: 'ERROR',
        collectionApiStatusDes: started.reason,
        UPIREFTRXNID: '',
        upiTimer: 0,
      };
    }
    const expiresAt = new Date(this.clock.realNow().getTime() + purchaseConstants.upiTimeoutMs);
    await repo.updatePayment(
      this.db,
      payment.id,
      {
        status: 'AWAITING_FUNDS',
        providerRef: started.gatewayRef,
        vpa: input.payerVirtualAddress.trim().toLowerCase(),
        expiresAt,
        failureReason: '',
      },
      openStatuses,
    );
    return {
      collectionApiStatus: 'SUCCESS',
      collectionApiStatusDes: orderMessages.upiCollectSent,
      UPIREFTRXNID: started.gatewayRef,
      upiTimer: purchaseConstants.upiTimeoutMs,
    };
  }

  /**
   * Where a UPI payment stands. The gateway is asked while the payment is open; once the 300000 ms
   * timeout has passed without an answer the payment is NO_RESPONSE, and a later inquiry can still
   * find it paid.
   */
  async upiStatus(accountId: number, trxnid: string, upiRef = ''): Promise<TUpiStatusResponse> {
    let payment = await this.lifecycle.ownPayment(accountId, trxnid);
    // The status inquiry may name the UPI reference the collect request got: it must be this one's.
    if (upiRef.trim() && payment.providerRef && upiRef.trim() !== payment.providerRef)
      throw new AppError(400, 'UPI_REF_MISMATCH', orderMessages.upiRefMismatch);
    if (payment.payMode !== payModes.UPI)
      throw new AppError(400, 'PAY_MODE', orderMessages.payMode);
    if (payment.status !== 'SUCCESS' && payment.providerRef) {
      const answer = await this.gateway.status(payment.providerRef);
      if (answer.outcome !== 'PENDING') {
        payment =
          (await this.lifecycle.settle(
            payment,
            answer.outcome,
            answer.gatewayRef,
            answer.reason,
          )) ?? payment;
      } else if (
        payment.expiresAt &&
        this.clock.realNow() >= payment.expiresAt &&
        payment.status === 'AWAITING_FUNDS'
      ) {
        payment =
          (await repo.updatePayment(this.db, payment.id, { status: 'NO_RESPONSE' }, [
            'AWAITING_FUNDS',
          ])) ?? payment;
      }
    }
    const status = upiStatusOf(payment.status);
    const remainingMs = payment.expiresAt
      ? Math.max(0, payment.expiresAt.getTime() - this.clock.realNow().getTime())
      : 0;
    return {
      trxnid,
      status,
      message: upiMessage(status),
      reason: payment.failureReason,
      UPIREFTRXNID: payment.providerRef,
      remainingMs: status === 'PENDING' ? remainingMs : 0,
    };
  }
}

/** The UPI status a payment's status shows the payer. */
export function upiStatusOf(status: string): TUpiStatus {
  switch (status) {
    case 'SUCCESS':
    case 'CANCELLED':
    case 'FAILED':
    case 'REJECTED':
    case 'NO_RESPONSE':
      return status;
    case 'DECLINED':
      return 'REJECTED';
    default:
      return 'PENDING';
  }
}
