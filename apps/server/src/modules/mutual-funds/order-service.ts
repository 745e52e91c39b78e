import { randomBytes } from 'node:crypto';
import {
  payModes,
  compareRisk,
  firstInstallmentDate,
  isRiskLevel,
  istDate,
  lastInstallmentDate,
  messages,
  navDateOnRealisation,
  orderMessages,
  paiseToRupeeText,
  paymentChoiceIssue,
  purchaseAmountIssue,
  purchaseFrequencies,
  purchaseTransactionType,
  swpSchedule,
  brokeragePaise,
  defaultMfExchange,
  addDays,
  sipDaysAhead,
  type RiskLevel,
  type TGetOrderStatusResponse,
  type TOnConfirmParsed,
  type TOnConfirmResponse,
  type TPlacedOrder,
  type TPurchaseItemParsed,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Account } from '../access/repository.js';
import type { AuditContext, AuditService } from '../audit/service.js';
import type { PaymentListener, PaymentService } from '../payments/service.js';
import type { Payment } from '../payments/repository.js';
import type { PortfolioService } from '../portfolio/service.js';
import type { SchemeView } from '../schemes/service.js';
import * as repo from './purchase-repository.js';
import { minSwpPaise, type PurchaseService } from './purchase-service.js';
import {
  brokerageBpsOf,
  limitsOf,
  riskLabel,
  sipDaysOf,
  sipFrequenciesOf,
} from './scheme-terms.js';

/** Without a risk profile on record an investor counts as moderate. */
const defaultRiskLevel: RiskLevel = 'Moderate';

const bad = (code: string, message: string) => new AppError(400, code, message);

interface PlannedOrder {
  view: SchemeView;
  item: TPurchaseItemParsed;
  trxnType: string;
  amountPaise: bigint;
  brokeragePaise: bigint;
  /** As the order row keeps them. */
  sip: repo.PurchaseOrder['sip'];
  swp: repo.PurchaseOrder['swp'];
}

