import { randomBytes } from 'node:crypto';
import {
  applicableNavDate,
  defaultMfExchange,
  istDate,
  messages,
  orderMessages,
  paiseToRupeeText,
  payModes,
  type TGetOrderStatusResponse,
  type TOnConfirmParsed,
  type TOnConfirmResponse,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { requestDigest } from '../../lib/request-digest.js';
import type { Clock } from '../../lib/clock.js';
import type { Account } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import * as repo from './order-repository.js';
import { bad, type CartPlan, type OrderPlanner } from './order-plan.js';
import { acknowledgement, confirmReply, orderView } from './order-views.js';
import type { PaymentChoice } from './payment-choice.js';
import type { PaymentLifecycle, PaymentListener } from './payment-lifecycle.js';
import { preparePayment } from './payment-preparation.js';
import type { SavedCarts } from './saved-carts.js';

function newTrxnId(now: Date): string {
  return `PUR${istDate(now).replace(/-/g, '').slice(2)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Confirmed carts: one order group, its orders and its payment, placed once per key. */
export class OrderService implements PaymentListener {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly planner: OrderPlanner,
    private readonly choice: PaymentChoice,
    private readonly payments: PaymentLifecycle,
    private readonly audit: AuditService,
    private readonly carts: SavedCarts,
  ) {
    payments.onSuccess(this);
  }

  /** The SUCC_WITH_MARS question buying these schemes would ask, or '' (OrderPlanner). */
  repeatQuestion(account: Account, schemes: Parameters<OrderPlanner['repeatQuestion']>[1]) {
    return this.planner.repeatQuestion(account, schemes);
  }

  /** Plan, prepare the payment, save the group with its orders and payment, then begin paying. */
  async confirm(
    account: Account,
    input: TOnConfirmParsed,
    context: AuditContext,
  ): Promise<TOnConfirmResponse> {
    // The client's details (browser, os) and the answer to the repeat-purchase question are not
    // what is bought or how it is paid.
    const { sessionId: _key, browser: _b, os: _o, isPIPConfirm: _q, ...order } = input;
    const digest = requestDigest(order);
    const earlier = await repo.groupByKey(this.db, account.id, input.sessionId);
    if (earlier) return this.repeat(earlier, digest);

    const cart = await this.planner.plan(account, input);
    const placed = await this.db
      .transaction(async (tx) => {
        const payment = await preparePayment(tx, this.choice, account.id, input, cart);
        return this.insert(tx, account, input, digest, cart, payment, context);
      })
      .catch(async (error: unknown) => {
        // A concurrent duplicate lost the race on the unique key: read the winner's orders.
        if (isUniqueViolation(error)) {
          const winner = await repo.groupByKey(this.db, account.id, input.sessionId);
          if (winner) return { group: sameRequest(winner, digest), isNew: false };
          throw bad('NEFT_REF_USED', orderMessages.neftRefUsed);
        }
        throw error;
      });

    if (placed) return this.reply(await this.begin(placed.group), !placed.isNew);
    const group = await repo.groupByKey(this.db, account.id, input.sessionId);
    if (!group) throw new AppError(500, 'ORDER_NOT_PLACED', messages.common);
    return this.repeat(group, digest);
  }

  /** The first answer again, for the same request under its key; refused for a different one. */
  private async repeat(group: repo.OrderGroup, digest: string): Promise<TOnConfirmResponse> {
    return this.reply(await this.begin(sameRequest(group, digest)), true);
  }

  /** Saves the group, its orders and its payment; null when another request with the key won. */
  private async insert(
    tx: Tx,
    account: Account,
    input: TOnConfirmParsed,
    digest: string,
    cart: CartPlan,
    prepared: Awaited<ReturnType<typeof preparePayment>>,
    context: AuditContext,
  ): Promise<{ group: repo.OrderGroup; isNew: boolean } | null> {
    const placedAt = this.clock.businessNow();
    const trxnId = newTrxnId(placedAt);
    const group = await repo.insertGroup(tx, {
      trxnId,
      placedAt,
      accountId: account.id,
      idempotencyKey: input.sessionId,
      requestDigest: digest,
      payMode: input.payMode,
      totalPaise: cart.totalPaise,
      brokeragePaise: cart.brokeragePaise,
      exCode: defaultMfExchange,
      mandateNo: input.mandateNo ?? '',
      serviceType: input.serviceType,
      euinDeclAccepted: input.euinDeclAccepted,
      riskDeclContent: input.riskDeclContent ?? '',
      riskProfileId: input.riskProfileId ?? '',
      browser: input.browser ?? '',
      os: input.os ?? '',
    });
    if (!group) return null;
    await repo.insertOrders(
      tx,
      cart.orders.map((p, index) => ({
        orderRef: `${trxnId}-${index + 1}`,
        groupId: group.id,
        accountId: account.id,
        schemeCode: p.view.schemeCode,
        schemeName: p.view.name,
        amc: p.view.amc,
        trxnType: p.trxnType,
        amountPaise: p.amountPaise,
        brokeragePaise: p.brokeragePaise,
        liquid: p.view.attributes.isLiquidOrOvernight ? 'Y' : 'N',
        status: 'PAYMENT_PENDING',
        folioNo: p.item.folioNo ?? '',
        sip: p.sip,
        swp: p.swp,
        marsTarNo: p.item.marsTarNo ?? '',
      })),
    );
    await this.payments.createPayment(tx, {
      groupId: group.id,
      merchantRef: trxnId,
      accountId: account.id,
      payMode: input.payMode,
      amountPaise: cart.totalPaise,
      ...prepared,
    });
    await this.audit.record(
      'ORDER_PLACED',
      account.id,
      context,
      {
        trxnId,
        payMode: input.payMode,
        total: String(cart.totalPaise),
        orders: cart.orders.length,
      },
      tx,
    );
    return { group, isNew: true };
  }

  /**
   * Starts the payment of a saved group if it has not started: after the first confirm, or on a
   * retry when the gateway was down the first time.
   */
  private async begin(group: repo.OrderGroup): Promise<repo.OrderGroup> {
    const payment = await this.payments.paymentOfGroup(group.id);
    if (!payment || payment.status !== 'INITIATED' || payment.payMode === payModes.UPI)
      return group;
    const { netBankingUrl } = await this.payments.begin(payment);
    if (!netBankingUrl) return group;
    await repo.setNetBankingUrl(this.db, group.id, netBankingUrl);
    return { ...group, netBankingUrl };
  }

  private async reply(group: repo.OrderGroup, isRepeat: boolean): Promise<TOnConfirmResponse> {
    const orders = await repo.ordersOfGroup(this.db, group.id);
    const payment = await this.payments.paymentOfGroup(group.id);
    return confirmReply(group, orders, payment, isRepeat);
  }

  /**
   * Funds realised: each order gets its NAV date and an allotment job, and the saved cart that
   * placed them empties, in the payment's transaction.
   */
  async paymentSucceeded(tx: Tx, groupId: number, realisedAt: Date): Promise<void> {
    const group = await repo.groupById(tx, groupId);
    if (group) await this.carts.clearPaid(tx, group.accountId, group.idempotencyKey);
    const orders = await repo.ordersOfGroup(tx, groupId);
    // Liquid and overnight purchases share a cut-off, so the order's liquid flag is all it takes.
    const navDates = new Map(
      orders.map((o) => [
        o.id,
        applicableNavDate('PURCHASE', o.liquid === 'Y' ? 'LIQUID' : 'OTHER', realisedAt),
      ]),
    );
    await repo.markPaid(tx, groupId, navDates, realisedAt);
  }

  /** The accounts' paid orders whose units wait for the NAV of their date. */
  async awaitingNav(accountIds: number[]) {
    if (accountIds.length === 0) return [];
    const rows = await repo.ordersAwaitingNav(this.db, accountIds);
    return rows.flatMap(({ order, placedAt }) =>
      order.navDate
        ? [
            {
              orderRef: order.orderRef,
              accountId: order.accountId,
              schemeCode: order.schemeCode,
              schemeName: order.schemeName,
              trxnType: order.trxnType,
              amountPaise: order.amountPaise,
              placedDate: istDate(placedAt),
              navDate: order.navDate,
              folioNo: order.folioNo,
              amc: order.amc,
            },
          ]
        : [],
    );
  }

  /** The account's orders that bought a MARS portfolio under its target number, oldest first. */
  async ordersOfMarsTarget(accountId: number, marsTarNo: string) {
    const rows = await repo.ordersOfMarsTarget(this.db, accountId, marsTarNo);
    return rows.map((o) => ({
      orderRef: o.orderRef,
      schemeCode: o.schemeCode,
      trxnType: o.trxnType,
      amountPaise: o.amountPaise,
      status: o.status,
      folioNo: o.folioNo,
    }));
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
      trxnDate: group.placedAt.toISOString(),
      payMode: group.payMode as TGetOrderStatusResponse['payMode'],
      paymentStatus: payment?.status ?? 'INITIATED',
      paymentRef: payment?.utr ?? payment?.providerRef ?? '',
      ackStatus,
      message,
      totalAmount: paiseToRupeeText(group.totalPaise),
      orders: orders.map(orderView),
    };
  }
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

/**
 * A key replayed with another body is refused (422), as payment APIs do, rather than answered
 * "placed" with an order the request did not describe. Groups placed before digests were kept
 * have none and are answered as before.
 */
function sameRequest(group: repo.OrderGroup, digest: string): repo.OrderGroup {
  if (group.requestDigest !== '' && group.requestDigest !== digest)
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', orderMessages.idempotencyKeyReused);
  return group;
}
