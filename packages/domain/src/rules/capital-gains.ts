/**
 * The capital gain of a sale (redemption or switch-out) of mutual-fund units, lot by lot, as s. 48
 * of the Income-tax Act computes it: the lot's sale value (full value of consideration) less its
 * exit load (expenditure wholly and exclusively on the transfer, s. 48(i)) less its cost of
 * acquisition (units x purchase NAV plus its share of the purchase's stamp duty,
 * acquisition-cost.ts), that cost grandfathered for equity-oriented units bought before
 * 01-02-2018 (s. 55(2)(ac)). A loss is a negative gain.
 *
 * One rounding rule: a lot's sale value is its units x sale NAV rounded once to the paisa, half
 * away from zero, and the lots of a sale add up to the sale's gross exactly, the last lot taking the
 * remainder. Sold by units the remainder is a paisa or two of rounding; sold by amount the
 * registrar redeems the units the amount buys, to 3 decimals, so their value can differ from the
 * amount by up to half a thousandth of a unit x NAV, and the last lot carries that as well. For
 * every lot, and so for every sale: cost + gain + exit load = sale value.
 */
import { consumedCostPaise } from './acquisition-cost.js';
import {
  determinedGainsClasses,
  type DeterminedGainsClass,
  type GainsClass,
} from './gains-class.js';
import { sumPaise, type Paise } from './money.js';
import { valuePaise } from './portfolio-valuation.js';
import type { ConsumedLot } from './redemption-lots.js';
import { monthsBefore } from './returns.js';

export type GainTerm = 'SHORT' | 'LONG';
/** A lot's term; UNDETERMINED when it depends on a class the scheme's category cannot tell. */
export type LotTerm = GainTerm | 'UNDETERMINED';

/** Transfers from this date: other schemes are long term after 24 months, not 36 (s. 2(42A)). */
export const holdingPeriodsChangedOn = '2024-07-23';
/** Units of a specified mutual fund bought from this date give short-term gains at any age (s. 50AA). */
export const specifiedFundUnitsFrom = '2023-04-01';
/**
 * Transfers from this date (assessment year 2026-27) read s. 50AA's definition as the Finance
 * (No. 2) Act 2024 substituted it: more than 65 % in debt and money-market instruments. Before it,
 * a fund with at most 35 % in Indian equity shares was specified, gold and overseas funds included.
 */
export const specifiedFundRedefinedFrom = '2025-04-01';

/** Long term when held for more than this many months, by the class and the date of transfer. */
export function longTermAfterMonths(gainsClass: DeterminedGainsClass, soldOn: string): number {
  if (gainsClass === 'EQUITY') return 12;
  return soldOn >= holdingPeriodsChangedOn ? 24 : 36;
}

/** Units of a specified mutual fund (s. 50AA) bought from 01-04-2023: short term however long held. */
export function isAlwaysShortTerm(
  gainsClass: DeterminedGainsClass,
  boughtOn: string,
  soldOn: string,
): boolean {
  if (boughtOn < specifiedFundUnitsFrom) return false;
  if (gainsClass === 'DEBT') return true;
  return gainsClass === 'LOW_EQUITY' && soldOn < specifiedFundRedefinedFrom;
}

function determinedTerm(gainsClass: DeterminedGainsClass, boughtOn: string, soldOn: string) {
  if (isAlwaysShortTerm(gainsClass, boughtOn, soldOn)) return 'SHORT';
  const anniversary = monthsBefore(boughtOn, -longTermAfterMonths(gainsClass, soldOn));
  return soldOn > anniversary ? 'LONG' : 'SHORT';
}

/**
 * Short or long term for units bought on one date and sold on another. "More than 12 months":
 * equity bought 10-01-2025 and sold 10-01-2026 is short term, sold 11-01-2026 long term. For a
 * scheme whose class is not determinable, the term every possible class gives, or UNDETERMINED
 * when they differ (held up to 12 months it is short term whatever the class).
 */
export function gainTerm(boughtOn: string, soldOn: string, gainsClass: GainsClass): LotTerm {
  if (gainsClass !== 'UNDETERMINED') return determinedTerm(gainsClass, boughtOn, soldOn);
  const terms = new Set(determinedGainsClasses.map((c) => determinedTerm(c, boughtOn, soldOn)));
  return terms.size === 1 ? (terms.values().next().value ?? 'UNDETERMINED') : 'UNDETERMINED';
}

export const lotTermTexts: Record<LotTerm, string> = {
  SHORT: 'Short term',
  LONG: 'Long term',
  UNDETERMINED: 'Term not determinable',
};

/** Bought before this date: equity-oriented units may be grandfathered (s. 55(2)(ac)). */
export const grandfatheringBoughtBefore = '2018-02-01';
/** The date whose NAV is the fair market value of grandfathered units. */
export const grandfatheringNavDate = '2018-01-31';

/**
 * Whether s. 55(2)(ac) sets a lot's cost: NOT_APPLICABLE, APPLIES (the cost is the higher of the
 * actual cost and the lower of the fair market value and the sale value), or NAV_NOT_ON_RECORD
 * (it applies but the NAV of 31-01-2018 is unknown, so the actual cost stands).
 */
export type Grandfathering = 'NOT_APPLICABLE' | 'APPLIES' | 'NAV_NOT_ON_RECORD';

/** Long-term equity-oriented units bought before 01-02-2018, the only ones s. 55(2)(ac) reaches. */
export function isGrandfathered(gainsClass: GainsClass, boughtOn: string, term: LotTerm): boolean {
  return gainsClass === 'EQUITY' && term === 'LONG' && boughtOn < grandfatheringBoughtBefore;
}

