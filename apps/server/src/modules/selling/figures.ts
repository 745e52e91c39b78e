import {
  daysBetween,
  exitLoadOfSale,
  exitLoadOnLots,
  exitLoadTiersOf,
  paiseToRupeeText,
  planRedemption,
  saleCapitalGains,
  scaledToString,
  sellMessages,
  showDate,
  valuePaise,
  type ConsumedLot,
  type GainForTax,
  type GainsClass,
  type LotTerm,
  type Paise,
  type PurchaseLot,
  type RedemptionRequest,
  type TSellBy,
  type TSellFigures,
  type TSellLot,
} from '@cdesk/domain';
import type { Position } from './positions.js';

/** What is asked of a sale: by amount, by units, or every free unit. */
export interface SellAsk {
  redeemBy: TSellBy;
  amountPaise?: Paise | undefined;
  units?: string | undefined;
}

/** A sale worked out at a NAV on a date: the lots it takes and what they come to. */
export interface SaleFigures {
  units: string;
  nav: string;
  navDate: string;
  grossPaise: Paise;
  exitLoadPaise: Paise;
  netPaise: Paise;
  shortTermGainPaise: Paise;
  longTermGainPaise: Paise;
  /** Gains whose term the scheme's category cannot tell. */
  undeterminedGainPaise: Paise;
  lots: TSellLot[];
}

export type SaleOutcome = { ok: true; figures: SaleFigures } | { ok: false; message: string };

/** The message for an ask that lacks its amount or units, or asks for nothing. */
export function askProblem(ask: SellAsk): string | null {
  if (ask.redeemBy === 'AMOUNT') {
    if (ask.amountPaise === undefined) return sellMessages.amountRequired;
    if (ask.amountPaise <= 0n) return sellMessages.notPositive;
  }
  if (ask.redeemBy === 'UNITS') {
    if (ask.units === undefined) return sellMessages.unitsRequired;
    if (!/[1-9]/.test(ask.units)) return sellMessages.notPositive;
  }
  return null;
}

function requestOf(ask: SellAsk, nav: string): RedemptionRequest {
  switch (ask.redeemBy) {
    case 'AMOUNT':
      return { kind: 'AMOUNT', amountPaise: ask.amountPaise ?? 0n, nav };
    case 'UNITS':
      return { kind: 'UNITS', units: ask.units ?? '0' };
    case 'ALL':
      return { kind: 'ALL' };
  }
}

/** Basis points as a percentage text: 100 -> '1.00'. */
const percentOf = (basisPoints: number) => scaledToString(BigInt(basisPoints), 2);

/**
 * A sale from a position priced at a NAV on a date (the NAV date): units first in first out from
 * the free lots, exit load by the scheme's tiers, gains short and long term as the capital-gains
 * statement works them out (saleCapitalGains: stamp duty in the cost, exit load deducted). By
 * amount, the amount is the gross, what is redeemed before exit load; the net paid is the gross
 * less the exit load, the credit the bank receives.
 */
export function saleAt(position: Position, ask: SellAsk, nav: string, on: string): SaleOutcome {
  const problem = askProblem(ask);
  if (problem) return { ok: false, message: problem };
  const plan = planRedemption<PurchaseLot>(position.lots, requestOf(ask, nav), {
    on,
    lockInDays: position.scheme.attributes.lockInDays,
    pendingUnits: position.pendingUnits,
  });
  if (!plan.ok) {
    switch (plan.reason) {
      case 'NO_UNITS_REQUESTED':
        return { ok: false, message: sellMessages.notPositive };
      case 'NO_FREE_UNITS':
        return {
          ok: false,
          message: plan.nextUnlockOn
            ? sellMessages.noFreeUnitsUntil(showDate(plan.nextUnlockOn))
            : sellMessages.noFreeUnits,
        };
      case 'INSUFFICIENT_FREE_UNITS':
        return { ok: false, message: sellMessages.insufficientUnits(plan.freeUnits) };
    }
  }
  if (!/[1-9]/.test(plan.units)) return { ok: false, message: sellMessages.notPositive };
  const consumed: ConsumedLot[] = plan.lots;
  const redemption = { nav, on };
  const tiers = exitLoadTiersOf(position.scheme.attributes.exitLoadRule);
  const grossPaise =
    ask.redeemBy === 'AMOUNT' && ask.amountPaise !== undefined
      ? ask.amountPaise
      : valuePaise(plan.units, nav);
  const tiersLoad = exitLoadOnLots(consumed, redemption, tiers).totalPaise;
  // Never more load than the sale is worth; the lots then share what is charged.
  const load = exitLoadOfSale(
    consumed,
    redemption,
    tiers,
    tiersLoad > grossPaise ? grossPaise : tiersLoad,
  );
  const gains = saleCapitalGains({
    lots: consumed,
    sale: { ...redemption, grossPaise },
    exitLoadsPaise: load.lots.map((lot) => lot.loadPaise),
    gainsClass: position.gainsClass,
    grandfatheringNav: position.scheme.grandfatheringNav,
  });
  const lots: TSellLot[] = consumed.map((lot, i) => ({
    allottedOn: lot.lot.allottedOn,
    units: lot.units,
    purchaseNav: lot.lot.nav,
    daysHeld: daysBetween(lot.lot.allottedOn, on),
    exitLoadPercent: percentOf(load.lots[i]?.basisPoints ?? 0),
    exitLoad: paiseToRupeeText(load.lots[i]?.loadPaise ?? 0n),
    term: gains.lots[i]?.term ?? 'UNDETERMINED',
    gain: paiseToRupeeText(gains.lots[i]?.gainPaise ?? 0n),
  }));
  const exitLoadPaise = load.totalPaise;
  return {
    ok: true,
    figures: {
      units: plan.units,
      nav,
      navDate: on,
      grossPaise,
      exitLoadPaise,
      netPaise: grossPaise - exitLoadPaise,
      shortTermGainPaise: gains.shortTermPaise,
      longTermGainPaise: gains.longTermPaise,
      undeterminedGainPaise: gains.undeterminedTermPaise,
      lots,
    },
  };
}

/** A sale's gains as the tax estimate takes them, by term, on the date it is priced. */
export function gainsForTax(
  gainsClass: GainsClass,
  figures: SaleFigures,
  soldOn: string,
): GainForTax[] {
  const terms: [LotTerm, Paise][] = [
    ['SHORT', figures.shortTermGainPaise],
    ['LONG', figures.longTermGainPaise],
    ['UNDETERMINED', figures.undeterminedGainPaise],
  ];
  return terms
    .filter(([, gainPaise]) => gainPaise !== 0n)
    .map(([term, gainPaise]) => ({ gainsClass, term, soldOn, gainPaise }));
}

export function figuresView(figures: SaleFigures): TSellFigures {
  return {
    units: figures.units,
    nav: figures.nav,
    navDate: figures.navDate,
    grossAmount: paiseToRupeeText(figures.grossPaise),
    exitLoad: paiseToRupeeText(figures.exitLoadPaise),
    netAmount: paiseToRupeeText(figures.netPaise),
    shortTermGain: paiseToRupeeText(figures.shortTermGainPaise),
    longTermGain: paiseToRupeeText(figures.longTermGainPaise),
  };
}
