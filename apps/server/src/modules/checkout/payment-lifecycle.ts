import { normaliseUtr, orderMessages, payModes, type Paise, type PayMode } from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type {
  GatewayOutcome,
  PaymentGateway,
  SignedResult,
} from '../../providers/payment-gateway/port.js';
import type { AuditService } from '../audit/index.js';
import * as repo from './payment-repository.js';

/** Told when a payment's funds are realised, in the transaction that records it. */
export interface PaymentListener {
  paymentSucceeded(tx: Tx, groupId: number, realisedAt: Date): Promise<void>;
}

export interface NewPayment {
  groupId: number;
  merchantRef: string;
  accountId: number;
  payMode: PayMode;
  amountPaise: Paise;
  bank: repo.RegisteredBank;
  vpa: string;
  vpaSrNo: string;
  utr: string | null;
}

/** Statuses after which nothing the gateway says changes the payment. */
const settled = ['SUCCESS'] as const;
/** Statuses from which a later gateway answer may still settle the payment. */
export const openStatuses = [
  'INITIATED',
  'AWAITING_FUNDS',
  'NO_RESPONSE',
  'CANCELLED',
  'FAILED',
  'DECLINED',
  'REJECTED',
];

const notFound = () => new AppError(400, 'PAYMENT_NOT_FOUND', orderMessages.paymentNotFound);

/**
 * A gateway that cannot be reached is a 503 the investor can act on: the order and its payment are
 * saved, so confirming again with the same key starts the payment.
 */
async function reachGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      503,
      'GATEWAY_UNAVAILABLE',
      orderMessages.gatewayUnavailable,
      error instanceof Error ? error.message : 'Payment gateway unreachable',
    );
  }
}

