/**
 * The capital gain of a redemption or switch-out, lot by lot: (redemption NAV - purchase NAV) x
 * units, rounded once per lot to the paisa, half away from zero; a loss is a negative gain. Each
 * lot is short or long term by how long it was held and the scheme's orientation.
 */
import type { FundOrientation } from './fund-orientation.js';
import { sumPaise, type Paise } from './money.js';
import { parseScaled, rescale } from './portfolio-valuation.js';
import type { ConsumedLot } from './redemption-lots.js';
import { monthsBefore } from './returns.js';

export interface HoldingPeriodRule {
  /** Long term when held for more than this many months. */
  longTermAfterMonths: number;
  /** Units bought on or after this date are short term however long they are held. */
  alwaysShortTermFrom: string | null;
}

/**
 * Holding periods of the Income-tax Act for transfers from 23 July 2024: equity-oriented schemes
 * are long term after 12 months (s. 2(42A)), other schemes after 24. Debt-oriented schemes
 * ("specified mutual funds", s. 50AA) bought from 1 April 2023 give short-term gains at any age.
 */
export const holdingPeriodRules: Record<FundOrientation, HoldingPeriodRule> = {
  EQUITY: { longTermAfterMonths: 12, alwaysShortTermFrom: null },
  DEBT: { longTermAfterMonths: 24, alwaysShortTermFrom: '2023-04-01' },
  OTHER: { longTermAfterMonths: 24, alwaysShortTermFrom: null },
};

export type GainTerm = 'SHORT' | 'LONG';

export interface LotGain {
  consumed: ConsumedLot;
  term: GainTerm;
  gainPaise: Paise;
}

export interface CapitalGains {
  lots: LotGain[];
  shortTermPaise: Paise;
  longTermPaise: Paise;
}

/**
 * Short or long term for units bought on one date and sold on another. "More than 12 months":
 * bought 10 Jan 2025 and sold 10 Jan 2026 is short term, sold 11 Jan 2026 long term.
 */
export function gainTerm(boughtOn: string, soldOn: string, orientation: FundOrientation): GainTerm {
  const rule = holdingPeriodRules[orientation];
  if (rule.alwaysShortTermFrom !== null && boughtOn >= rule.alwaysShortTermFrom) return 'SHORT';
  const anniversary = monthsBefore(boughtOn, -rule.longTermAfterMonths);
  return soldOn > anniversary ? 'LONG' : 'SHORT';
}

/** (sale NAV - purchase NAV) x units in paise, exact until the one rounding. */
function gainPaise(units: string, boughtAt: string, soldAt: string): Paise {
  const u = parseScaled(units);
  const bought = parseScaled(boughtAt);
  const sold = parseScaled(soldAt);
  const scale = Math.max(bought.scale, sold.scale);
  const difference =
    sold.value * 10n ** BigInt(scale - sold.scale) -
    bought.value * 10n ** BigInt(scale - bought.scale);
  return rescale({ value: difference * u.value, scale: scale + u.scale }, 2);
}

/** The gains of the lots a redemption takes, split into short and long term. */
export function capitalGains(
  lots: readonly ConsumedLot[],
  redemption: { nav: string; on: string },
  orientation: FundOrientation,
): CapitalGains {
  const gains = lots.map((consumed): LotGain => ({
    consumed,
    term: gainTerm(consumed.lot.allottedOn, redemption.on, orientation),
    gainPaise: gainPaise(consumed.units, consumed.lot.nav, redemption.nav),
  }));
  const of = (term: GainTerm) =>
    sumPaise(gains.filter((gain) => gain.term === term).map((gain) => gain.gainPaise));
  return { lots: gains, shortTermPaise: of('SHORT'), longTermPaise: of('LONG') };
}
