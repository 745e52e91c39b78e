/**
 * The capital-gains statement of one folio's scheme for a financial year: its movements replayed
 * first in first out (replayLots), and for each redemption or switch-out priced in the year the
 * purchase lots it took with their cost (stamp duty included), sale value, exit load, gain and
 * term (saleCapitalGains). A sale's net is what the investor was paid (the transaction's amount,
 * the bank credit); its exit load is what the sale recorded, or the tiers' figure; its gross is the
 * two added, and its lots' sale values add up to that gross. The sell orders work their gains
 * out with the same functions, so the statement agrees with them to the paisa.
 */
import {
  gainFiguresOf,
  saleCapitalGains,
  type GainFigures,
  type LotGainFigures,
} from './capital-gains.js';
import { exitLoadOfSale, type ExitLoadTiers } from './exit-load.js';
import type { GainsClass } from './gains-class.js';
import { daysBetween } from './market-calendar.js';
import { sumPaise, type Paise } from './money.js';
import { replayLots, type LotMovement } from './redemption-lots.js';

/** India's financial year, April to March, written '2026-27'. */
export type FinancialYear = string;

const FY = /^(\d{4})-(\d{2})$/;

/** The financial year a date (YYYY-MM-DD) falls in: 15-03-2027 and 01-04-2026 are both '2026-27'. */
export function financialYearOf(isoDate: string): FinancialYear {
  const year = Number(isoDate.slice(0, 4));
  const start = Number(isoDate.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a financial year; null when the text is not one ('2026-28'). */
export function financialYearRange(fy: string): { from: string; to: string } | null {
  const match = FY.exec(fy);
  if (!match) return null;
  const start = Number(match[1]);
  if (start < 1900 || Number(match[2]) !== (start + 1) % 100) return null;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** A unit movement as the registrar recorded it, with what a statement names it by. */
export interface GainMovement extends LotMovement {
  /** The order reference of the transaction. */
  ref: string;
  trxnType: string;
  /** What the investor paid (IN, stamp duty included) or was paid (OUT, after exit load). */
  amountPaise: Paise;
  /** The exit load the sale recorded, when it is known (a sell order's). */
  exitLoadPaise?: Paise | null;
}

export interface GainLot extends LotGainFigures {
  purchaseDate: string;
  units: string;
  purchaseNav: string;
  /** The units' share of the purchase's stamp duty. */
  stampDutyPaise: Paise;
  daysHeld: number;
}

export interface GainTotals extends GainFigures {
  units: string;
}

export interface SaleGains extends GainTotals {
  ref: string;
  trxnType: string;
  saleDate: string;
  saleNav: string;
  /** What was paid out or switched: the gross (saleValuePaise) less the exit load. */
  netPaise: Paise;
  lots: GainLot[];
}

export interface SchemeGainInput<M extends GainMovement = GainMovement> {
  /** Every allotted movement of the folio's scheme, of any date. */
  movements: readonly M[];
  lockInDays: number;
  gainsClass: GainsClass;
  exitLoadTiers: ExitLoadTiers;
  /** The scheme's NAV of 31-01-2018, when on record (grandfathering, s. 55(2)(ac)). */
  grandfatheringNav?: string | null;
  /** The sales reported: those priced from `from` to `to`, both included. */
  from: string;
  to: string;
}

/** Units added up exactly, to 3 decimals: ['1.5', '2.250'] -> '3.750'. */
export const addUnitsText = (values: readonly string[]): string => {
  const thousandths = values.reduce((total, units) => {
    const [whole = '0', fraction = ''] = units.split('.');
    return total + BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
  }, 0n);
  return `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`;
};

/** Totals of sales (or of schemes' totals). */
export function gainTotals(rows: readonly GainTotals[]): GainTotals {
  const sum = (pick: (row: GainTotals) => Paise) => sumPaise(rows.map(pick));
  return {
    units: addUnitsText(rows.map((row) => row.units)),
    costPaise: sum((row) => row.costPaise),
    saleValuePaise: sum((row) => row.saleValuePaise),
    exitLoadPaise: sum((row) => row.exitLoadPaise),
    shortTermPaise: sum((row) => row.shortTermPaise),
    longTermPaise: sum((row) => row.longTermPaise),
    undeterminedTermPaise: sum((row) => row.undeterminedTermPaise),
    gainPaise: sum((row) => row.gainPaise),
  };
}

/** Totals of lots, with their units. */
export function lotTotals(lots: readonly GainLot[]): GainTotals {
  return { ...gainFiguresOf(lots), units: addUnitsText(lots.map((lot) => lot.units)) };
}

/** The sales of a folio's scheme priced within the dates, lot by lot. */
export function schemeCapitalGains<M extends GainMovement>(
  input: SchemeGainInput<M>,
): { sales: SaleGains[]; totals: GainTotals } {
  const { outs } = replayLots(input.movements, input.lockInDays);
  const sales: SaleGains[] = [];
  for (const { movement, lots } of outs) {
    if (movement.on < input.from || movement.on > input.to) continue;
    const redemption = { nav: movement.nav, on: movement.on };
    const load = exitLoadOfSale(lots, redemption, input.exitLoadTiers, movement.exitLoadPaise);
    const gains = saleCapitalGains({
      lots,
      sale: { ...redemption, grossPaise: movement.amountPaise + load.totalPaise },
      exitLoadsPaise: load.lots.map((lot) => lot.loadPaise),
      gainsClass: input.gainsClass,
      grandfatheringNav: input.grandfatheringNav ?? null,
    });
    const lines = gains.lots.map(({ consumed, ...gain }): GainLot => ({
      purchaseDate: consumed.lot.allottedOn,
      units: consumed.units,
      purchaseNav: consumed.lot.nav,
      stampDutyPaise: consumed.stampDutyPaise,
      daysHeld: daysBetween(consumed.lot.allottedOn, movement.on),
      ...gain,
    }));
    sales.push({
      ...lotTotals(lines),
      ref: movement.ref,
      trxnType: movement.trxnType,
      saleDate: movement.on,
      saleNav: movement.nav,
      netPaise: movement.amountPaise,
      lots: lines,
    });
  }
  return { sales, totals: gainTotals(sales) };
}
