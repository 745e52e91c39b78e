import type { Paise } from '@cdesk/domain';
import type { PlanUnitsOut, UnitsOutOrder } from './scheduler.js';

type Placed = { ok: true } | { ok: false; message: string };

/** What selling offers systematic plans: a redemption and a switch by amount, once per reference. */
export interface PlanSelling {
  placePlanRedemption(input: {
    accountId: number;
    folioNo: string;
    schemeCode: number;
    amountPaise: Paise;
    orderRef: string;
    runDate: string;
  }): Promise<Placed>;
  placePlanSwitch(input: {
    accountId: number;
    folioNo: string;
    schemeCode: number;
    targetSchemeCode: number;
    amountPaise: Paise;
    orderRef: string;
    runDate: string;
  }): Promise<Placed>;
}

const outcome = (placed: Placed) =>
  placed.ok ? ({ ok: true } as const) : ({ ok: false, reason: placed.message } as const);

const orderOf = (order: UnitsOutOrder) => ({
  accountId: order.accountId,
  folioNo: order.folioNo,
  schemeCode: order.schemeCode,
  amountPaise: order.amountPaise,
  orderRef: order.orderRef,
  runDate: order.tradeDate,
});

/** SWP installments as SWP redemptions and STP installments as STP switches, through selling. */
export function unitsOutThrough(selling: PlanSelling): PlanUnitsOut {
  return {
    redeemByAmount: async (order) => outcome(await selling.placePlanRedemption(orderOf(order))),
    switchByAmount: async (order) =>
      outcome(
        await selling.placePlanSwitch({ ...orderOf(order), targetSchemeCode: order.toSchemeCode }),
      ),
  };
}
