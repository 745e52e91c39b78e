import {
  istDate,
  paiseToRupeeText,
  settlementDate,
  stampDutyPaise,
  type Paise,
  type UnitTransactionType,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { OrderRouting } from '../../providers/order-routing/port.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { AuditService } from '../audit/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import { saleAt, type SellAsk } from './figures.js';
import type { Positions } from './positions.js';
import * as repo from './repository.js';
import type { SellOrder } from './repository.js';

/** What a step did: done, or to be tried again later (the NAV or the day has not come). */
export type StepOutcome = 'DONE' | 'WAIT';

const system = { ip: '', requestId: '' };

/** An SWP or STP installment, which the registrar prices even past the NAV history's end. */
function isInstallment(order: SellOrder): boolean {
  return order.trxnType === 'SWP' || order.trxnType === 'STP';
}

export function askOf(order: SellOrder): SellAsk {
  return {
    redeemBy: order.redeemBy as SellAsk['redeemBy'],
    amountPaise: order.requestedPaise ?? undefined,
    units: order.requestedUnits ?? undefined,
  };
}

/**
 * The steps of a sale after it is placed: pricing at the NAV of its date (units out of the folio,
 * first in first out), switching the proceeds in, and paying them to the bank on the settlement day.
 * Each step moves the order on from the status it expects, so a repeated step changes nothing.
 */
export class SellEngine {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly schemes: SchemeService,
    private readonly portfolio: PortfolioService,
    private readonly routing: OrderRouting,
    private readonly gateway: PaymentGateway,
    private readonly audit: AuditService,
  ) {}

  /** Prices an order awaiting its NAV; WAIT until the registrar has the NAV of its date. */
  async price(order: SellOrder): Promise<StepOutcome> {
    if (order.status !== 'AWAITING_NAV') return 'DONE';
    const pricing = await this.routing.priceRedemption({
      orderRef: order.orderRef,
      schemeCode: order.schemeCode,
      navDate: order.navDate,
      isInstallment: isInstallment(order),
    });
    if (pricing.status !== 'PRICED') return 'WAIT';
    return this.recordSale(order, pricing.nav, pricing.navDate);
  }

  /**
   * Takes the units out of the folio at a NAV: the OUT transaction through the portfolio, the
   * figures on the order, and the next step queued. Refused (REJECTED) when the free units no
   * longer cover it, as the redemption warning tells the investor may happen.
   */
  async recordSale(order: SellOrder, nav: string, navDate: string): Promise<StepOutcome> {
    const scheme = await this.schemes.get(order.schemeCode);
    return this.db.transaction(async (tx): Promise<StepOutcome> => {
      await repo.lockSalesOf(tx, order.accountId);
      const current = await repo.orderById(tx, order.id);
      if (!current || current.status !== 'AWAITING_NAV') return 'DONE';
      const position = await this.positions.of(order.accountId, order.folioNo, order.schemeCode, {
        tx,
        before: order.id,
        allowEmpty: true,
        scheme,
      });
      const sale = saleAt(position, askOf(order), nav, navDate);
      if (!sale.ok) {
        await repo.moveOrder(tx, order.id, ['AWAITING_NAV'], {
          status: 'REJECTED',
          statusReason: sale.message,
        });
        await this.audit.record(
          'SELL_REJECTED',
          order.accountId,
          system,
          { orderRef: order.orderRef, reason: sale.message },
          tx,
        );
        return 'DONE';
      }
      const { figures } = sale;
      await this.portfolio.recordAllotment(tx, {
        accountId: order.accountId,
        schemeCode: order.schemeCode,
        amc: order.amc,
        folioNo: order.folioNo,
        trxnType: order.trxnType as UnitTransactionType,
        flow: 'OUT',
        amountPaise: figures.netPaise,
        units: figures.units,
        nav,
        navDate,
        tradeDate: istDate(order.placedAt),
        orderRef: order.orderRef,
      });
      const isSwitch = order.targetSchemeCode !== null;
      const settleOn =
        order.isInstaCash === 'Y'
          ? businessDate(this.clock)
          : settlementDate(navDate, position.orientation);
      await repo.moveOrder(tx, order.id, ['AWAITING_NAV'], {
        status: isSwitch ? 'SWITCH_IN_PENDING' : 'PAYOUT_DUE',
        nav,
        pricedNavDate: navDate,
        units: figures.units,
        grossPaise: figures.grossPaise,
        exitLoadPaise: figures.exitLoadPaise,
        netPaise: figures.netPaise,
        shortTermGainPaise: figures.shortTermGainPaise,
        longTermGainPaise: figures.longTermGainPaise,
        settlementDate: isSwitch ? null : settleOn,
        payoutRef: isSwitch ? '' : `PO${order.trxnId}`,
      });
      await repo.enqueueJob(tx, order.id, isSwitch ? 'SWITCH_IN' : 'PAYOUT', this.clock.realNow());
      await this.audit.record(
        'SELL_PRICED',
        order.accountId,
        system,
        {
          orderRef: order.orderRef,
          units: figures.units,
          nav,
          navDate,
          exitLoad: paiseToRupeeText(figures.exitLoadPaise),
          net: paiseToRupeeText(figures.netPaise),
        },
        tx,
      );
      return 'DONE';
    });
  }

  /** Buys the target scheme with a switch's proceeds, at the target's own applicable NAV. */
  async switchIn(order: SellOrder): Promise<StepOutcome> {
    if (order.status !== 'SWITCH_IN_PENDING' || order.targetSchemeCode === null) return 'DONE';
    const amountPaise: Paise = order.netPaise ?? 0n;
    const inRef = `${order.orderRef}-IN`;
    const result = await this.routing.allot({
      orderRef: inRef,
      schemeCode: order.targetSchemeCode,
      amountPaise,
      navDate: order.targetNavDate ?? order.navDate,
      isNfo: order.targetIsNfo === 'Y',
      isInstallment: isInstallment(order),
    });
    if (result.status !== 'ALLOTTED') return 'WAIT';
    const stampDuty = stampDutyPaise(amountPaise);
    return this.db.transaction(async (tx): Promise<StepOutcome> => {
      const current = await repo.orderById(tx, order.id);
      if (!current || current.status !== 'SWITCH_IN_PENDING') return 'DONE';
      await this.portfolio.recordAllotment(tx, {
        accountId: order.accountId,
        schemeCode: order.targetSchemeCode ?? 0,
        amc: order.amc,
        folioNo: order.folioNo,
        trxnType: order.trxnType as UnitTransactionType,
        flow: 'IN',
        amountPaise,
        stampDutyPaise: stampDuty,
        units: result.units,
        nav: result.nav,
        navDate: result.navDate,
        tradeDate: istDate(order.placedAt),
        orderRef: inRef,
      });
      await repo.moveOrder(tx, order.id, ['SWITCH_IN_PENDING'], {
        status: 'COMPLETED',
        inStampDutyPaise: stampDuty,
        inUnits: result.units,
        inNav: result.nav,
        inNavDate: result.navDate,
      });
      await this.audit.record(
        'SELL_SWITCHED_IN',
        order.accountId,
        system,
        { orderRef: inRef, units: result.units, nav: result.nav, navDate: result.navDate },
        tx,
      );
      return 'DONE';
    });
  }

  /** Pays the proceeds to the registered bank on the settlement day; WAIT before that day. */
  async payout(order: SellOrder): Promise<StepOutcome> {
    if (order.status !== 'PAYOUT_DUE' || order.settlementDate === null) return 'DONE';
    const today = businessDate(this.clock);
    if (today < order.settlementDate) return 'WAIT';
    const amountPaise = order.netPaise ?? 0n;
    const narration =
      `${order.isInstaCash === 'Y' ? 'INSTA CASH' : order.trxnType === 'SWP' ? 'SWP' : 'REDEMPTION'} ${order.trxnId} ${order.schemeName}`.slice(
        0,
        120,
      );
    const { utr } = await this.gateway.creditPayout({
      payoutRef: order.payoutRef,
      accountId: order.accountId,
      bankName: order.bankName,
      bankAccNo: order.bankAccNo,
      ifsc: order.ifsc,
      amountPaise,
      narration,
      valueDate: today,
    });
    await this.db.transaction(async (tx) => {
      const moved = await repo.moveOrder(tx, order.id, ['PAYOUT_DUE'], {
        status: 'PAID',
        paidOn: today,
        payoutRef: utr,
      });
      if (moved)
        await this.audit.record(
          'SELL_PAID',
          order.accountId,
          system,
          { orderRef: order.orderRef, utr, amount: paiseToRupeeText(amountPaise), on: today },
          tx,
        );
    });
    return 'DONE';
  }
}