/**
 * s. 55(2)(ac): the higher of the actual cost and the lower of the fair market value on
 * 31-01-2018 and the sale value. Bought at ₹100, worth ₹150 on 31-01-2018, sold for ₹120: cost
 * ₹120, no gain; sold for ₹90: cost ₹100, a loss of ₹10.
 */
export function grandfatheredCostPaise(
  actualCostPaise: Paise,
  fairMarketValuePaise: Paise,
  saleValuePaise: Paise,
): Paise {
  const lower = fairMarketValuePaise < saleValuePaise ? fairMarketValuePaise : saleValuePaise;
  return actualCostPaise > lower ? actualCostPaise : lower;
}

/**
 * The sale value of each lot: units x sale NAV to the paisa, the last lot taking what makes the
 * lots add up to the sale's gross.
 */
export function lotSaleValues(
  lots: readonly ConsumedLot[],
  nav: string,
  grossPaise: Paise,
): Paise[] {
  const values = lots.map((lot) => valuePaise(lot.units, nav));
  if (values.length > 0) values[values.length - 1] = grossPaise - sumPaise(values.slice(0, -1));
  return values;
}

/** The gain figures of one lot a sale consumed. */
export interface LotGainFigures {
  term: LotTerm;
  /** Units x purchase NAV plus the stamp duty share. */
  acquisitionCostPaise: Paise;
  grandfathering: Grandfathering;
  /** Units x the NAV of 31-01-2018 where grandfathering applies and the NAV is on record; null otherwise. */
  fairMarketValuePaise: Paise | null;
  /** The cost the gain is worked out on: the acquisition cost, or the grandfathered cost. */
  costPaise: Paise;
  /** Units x sale NAV; the sale's last lot takes the remainder of its gross. */
  saleValuePaise: Paise;
  exitLoadPaise: Paise;
  /** Sale value - exit load - cost. */
  gainPaise: Paise;
}

export interface LotGain extends LotGainFigures {
  consumed: ConsumedLot;
}

export interface GainFigures {
  costPaise: Paise;
  saleValuePaise: Paise;
  exitLoadPaise: Paise;
  shortTermPaise: Paise;
  longTermPaise: Paise;
  /** Gains whose term the scheme's category cannot tell. */
  undeterminedTermPaise: Paise;
  gainPaise: Paise;
}

export interface SaleGain extends GainFigures {
  lots: LotGain[];
}

export interface SaleGainInput {
  /** The lots the sale took, oldest first, each with its stamp duty share. */
  lots: readonly ConsumedLot[];
  /** The sale NAV, its date, and the gross: what the units were sold for before exit load. */
  sale: { nav: string; on: string; grossPaise: Paise };
  /** The exit load of each lot, in the order of `lots` (exitLoadOfSale). */
  exitLoadsPaise: readonly Paise[];
  gainsClass: GainsClass;
  /** The scheme's NAV of 31-01-2018, when on record. */
  grandfatheringNav?: string | null;
}

/** Totals of lots or sales: cost, sale value, exit load and the gain by term. */
export function gainFiguresOf(
  rows: readonly {
    term: LotTerm;
    costPaise: Paise;
    saleValuePaise: Paise;
    exitLoadPaise: Paise;
    gainPaise: Paise;
  }[],
): GainFigures {
  const sum = (pick: (row: (typeof rows)[number]) => Paise) => sumPaise(rows.map(pick));
  const ofTerm = (term: LotTerm) =>
    sumPaise(rows.filter((r) => r.term === term).map((r) => r.gainPaise));
  return {
    costPaise: sum((r) => r.costPaise),
    saleValuePaise: sum((r) => r.saleValuePaise),
    exitLoadPaise: sum((r) => r.exitLoadPaise),
    shortTermPaise: ofTerm('SHORT'),
    longTermPaise: ofTerm('LONG'),
    undeterminedTermPaise: ofTerm('UNDETERMINED'),
    gainPaise: sum((r) => r.gainPaise),
  };
}

/** The gain of each lot a sale took, and the sale's totals. */
export function saleCapitalGains(input: SaleGainInput): SaleGain {
  const { lots, sale, exitLoadsPaise, gainsClass } = input;
  if (exitLoadsPaise.length !== lots.length)
    throw new RangeError(`${lots.length} lots but ${exitLoadsPaise.length} exit loads`);
  const saleValues = lotSaleValues(lots, sale.nav, sale.grossPaise);
  const gains = lots.map((consumed, i): LotGain => {
    const term = gainTerm(consumed.lot.allottedOn, sale.on, gainsClass);
    const acquisitionCostPaise = consumedCostPaise(consumed);
    const saleValuePaise = saleValues[i] ?? 0n;
    const exitLoadPaise = exitLoadsPaise[i] ?? 0n;
    let grandfathering: Grandfathering = 'NOT_APPLICABLE';
    let fairMarketValuePaise: Paise | null = null;
    let costPaise = acquisitionCostPaise;
    if (isGrandfathered(gainsClass, consumed.lot.allottedOn, term)) {
      const nav = input.grandfatheringNav ?? null;
      grandfathering = nav === null ? 'NAV_NOT_ON_RECORD' : 'APPLIES';
      if (nav !== null) {
        fairMarketValuePaise = valuePaise(consumed.units, nav);
        costPaise = grandfatheredCostPaise(
          acquisitionCostPaise,
          fairMarketValuePaise,
          saleValuePaise,
        );
      }
    }
    return {
      consumed,
      term,
      acquisitionCostPaise,
      grandfathering,
      fairMarketValuePaise,
      costPaise,
      saleValuePaise,
      exitLoadPaise,
      gainPaise: saleValuePaise - exitLoadPaise - costPaise,
    };
  });
  return { ...gainFiguresOf(gains), lots: gains };
}
