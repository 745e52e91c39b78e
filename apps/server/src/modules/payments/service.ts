import { randomBytes } from 'node:crypto';
import {
  payModes,
  isValidUtr,
  isValidVpa,
  normaliseUtr,
  orderMessages,
  payModeLabels,
  paiseToRupeeText,
  purchaseConstants,
  purchasePayModes,
  type PayMode,
  type TCheckPayRefNoResponse,
  type TGetPaymentModeWiseBankForUccResponse,
  type TGetUpiCollectionApiStatusResponse,
  type TRegisteredBank,
  type TUpiStatus,
  type TUpiStatusResponse,
  type TValidateSelectedBankResponse,
  type TValidateVpaResponse,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type {
  GatewayOutcome,
  PaymentGateway,
  SignedResult,
} from '../../providers/payment-gateway/port.js';
import type { AuditService } from '../audit/service.js';
import { collectionAccount } from './collection-account.js';
import * as repo from './repository.js';

/** Told when a payment's funds are realised, in the transaction that records it. */
export interface PaymentListener {
  paymentSucceeded(tx: Tx, groupId: number, realisedAt: Date): Promise<void>;
}

export interface NewPayment {
  groupId: number;
  merchantRef: string;
  accountId: number;
  payMode: PayMode;
  amountPaise: number;
  bank: repo.RegisteredBank;
  vpa: string;
  vpaSrNo: string;
  utr: string | null;
}

/** Statuses after which nothing the gateway says changes the payment. */
const settled = ['SUCCESS'] as const;
/** Statuses from which a later gateway answer may still settle the payment. */
const open = [
  'INITIATED',
  'AWAITING_FUNDS',
  'NO_RESPONSE',
  'CANCELLED',
  'FAILED',
  'DECLINED',
  'REJECTED',
];

const maskAccount = (accNo: string) =>
  `${'X'.repeat(Math.max(0, accNo.length - 4))}${accNo.slice(-4)}`;

function bankView(bank: repo.RegisteredBank): TRegisteredBank {
  return {
    bankCode: bank.bankCode,
    bankName: bank.bankName,
    bankAccNo: bank.bankAccNo,
    bankAccMak: maskAccount(bank.bankAccNo),
    bankIfscCode: bank.ifsc,
    bankType: bank.bankType,
    isDefault: bank.isDefault ? 'Y' : 'N',
    mandateList: bank.mandateNo
      ? [{ mandateNo: bank.mandateNo, maxAmount: paiseToRupeeText(BigInt(bank.mandateMaxPaise)) }]
      : [],
  };
}

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

/** Registered banks, VPA and UTR checks, and payments through the gateway. */
export class PaymentService {
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

  async paymentModeWiseBanks(accountId: number): Promise<TGetPaymentModeWiseBankForUccResponse> {
    const banks = await repo.banksOf(this.db, accountId);
    return {
      payModeList: purchasePayModes.map((payModeId) => ({
        payModeId,
        payModeName: payModeLabels[payModeId],
        bankList: banks.filter((b) => b.payModes.includes(payModeId)).map(bankView),
      })),
      collectionAccount,
    };
  }

  async validateSelectedBank(
    accountId: number,
    input: {
      bankCode?: string | undefined;
      bankAccNo?: string | undefined;
      bankAccType?: string | undefined;
      payMode?: PayMode | undefined;
    },
  ): Promise<TValidateSelectedBankResponse> {
    const bank =
      input.bankCode && input.bankAccNo
        ? await repo.bankOf(this.db, accountId, input.bankCode, input.bankAccNo)
        : (await repo.banksOf(this.db, accountId)).find(
            (b) => !input.bankAccType || b.bankType === input.bankAccType.toUpperCase(),
          );
    if (!bank || (input.payMode && !bank.payModes.includes(input.payMode))) {
      return {
        isValidBank: 'N',
        message: orderMessages.bankInvalid,
        bankIfscCode: '',
        bankName: '',
        bankAccMak: '',
      };
    }
    return {
      isValidBank: 'Y',
      message: orderMessages.bankValid,
      bankIfscCode: bank.ifsc,
      bankName: bank.bankName,
      bankAccMak: maskAccount(bank.bankAccNo),
    };
  }

  /** The bank a payment will come from; a 400 when it is not the investor's or not for the mode. */
  async bankFor(tx: Tx, accountId: number, bankCode: string, bankAccNo: string, payMode: PayMode) {
    const bank = await repo.bankOf(tx, accountId, bankCode, bankAccNo);
    if (!bank || !bank.payModes.includes(payMode))
      throw new AppError(400, 'BANK_INVALID', orderMessages.bankInvalid);
    return bank;
  }

  async validateVpa(accountId: number, vpa: string): Promise<TValidateVpaResponse> {
    const address = vpa.trim();
    if (!isValidVpa(address)) throw new AppError(400, 'VPA_INVALID', orderMessages.vpaInvalid);
    const result = await this.gateway.verifyVpa(address);
    const srNo = `VPA${randomBytes(8).toString('hex').toUpperCase()}`;
    const status = result.verified ? 'VE' : 'NV';
    await repo.insertVpaCheck(this.db, {
      srNo,
      accountId,
      vpa: address.toLowerCase(),
      status,
      payerName: result.payerName,
    });
    return {
      VPAVerifyStatus: status,
      VPAVerifyDtlsrNo: srNo,
      payerName: result.payerName,
      message: result.verified ? orderMessages.vpaVerified : orderMessages.vpaFailed,
    };
  }

  /** True when the check srNo verified this VPA for the investor. */
  async vpaVerified(tx: Tx, accountId: number, vpa: string, srNo: string): Promise<boolean> {
    const check = await repo.vpaCheck(tx, accountId, srNo);
    return check?.status === 'VE' && check.vpa === vpa.trim().toLowerCase();
  }

  async checkPayRefNo(reference: string): Promise<TCheckPayRefNoResponse> {
    if (!isValidUtr(reference))
      return { isPayRefNoAvailable: 'N', message: orderMessages.neftRefInvalid };
    if (await repo.utrTaken(this.db, normaliseUtr(reference)))
      return { isPayRefNoAvailable: 'N', message: orderMessages.neftRefUsed };
    return { isPayRefNoAvailable: 'Y', message: '' };
  }

  async utrTaken(tx: Tx, utr: string): Promise<boolean> {
    return repo.utrTaken(tx, normaliseUtr(utr));
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
      if (payment.status === 'AWAITING_FUNDS' && payment.providerRef)
        return { netBankingUrl: `/cdesk/sandbox/bank/netbanking?ref=${payment.providerRef}` };
      if (payment.status === 'SUCCESS') return { netBankingUrl: '' };
      const session = await this.openNetBanking(payment);
      await repo.updatePayment(this.db, payment.id, {
        status: 'AWAITING_FUNDS',
        providerRef: session.gatewayRef,
        failureReason: '',
      });
      return { netBankingUrl: session.redirectUrl };
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
    const session = await this.openNetBanking(payment);
    await repo.updatePayment(
      this.db,
      payment.id,
      { status: 'AWAITING_FUNDS', providerRef: session.gatewayRef, failureReason: '' },
      open,
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

  private async ownPayment(accountId: number, merchantRef: string): Promise<repo.Payment> {
    const payment = await repo.paymentByMerchantRef(this.db, merchantRef);
    if (!payment || payment.accountId !== accountId) throw notFound();
    return payment;
  }

  async startUpiCollect(
    accountId: number,
    input: { trxnid: string; payerVirtualAddress: string; VPAVerifyDtlSrNo: string },
  ): Promise<TGetUpiCollectionApiStatusResponse> {
    const payment = await this.ownPayment(accountId, input.trxnid);
    if (payment.payMode !== payModes.UPI)
      throw new AppError(400, 'PAY_MODE', orderMessages.payMode);
    const verified = await this.db.transaction((tx) =>
      this.vpaVerified(tx, accountId, input.payerVirtualAddress, input.VPAVerifyDtlSrNo),
    );
    if (!verified) throw new AppError(400, 'VPA_NOT_VERIFIED', orderMessages.vpaNotVerified);
    const remaining = payment.expiresAt
      ? payment.expiresAt.getTime() - this.clock.now().getTime()
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
      await repo.updatePayment(this.db, payment.id, { failureReason: started.reason }, open);
      return {
        collectionApiStatus: 'ERROR',
        collectionApiStatusDes: started.reason,
        UPIREFTRXNID: '',
        upiTimer: 0,
      };
    }
    const expiresAt = new Date(this.clock.now().getTime() + purchaseConstants.upiTimeoutMs);
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
      open,
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
  async upiStatus(accountId: number, trxnid: string): Promise<TUpiStatusResponse> {
    let payment = await this.ownPayment(accountId, trxnid);
    if (payment.payMode !== payModes.UPI)
      throw new AppError(400, 'PAY_MODE', orderMessages.payMode);
    if (payment.status !== 'SUCCESS' && payment.providerRef) {
      const answer = await this.gateway.status(payment.providerRef);
      if (answer.outcome !== 'PENDING') {
        payment =
          (await this.settle(payment, answer.outcome, answer.gatewayRef, answer.reason)) ?? payment;
      } else if (
        payment.expiresAt &&
        this.clock.now() >= payment.expiresAt &&
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
      ? Math.max(0, payment.expiresAt.getTime() - this.clock.now().getTime())
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
  private async settle(
    payment: repo.Payment,
    outcome: GatewayOutcome,
    gatewayRef: string,
    reason: string,
  ): Promise<repo.Payment | undefined> {
    if (outcome === 'PENDING') return payment;
    const status = outcome === 'SUCCESS' ? 'SUCCESS' : outcome;
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const updated = await repo.updatePayment(
        tx,
        payment.id,
        {
          status,
          providerRef: gatewayRef,
          failureReason: reason,
          ...(status === 'SUCCESS' ? { realisedAt: now } : {}),
        },
        status === 'SUCCESS' ? open : open.filter((s) => s !== status),
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

function upiStatusOf(status: string): TUpiStatus {
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