function newTrxnId(now: Date): string {
  return `PUR${istDate(now).replace(/-/g, '').slice(2)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

function orderView(order: repo.PurchaseOrder): TPlacedOrder {
  return {
    orderRef: order.orderRef,
    schcode: order.schemeCode,
    schemeName: order.schemeName,
    trxnType: order.trxnType,
    amount: paiseToRupeeText(BigInt(order.amountPaise)),
    brokerage: paiseToRupeeText(BigInt(order.brokeragePaise)),
    status: order.status,
    folioNo: order.folioNo,
    units: order.units ?? '',
    nav: order.nav ?? '',
    navDate: order.navDate ?? '',
    sipRegNo: order.sipRegNo,
    swpRegNo: order.swp ? `${order.orderRef}-SWP` : '',
  };
}

/** Confirmed carts: one order group, its orders and its payment, placed once per key. */
export class OrderService implements PaymentListener {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly purchase: PurchaseService,
    private readonly portfolio: PortfolioService,
    private readonly payments: PaymentService,
    private readonly audit: AuditService,
  ) {
    payments.onSuccess(this);
  }

  async confirm(
    account: Account,
    input: TOnConfirmParsed,
    context: AuditContext,
  ): Promise<TOnConfirmResponse> {
    const earlier = await repo.groupByKey(this.db, account.id, input.sessionId);
    if (earlier) return this.reply(await this.resume(earlier), true);

    const planned = await this.plan(account, input);
    const totalPaise = planned.reduce((sum, p) => sum + p.amountPaise, 0n);
    if (totalPaise !== input.totalAmount) throw bad('TOTAL_MISMATCH', orderMessages.totalMismatch);
    const regular = planned.some((p) => p.view.plan !== 'DIRECT');
    if (regular && input.euinDeclAccepted !== 'Y')
      throw bad('EUIN_DECLARATION', orderMessages.euinDeclaration);
    if (input.isPIPConfirm !== 'Y') {
      for (const p of planned) {
        if (await this.purchase.recentlyBought(account.id, p.view.schemeCode)) {
          throw new AppError(
            400,
            'MARS_CONFIRM',
            `${orderMessages.repeatPurchase} ${orderMessages.marsConfirm}`,
            'SUCC_WITH_MARS',
          );
        }
      }
    }

    const hasSip = planned.some((p) => p.sip !== null);
    const created = await this.db
      .transaction(async (tx) => {
        const bank = await this.payments.bankFor(
          tx,
          account.id,
          input.payBankCode ?? '',
          input.payBankAccNo ?? '',
          input.payMode,
        );
        const vpa = input.payerVirtualAddress ?? '';
        const vpaVerified =
          input.payMode === payModes.UPI &&
          (await this.payments.vpaVerified(tx, account.id, vpa, input.VPAVerifyDtlSrNo ?? ''));
        const issue = paymentChoiceIssue({
          payMode: input.payMode,
          totalPaise,
          bankCode: bank.bankCode,
          neftRefNo: input.neftrtgsrefno ?? '',
          neftReRefNo: input.neftrtgsrerefno ?? '',
          neftAmountPaise: input.neftrtgsamount ?? null,
          vpa,
          vpaVerified,
          mandateNo: input.mandateNo ?? '',
          hasSip,
        });
        if (issue) throw bad('PAYMENT_DETAIL', issue);
        if ((hasSip || input.payMode === payModes.MANDATE) && input.mandateNo !== bank.mandateNo)
          throw bad('MANDATE', orderMessages.mandateRequired);
        if (
          input.payMode === payModes.NEFT_RTGS &&
          (await this.payments.utrTaken(tx, input.neftrtgsrefno ?? ''))
        )
          throw bad('NEFT_REF_USED', orderMessages.neftRefUsed);

        const trxnId = newTrxnId(this.clock.now());
        const group = await repo.insertGroup(tx, {
          trxnId,
          accountId: account.id,
          idempotencyKey: input.sessionId,
          payMode: input.payMode,
          totalPaise: Number(totalPaise),
          brokeragePaise: Number(planned.reduce((sum, p) => sum + p.brokeragePaise, 0n)),
          exCode: defaultMfExchange,
          mandateNo: input.mandateNo ?? '',
          serviceType: input.serviceType,
          euinDeclAccepted: input.euinDeclAccepted,
          riskDeclContent: input.riskDeclContent ?? '',
          riskProfileId: input.riskProfileId ?? '',
          browser: input.browser ?? '',
          os: input.os ?? '',
        });
        // Another request with the same key got there first: its orders are the answer.
        if (!group) return null;
        await repo.insertOrders(
          tx,
          planned.map((p, index) => ({
            orderRef: `${trxnId}-${index + 1}`,
            groupId: group.id,
            accountId: account.id,
            schemeCode: p.view.schemeCode,
            schemeName: p.view.name,
            amc: p.view.amc,
            trxnType: p.trxnType,
            amountPaise: Number(p.amountPaise),
            brokeragePaise: Number(p.brokeragePaise),
            liquid: p.view.attributes.isLiquidOrOvernight ? 'Y' : 'N',
            status: 'PAYMENT_PENDING',
            folioNo: p.item.folioNo ?? '',
            sip: p.sip,
            swp: p.swp,
          })),
        );
        const payment = await this.payments.createPayment(tx, {
          groupId: group.id,
          merchantRef: trxnId,
          accountId: account.id,
          payMode: input.payMode,
          amountPaise: Number(totalPaise),
          bank,
          vpa,
          vpaSrNo: input.VPAVerifyDtlSrNo ?? '',
          utr: input.payMode === payModes.NEFT_RTGS ? (input.neftrtgsrefno ?? null) : null,
        });
        await this.audit.record(
          'ORDER_PLACED',
          account.id,
          context,
          { trxnId, payMode: input.payMode, total: String(totalPaise), orders: planned.length },
          tx,
        );
        return { group, payment };
      })
      .catch(async (error: unknown) => {
        // A concurrent duplicate lost the race on the unique key: read the winner's orders.
        if (isUniqueViolation(error)) {
          const winner = await repo.groupByKey(this.db, account.id, input.sessionId);
          if (winner) return { group: winner, payment: null };
          throw bad('NEFT_REF_USED', orderMessages.neftRefUsed);
        }
        throw error;
      });

    const group = created?.group ?? (await repo.groupByKey(this.db, account.id, input.sessionId));
    if (!group) throw new AppError(500, 'ORDER_NOT_PLACED', messages.common);
    if (!created?.payment) return this.reply(await this.resume(group), true);
    return this.reply(await this.resume(group), false);
  }

  /**
   * Starts the payment of a saved group if it has not started: after the first confirm, or on a
   * retry when the gateway was down the first time.
   */
  private async resume(group: repo.OrderGroup): Promise<repo.OrderGroup> {
    const payment = await this.payments.paymentOfGroup(group.id);
    if (!payment || payment.status !== 'INITIATED' || payment.payMode === payModes.UPI)
      return group;
    const { netBankingUrl } = await this.payments.begin(payment);
    if (!netBankingUrl) return group;
    await repo.setNetBankingUrl(this.db, group.id, netBankingUrl);
    return { ...group, netBankingUrl };
  }

  /** Checks every item against its scheme and recomputes its figures; never trusts the client's. */
  private async plan(account: Account, input: TOnConfirmParsed): Promise<PlannedOrder[]> {
    const profile = await repo.riskProfileOf(this.db, account.id);
    const investorRisk =
      profile && isRiskLevel(profile.riskLevel) ? profile.riskLevel : defaultRiskLevel;
    const today = this.purchase.today();
    const planned: PlannedOrder[] = [];
    for (const item of input.purchaseItemBean) {
      const view = await this.purchase.scheme(item.schcode);
      const issue = this.purchase.availabilityIssue(view, account);
      if (issue) throw bad('SCHEME_UNAVAILABLE', issue);
      const wantsSip = item.trxnType === 'SIP' || item.trxnType === 'NSIP';
      const trxnType = purchaseTransactionType(wantsSip, view.attributes.isNfo);
      const kind = await this.purchase.purchaseKind(account.id, view, wantsSip);
      const amountIssue = purchaseAmountIssue(item.totalAmount, kind, limitsOf(view));
      if (amountIssue) throw bad('AMOUNT', amountIssue);
      if (item.folioNo) {
        const folio = await this.portfolio.existingFolio(account.id, view.amc);
        if (folio !== item.folioNo) throw bad('FOLIO', messages.invalidField('Folio number'));
      }
      const risk = riskLabel(view);
      if (isRiskLevel(risk) && compareRisk(risk, investorRisk) > 0 && item.riskDeclAccepted !== 'Y')
        throw bad('RISK_DECLARATION', orderMessages.riskDeclaration);
      planned.push({
        view,
        item,
        trxnType,
        amountPaise: item.totalAmount,
        brokeragePaise: brokeragePaise(item.totalAmount, brokerageBpsOf(view)),
        sip: wantsSip ? this.sipPlan(view, item, today) : null,
        swp: item.swp ? this.swpPlan(view, item.swp, today) : null,
      });
    }
    return planned;
  }

  private sipPlan(
    view: SchemeView,
    item: TPurchaseItemParsed,
    today: string,
  ): NonNullable<PlannedOrder['sip']> {
    if (view.attributes.sipFrequencies.length === 0) throw bad('SIP', orderMessages.sipNotAllowed);
    const sip = item.sip;
    if (!sip || !sipFrequenciesOf(view).includes(sip.freqId))
      throw bad('SIP_FREQUENCY', orderMessages.sipFrequency);
    if (!sipDaysOf(view).includes(sip.installmentDate))
      throw bad('SIP_DATE', orderMessages.sipDate);
    const min = purchaseFrequencies[sip.freqId].minInstallments;
    if (sip.totalNoOfInst < min) throw bad('INSTALLMENTS', orderMessages.installments(min));
    const startDate = firstInstallmentDate(today, sip.installmentDate);
    return {
      ...sip,
      startDate,
      endDate: lastInstallmentDate(startDate, sip.freqId, sip.totalNoOfInst),
    };
  }

  private swpPlan(
    view: SchemeView,
    swp: NonNullable<TPurchaseItemParsed['swp']>,
    today: string,
  ): NonNullable<PlannedOrder['swp']> {
    if (!view.attributes.swpAllowed) throw bad('SWP', orderMessages.swpNotAllowed);
    if (swp.installmentDate > 28) throw bad('SIP_DATE', orderMessages.sipDate);
    if (swp.swpAmount < minSwpPaise) throw bad('AMOUNT', orderMessages.amountInvalid);
    const min = purchaseFrequencies[swp.freqId].minInstallments;
    if (swp.totalNoOfInst < min) throw bad('INSTALLMENTS', orderMessages.installments(min));
    const dates = swpSchedule(swp.startMonth, swp.installmentDate, swp.freqId, swp.totalNoOfInst);
    const startDate = dates[0] ?? '';
    if (startDate < addDays(today, sipDaysAhead)) throw bad('SIP_DATE', orderMessages.sipDate);
    return {
      freqId: swp.freqId,
      installmentDate: swp.installmentDate,
      startDate,
      endDate: dates[dates.length - 1] ?? startDate,
      totalNoOfInst: swp.totalNoOfInst,
      swpAmountPaise: Number(swp.swpAmount),
    };
  }

  private async reply(group: repo.OrderGroup, isRepeat: boolean): Promise<TOnConfirmResponse> {
    const orders = await repo.ordersOfGroup(this.db, group.id);
    const payment = await this.payments.paymentOfGroup(group.id);
    const sipOrder = orders.find((o) => o.trxnType === 'SIP' || o.trxnType === 'NSIP');
    const nfoOrder = orders.find((o) => o.trxnType === 'NPIP' || o.trxnType === 'NSIP');
    return {
      trxnId: group.trxnId,
      encEncodedTrxnId: group.trxnId,
      encSIPEncodedTrxnId: sipOrder ? group.trxnId : '',
      encEncodedNpipTrxnid: nfoOrder ? group.trxnId : '',
      trxnDate: group.createdAt.toISOString(),
      exCode: defaultMfExchange,
      payMode: group.payMode as TOnConfirmResponse['payMode'],
      totalAmount: paiseToRupeeText(BigInt(group.totalPaise)),
      totalBrokerage: paiseToRupeeText(BigInt(group.brokeragePaise)),
      paymentStatus: payment?.status ?? 'INITIATED',
      netBankingUrl: payment?.status === 'SUCCESS' ? '' : group.netBankingUrl,
      isMarsTrxn: 'N',
      isRepeat,
      orders: orders.map(orderView),
    };
  }

  /** Funds realised: each order gets its NAV date and an allotment job, in the payment's transaction. */
  async paymentSucceeded(tx: Tx, groupId: number, realisedAt: Date): Promise<void> {
    const orders = await repo.ordersOfGroup(tx, groupId);
    const navDates = new Map(
      orders.map((o) => [o.id, navDateOnRealisation(realisedAt, o.liquid === 'Y')]),
    );
    await repo.markPaid(tx, groupId, navDates, realisedAt);
  }

  async retryPayment(account: Account, tid: string): Promise<{ netBankingUrl: string }> {
    const group = await this.ownGroup(account, tid);
    const result = await this.payments.retry(account.id, group.trxnId);
    if (result.netBankingUrl) await repo.setNetBankingUrl(this.db, group.id, result.netBankingUrl);
    return result;
  }

  private async ownGroup(account: Account, tid: string): Promise<repo.OrderGroup> {
    const group = await repo.groupByTrxnId(this.db, tid);
    if (!group || group.accountId !== account.id)
      throw bad('ORDER_NOT_FOUND', orderMessages.orderNotFound);
    return group;
  }

  async status(account: Account, tid: string): Promise<TGetOrderStatusResponse> {
    const group = await this.ownGroup(account, tid);
    const payment =
      (await this.payments.refresh(group.trxnId)) ?? (await this.payments.paymentOfGroup(group.id));
    const orders = await repo.ordersOfGroup(this.db, group.id);
    const { ackStatus, message } = acknowledgement(payment, orders);
    return {
      trxnId: group.trxnId,
      trxnDate: group.createdAt.toISOString(),
      payMode: group.payMode as TGetOrderStatusResponse['payMode'],
      paymentStatus: payment?.status ?? 'INITIATED',
      paymentRef: payment?.utr ?? payment?.providerRef ?? '',
      ackStatus,
      message,
      totalAmount: paiseToRupeeText(BigInt(group.totalPaise)),
      orders: orders.map(orderView),
    };
  }
}

function acknowledgement(
  payment: Payment | undefined,
  orders: repo.PurchaseOrder[],
): { ackStatus: TGetOrderStatusResponse['ackStatus']; message: string } {
  const status = payment?.status ?? 'INITIATED';
  const upi = payment?.payMode === payModes.UPI;
  if (status === 'SUCCESS') {
    const allotted = orders.length > 0 && orders.every((o) => o.status === 'ALLOTTED');
    return {
      ackStatus: 'SUCCESS',
      message: allotted
        ? orderMessages.allotted
        : upi
          ? orderMessages.upiSuccess
          : orderMessages.confirmed,
    };
  }
  if (status === 'REJECTED')
    return {
      ackStatus: 'ERROR',
      message: upi ? orderMessages.upiRejected : orderMessages.netBankingDeclined,
    };
  if (status === 'DECLINED')
    return { ackStatus: 'ERROR', message: orderMessages.netBankingDeclined };
  if (upi && ['CANCELLED', 'FAILED', 'NO_RESPONSE'].includes(status))
    return { ackStatus: 'PENDING', message: orderMessages.upiAwaited };
  if (status === 'CANCELLED' || status === 'FAILED')
    return { ackStatus: 'ERROR', message: orderMessages.netBankingDeclined };
  if (payment?.payMode === payModes.NEFT_RTGS)
    return { ackStatus: 'PENDING', message: orderMessages.neftAwaited };
  return {
    ackStatus: 'PENDING',
    message: upi ? orderMessages.upiPending : orderMessages.confirmed,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