/** A payment from its start to its outcome: net banking, NEFT/RTGS and mandate, callbacks, status and retry. */
export class PaymentLifecycle {
  private listener: PaymentListener | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly gateway: PaymentGateway,
    private readonly audit: AuditService,
  ) {}

  /** The order side registers here to hear about realised funds. */
  onSuccess(listener: PaymentListener): void {
    this.listener = listener;
  }

  /** Records the payment of a new order group, in the caller's transaction. */
  createPayment(tx: Tx, input: NewPayment): Promise<repo.Payment> {
    return repo.insertPayment(tx, {
      groupId: input.groupId,
      merchantRef: input.merchantRef,
      accountId: input.accountId,
      payMode: input.payMode,
      amountPaise: input.amountPaise,
      status: 'INITIATED',
      bankCode: input.bank.bankCode,
      bankAccNo: input.bank.bankAccNo,
      ifsc: input.bank.ifsc,
      vpa: input.vpa.toLowerCase(),
      vpaSrNo: input.vpaSrNo,
      utr: input.utr ? normaliseUtr(input.utr) : null,
    });
  }

  paymentOfGroup(groupId: number, tx?: Tx): Promise<repo.Payment | undefined> {
    return repo.paymentOfGroup(tx ?? this.db, groupId);
  }

  /**
   * Starts what the pay mode needs after the order is saved: a net-banking session (its URL), or
   * the wait for an NEFT/RTGS credit. UPI starts when the investor asks for the collect request.
   * Safe to repeat: a started payment is left as it is.
   */
  async begin(payment: repo.Payment): Promise<{ netBankingUrl: string }> {
    if (payment.status !== 'INITIATED' && payment.payMode !== payModes.NET_BANKING)
      return { netBankingUrl: '' };
    if (payment.payMode === payModes.NET_BANKING) {
      const resumed =
        payment.status === 'AWAITING_FUNDS' && payment.providerRef
          ? this.gateway.resumeNetBanking(payment.providerRef)
          : undefined;
      if (resumed) return { netBankingUrl: resumed };
      if (payment.status === 'SUCCESS') return { netBankingUrl: '' };
      return this.startNetBanking(payment);
    }
    if (payment.payMode === payModes.NEFT_RTGS) {
      const ref = await reachGateway(() =>
        this.gateway.expectCredit({
          merchantRef: payment.merchantRef,
          amountPaise: payment.amountPaise,
          utr: payment.utr ?? '',
        }),
      );
      await repo.updatePayment(
        this.db,
        payment.id,
        { status: 'AWAITING_FUNDS', providerRef: ref },
        ['INITIATED'],
      );
    }
    if (payment.payMode === payModes.MANDATE) {
      // A mandate debit is presented by the bank on the due date: treated as realised now.
      await this.settle(payment, 'SUCCESS', `MANDATE-${payment.merchantRef}`, '');
    }
    return { netBankingUrl: '' };
  }

  /** Pay again after a declined or failed net-banking payment: a fresh bank session. */
  async retry(accountId: number, merchantRef: string): Promise<{ netBankingUrl: string }> {
    const payment = await this.ownPayment(accountId, merchantRef);
    if (payment.payMode !== payModes.NET_BANKING || payment.status === 'SUCCESS')
      return this.begin(payment);
    return this.startNetBanking(payment);
  }

  /** Opens a bank session for the payment, which then awaits the funds. */
  private async startNetBanking(payment: repo.Payment): Promise<{ netBankingUrl: string }> {
    const session = await this.openNetBanking(payment);
    await repo.updatePayment(
      this.db,
      payment.id,
      { status: 'AWAITING_FUNDS', providerRef: session.gatewayRef, failureReason: '' },
      openStatuses,
    );
    return { netBankingUrl: session.redirectUrl };
  }

  private openNetBanking(
    payment: repo.Payment,
  ): Promise<{ redirectUrl: string; gatewayRef: string }> {
    return reachGateway(() =>
      this.gateway.startNetBanking({
        merchantRef: payment.merchantRef,
        amountPaise: payment.amountPaise,
        bankCode: payment.bankCode,
      }),
    );
  }

  /** The investor's own payment by its merchant reference; a 400 for anyone else's. */
  async ownPayment(accountId: number, merchantRef: string): Promise<repo.Payment> {
    const payment = await repo.paymentByMerchantRef(this.db, merchantRef);
    if (!payment || payment.accountId !== accountId) throw notFound();
    return payment;
  }

  /** A signed result from the gateway (browser return or server call): applied once. */
  async applySigned(result: SignedResult): Promise<repo.Payment | null> {
    const read = this.gateway.readSigned(result);
    if (!read) return null;
    const payment = await repo.paymentByMerchantRef(this.db, read.merchantRef);
    if (!payment || payment.amountPaise !== read.amountPaise) return null;
    // Only the session the payment is on may settle it: an old declined session cannot.
    if (payment.providerRef !== read.gatewayRef && read.outcome !== 'SUCCESS') return payment;
    return (await this.settle(payment, read.outcome, read.gatewayRef, read.reason)) ?? payment;
  }

  /**
   * Records the gateway's outcome once: success realises the funds and tells the order side in the
   * same transaction; a second report of the same outcome changes nothing.
   */
  async settle(
    payment: repo.Payment,
    outcome: GatewayOutcome,
    gatewayRef: string,
    reason: string,
  ): Promise<repo.Payment | undefined> {
    if (outcome === 'PENDING') return payment;
    const status = outcome === 'SUCCESS' ? 'SUCCESS' : outcome;
    return this.db.transaction(async (tx) => {
      // The moment the funds are realised decides the NAV date: a business time.
      const now = this.clock.businessNow();
      const updated = await repo.updatePayment(
        tx,
        payment.id,
        {
          status,
          providerRef: gatewayRef,
          failureReason: reason,
          ...(status === 'SUCCESS' ? { realisedAt: now } : {}),
        },
        status === 'SUCCESS' ? openStatuses : openStatuses.filter((s) => s !== status),
      );
      if (!updated) return repo.paymentOfGroup(tx, payment.groupId);
      await this.audit.record(
        'PAYMENT_UPDATED',
        payment.accountId,
        { ip: '', requestId: '' },
        { trxnId: payment.merchantRef, payMode: payment.payMode, status, gatewayRef },
        tx,
      );
      if (status === 'SUCCESS') await this.listener?.paymentSucceeded(tx, payment.groupId, now);
      return updated;
    });
  }

  /** Sandbox and tests: the state after a gateway decision, through the same path as a callback. */
  async refresh(merchantRef: string): Promise<repo.Payment | undefined> {
    const payment = await repo.paymentByMerchantRef(this.db, merchantRef);
    if (!payment?.providerRef || settled.includes(payment.status as 'SUCCESS')) return payment;
    const answer = await this.gateway.status(payment.providerRef);
    return (
      (await this.settle(payment, answer.outcome, answer.gatewayRef, answer.reason)) ?? payment
    );
  }
}
