/**
 * The capital-gains statement of one folio's scheme for a financial year: its movements replayed
 * first in first out (replayLots), and for each redemption or switch-out priced in the year the
 * purchase lots it took, their cost, sale value, exit load, gain and term. The gains and exit
 * loads are worked out by the very functions that priced the sale (capitalGains, exitLoadOnLots),
 * so the statement agrees with the sell orders to the paisa.
 */
import { capitalGains, type GainTerm } from './capital-gains.js';
import { exitLoadOnLots, type ExitLoadTiers } from './exit-load.js';
import type { FundOrientation } from './fund-orientation.js';
import { daysBetween } from './market-calendar.js';
import { sumPaise, type Paise } from './money.js';
import { valuePaise } from './portfolio-valuation.js';
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
  /** What the investor paid (IN) or received after exit load (OUT). */
  amountPaise: Paise;
  /** The exit load the sale recorded, when it is known (a sell order's). */
  exitLoadPaise?: Paise | null;
}

export interface GainLot {
  purchaseDate: string;
  units: string;
  purchaseNav: string;
  /** Units x purchase NAV. */
  costPaise: Paise;
  /** Cost plus gain: units x sale NAV. */
  saleValuePaise: Paise;
  exitLoadPaise: Paise;
  daysHeld: number;
  term: GainTerm;
  gainPaise: Paise;
}

export interface GainTotals {
  units: string;
  costPaise: Paise;
  saleValuePaise: Paise;
  exitLoadPaise: Paise;
  shortTermPaise: Paise;
  longTermPaise: Paise;
  gainPaise: Paise;
}

export interface SaleGains extends Omit<GainTotals, 'units'> {
  ref: string;
  trxnType: string;
  saleDate: string;
  saleNav: string;
  units: string;
  /** What was paid out or switched: the sale less its exit load, as recorded. */
  netPaise: Paise;
  lots: GainLot[];
}

export interface SchemeGainInput<M extends GainMovement = GainMovement> {
  /** Every allotted movement of the folio's scheme, of any date. */
  movements: readonly M[];
  lockInDays: number;
  orientation: FundOrientation;
  exitLoadTiers: ExitLoadTiers;
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
export function gainTotals(
  rows: readonly (Omit<GainTotals, 'units'> & { units: string })[],
): GainTotals {
  const sum = (pick: (row: (typeof rows)[number]) => Paise) => sumPaise(rows.map(pick));
  return {
    units: addUnitsText(rows.map((row) => row.units)),
    costPaise: sum((row) => row.costPaise),
    saleValuePaise: sum((row) => row.saleValuePaise),
    exitLoadPaise: sum((row) => row.exitLoadPaise),
    shortTermPaise: sum((row) => row.shortTermPaise),
    longTermPaise: sum((row) => row.longTermPaise),
    gainPaise: sum((row) => row.gainPaise),
  };
}

/**
 * The sales of a folio's scheme priced within the dates, lot by lot. Where the sale recorded its
 * exit load, that figure stands and the last lot carries any difference from the tiers' figure
 * (a scheme whose load changed since), so the lots still add up to the sale.
 */
export function schemeCapitalGains<M extends GainMovement>(
  input: SchemeGainInput<M>,
): { sales: SaleGains[]; totals: GainTotals } {
  const { outs } = replayLots(input.movements, input.lockInDays);
  const sales: SaleGains[] = [];
  for (const { movement, lots } of outs) {
    if (movement.on < input.from || movement.on > input.to) continue;
    const redemption = { nav: movement.nav, on: movement.on };
    const gains = capitalGains(lots, redemption, input.orientation);
    const loads = exitLoadOnLots(lots, redemption, input.exitLoadTiers);
    const loadOf = loads.lots.map((lot) => lot.loadPaise);
    const recorded = movement.exitLoadPaise;
    if (recorded !== undefined && recorded !== null && loadOf.length > 0) {
      const last = loadOf.length - 1;
      loadOf[last] = (loadOf[last] ?? 0n) + recorded - loads.totalPaise;
    }
    const lines = lots.map((consumed, i): GainLot => {
      const costPaise = valuePaise(consumed.units, consumed.lot.nav);
      const gainPaise = gains.lots[i]?.gainPaise ?? 0n;
      return {
        purchaseDate: consumed.lot.allottedOn,
        units: consumed.units,
        purchaseNav: consumed.lot.nav,
        costPaise,
        saleValuePaise: costPaise + gainPaise,
        exitLoadPaise: loadOf[i] ?? 0n,
        daysHeld: daysBetween(consumed.lot.allottedOn, movement.on),
        term: gains.lots[i]?.term ?? 'SHORT',
        gainPaise,
      };
    });
    const totals = gainTotals(
      lines.map((line) => ({
        ...line,
        shortTermPaise: line.term === 'SHORT' ? line.gainPaise : 0n,
        longTermPaise: line.term === 'LONG' ? line.gainPaise : 0n,
      })),
    );
    sales.push({
      ...totals,
      ref: movement.ref,
      trxnType: movement.trxnType,
      saleDate: movement.on,
      saleNav: movement.nav,
      units: addUnitsText(lots.map((lot) => lot.units)),
      netPaise: movement.amountPaise,
      lots: lines,
    });
  }
  return { sales, totals: gainTotals(sales) };
}
