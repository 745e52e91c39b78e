import { randomBytes } from 'node:crypto';
import {
  istDate,
  sellMessages,
  type TSellConfirmResponse,
  type TSellTrxnType,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import type { SellOrder } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Depository } from '../../providers/depository/port.js';
import type { Account, OtpService } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { SchemeService } from '../schemes/index.js';
import type { SellEngine } from './engine.js';
import { saleAt } from './figures.js';
import { bad, type Positions } from './positions.js';
import * as repo from './repository.js';
import { navDatesOf, type Draft, type Prepared } from './sale-terms.js';
import { orderView } from './views.js';

/** An order placed, or found placed earlier under the same key. */
export interface Placed {
  order: SellOrder;
  isRepeat: boolean;
}

type Placement = Placed | { otpRefused: { message: string; reason: string } };

function newTrxnId(prefix: string, now: Date): string {
  return `${prefix}${istDate(now).replace(/-/g, '').slice(2)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

const trxnPrefix: Record<TSellTrxnType, string> = {
  RED: 'RED',
  SWI: 'SWI',
  NSWI: 'NSW',
  SWP: 'SWP',
  STP: 'STP',
};

/**
 * Placing a sale, whoever asks for it: once under its key, under the account's sale lock, with
 * the investor's OTP checked in the same transaction; insta cash is priced and paid out at once.
 * The reply opens the depository's eDIS page for an order that waits for it.
 */
export class SalePlacement {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly engine: SellEngine,
    private readonly schemes: SchemeService,
    private readonly banks: PaymentChoice,
    private readonly otp: OtpService,
    private readonly depository: Depository,
    private readonly audit: AuditService,
  ) {}

  /** An order placed earlier under the key, as a repeat answer; null when there is none. */
  async repeat(accountId: number, key: string): Promise<SellOrder | null> {
    return (await repo.orderByKey(this.db, accountId, key)) ?? null;
  }

  async place(draft: Draft): Promise<Placed> {
    const placed = await this.placeOnce(draft);
    if ('otpRefused' in placed)
      throw bad(placed.otpRefused.message, `OTP_${placed.otpRefused.reason}`);
    return placed;
  }

  /** What a placement reads before its transaction: the payout bank and the scheme. */
  async prepare(draft: Draft): Promise<Prepared> {
    const bank = await this.banks.payoutBank(draft.accountId);
    if (!bank && !draft.target) throw bad(sellMessages.noBank, 'BANK_MISSING');
    return { draft, bank, scheme: await this.schemes.get(draft.schemeCode) };
  }

  /** Places prepared sales all in one transaction or none; each once under its key. */
  async placeAll(
    accountId: number,
    drafts: readonly (Prepared | null)[],
  ): Promise<(Placed | null)[]> {
    if (!drafts.some(Boolean)) return [];
    const placedAt = this.clock.businessNow();
    return this.db.transaction(async (tx) => {
      await repo.lockSalesOf(tx, accountId);
      const orders: (Placed | null)[] = [];
      for (const prepared of drafts) {
        if (!prepared) {
          orders.push(null);
          continue;
        }
        const existing = await repo.orderByKey(tx, accountId, prepared.draft.key);
        orders.push(
          existing
            ? { order: existing, isRepeat: true }
            : await this.insertOrder(tx, prepared, placedAt),
        );
      }
      return orders;
    });
  }

  private async placeOnce(draft: Draft): Promise<Placement> {
    const placedAt = this.clock.businessNow();
    const prepared = await this.prepare(draft);
    const result = await this.db.transaction(async (tx): Promise<Placement> => {
      await repo.lockSalesOf(tx, draft.accountId);
      const existing = await repo.orderByKey(tx, draft.accountId, draft.key);
      if (existing) return { order: existing, isRepeat: true };
      if (draft.otp) {
        // A wrong code is counted and kept (the transaction commits); a refusal after a right
        // one rolls its use back, so the OTP stays good for the corrected request.
        const checked = await this.otp.check(draft.otp.account, 'REDEMPTION', draft.otp.auth.otp, {
          tx,
          requestRef: draft.otp.auth.sessionId,
          ref: draft.otp.auth.otpGenRefId,
          address: draft.context?.ip,
        });
        if (!checked.ok)
          return { otpRefused: { message: checked.message, reason: checked.reason } };
      }
      return this.insertOrder(tx, prepared, placedAt);
    });
    if ('otpRefused' in result) return result;
    if (!result.isRepeat && result.order.isInstaCash === 'Y')
      return this.payInstaCash(result.order);
    return result;
  }

  /** Insta cash is paid at once, at the latest NAV; the jobs finish it if the bank is slow. */
  private async payInstaCash(order: SellOrder): Promise<Placed> {
    const latest = (await this.schemes.get(order.schemeCode))?.latestNav;
    if (latest) await this.engine.recordSale(order, latest, order.navDate);
    const priced = await repo.orderById(this.db, order.id);
    if (priced) await this.engine.payout(priced).catch(() => 'WAIT');
    return { order: (await repo.orderById(this.db, order.id)) ?? order, isRepeat: false };
  }

  /**
   * Records one order inside the placement's transaction, under the account's sale lock: its
   * figures at the latest NAV, its units pending, its pricing job (unless it waits for eDIS).
   */
  private async insertOrder(
    tx: Tx,
    { draft, bank, scheme }: Prepared,
    placedAt: Date,
  ): Promise<Placed> {
    const position = await this.positions.of(draft.accountId, draft.folioNo, draft.schemeCode, {
      tx,
      scheme,
    });
    if (!position.latest) throw bad(sellMessages.noNav, 'NAV_MISSING');
    const dates = navDatesOf(position, draft.target, draft.receivedAt ?? placedAt);
    const navDate = draft.isInstaCash ? position.latest.navDate : dates.navDate;
    const sale = saleAt(position, draft.ask, position.latest.nav, navDate);
    if (!sale.ok) throw bad(sale.message);
    const trxnId = newTrxnId(trxnPrefix[draft.trxnType], placedAt);
    const saved = await repo.insertOrder(tx, {
      trxnId,
      orderRef: draft.orderRef ?? trxnId,
      accountId: draft.accountId,
      idempotencyKey: draft.key,
      trxnType: draft.trxnType,
      isInstaCash: draft.isInstaCash ? 'Y' : 'N',
      source: draft.source,
      folioNo: position.folioNo,
      schemeCode: position.schemeCode,
      schemeName: position.scheme.name,
      amc: position.amc,
      mode: position.mode,
      redeemBy: draft.ask.redeemBy,
      requestedPaise: draft.ask.redeemBy === 'AMOUNT' ? (draft.ask.amountPaise ?? null) : null,
      requestedUnits: draft.ask.redeemBy === 'UNITS' ? (draft.ask.units ?? null) : null,
      pendingUnits: sale.figures.units,
      liquid: position.liquid ? 'Y' : 'N',
      navDate,
      status: draft.needsEdis ? 'EDIS_PENDING' : 'AWAITING_NAV',
      bankName: bank?.bankName ?? '',
      bankAccNo: bank?.bankAccNo ?? '',
      ifsc: bank?.ifsc ?? '',
      targetSchemeCode: draft.target?.scheme.schemeCode ?? null,
      targetSchemeName: draft.target?.scheme.name ?? '',
      targetNavDate: dates.targetNavDate,
      targetIsNfo: draft.target?.isNfo ? 'Y' : 'N',
      placedAt,
    });
    if (!saved) {
      const raced = await repo.orderByKey(tx, draft.accountId, draft.key);
      if (raced) return { order: raced, isRepeat: true };
      throw bad(sellMessages.planReference, 'ORDER_REF_TAKEN');
    }
    if (!draft.needsEdis) await repo.enqueueJob(tx, saved.id, 'PRICE', this.clock.realNow());
    await this.audit.record(
      'SELL_PLACED',
      draft.accountId,
      draft.context ?? { ip: '', requestId: '' },
      {
        source: draft.source,
        isRedConfirm: draft.isRedConfirm ?? 'N',
        orderRef: saved.orderRef,
        trxnType: draft.trxnType,
        folioNo: saved.folioNo,
        schemeCode: saved.schemeCode,
        redeemBy: saved.redeemBy,
        units: sale.figures.units,
        navDate,
      },
      tx,
    );
    return { order: saved, isRepeat: false };
  }

  /** Opens (or reopens) the eDIS authorisation of an order that waits for it. */
  private async edisFor(account: Account, order: SellOrder): Promise<{ url: string; no: string }> {
    const started = await this.depository.startEdis(account, {
      orderRef: order.orderRef,
      schemeName: order.schemeName,
      isin: (await this.schemes.get(order.schemeCode))?.isinGrowth ?? '',
      units: order.pendingUnits,
    });
    if (order.edisTrxnNo !== started.edisTrxnNo)
      await repo.updateOrder(this.db, order.id, { edisTrxnNo: started.edisTrxnNo });
    return { url: started.url, no: started.edisTrxnNo };
  }

  async confirmReply(account: Account, placed: Placed): Promise<TSellConfirmResponse> {
    let { order } = placed;
    let edis = { url: '', no: '' };
    if (order.status === 'EDIS_PENDING') {
      edis = await this.edisFor(account, order);
      order = (await repo.orderById(this.db, order.id)) ?? order;
    }
    return {
      trxnId: order.trxnId,
      trxnDate: order.placedAt.toISOString(),
      IS_EDIS: order.status === 'EDIS_PENDING' ? 'Y' : 'N',
      edisUrl: edis.url,
      edisTrxnNo: edis.no,
      isRepeat: placed.isRepeat,
      message: order.status === 'EDIS_PENDING' ? sellMessages.edisRedirect : sellMessages.placed,
      order: orderView(order),
    };
  }
}
