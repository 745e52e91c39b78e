/**
 * An estimate of the income tax on one financial year's capital gains from mutual-fund units:
 * - s. 111A, short-term gains of equity-oriented funds: 15 % for transfers before 23-07-2024,
 *   20 % from then;
 * - s. 112A, their long-term gains: 10 % before 23-07-2024 and 12.5 % from then, on what the
 *   year's gains under the section exceed ₹1,00,000 (₹1,25,000 from the financial year 2024-25,
 *   once over both parts of that year, its proviso says);
 * - s. 112, long-term gains of other funds: 12.5 % from 23-07-2024; before it 20 % after
 *   indexation, which the estimate leaves out and says so;
 * - other short-term gains (s. 50AA gains included) at the investor's slab, or left out when none
 *   is chosen.
 * Gains and losses are netted within each section and period, then a remaining loss is set off
 * (s. 70) against the gains taxed at the highest rate first: a short-term loss against any gain,
 * a long-term loss against long-term gains only; what is left is carried forward (s. 74). The
 * s. 112A exemption goes to the 12.5 % gains before the 10 % ones. Each line's tax is rounded once
 * to the paisa. Surcharge and cess are left out, in words.
 */
import { capitalGainsTaxTexts } from '../catalogue/capital-gains.js';
import { financialYearRange, type FinancialYear } from './capital-gain-statement.js';
import { holdingPeriodsChangedOn, type LotTerm } from './capital-gains.js';
import type { GainsClass } from './gains-class.js';
import type { Paise } from './money.js';
import { divideRounded } from './portfolio-valuation.js';

export type GainSection = 'S111A' | 'S112A' | 'S112' | 'SLAB';
export type TransferPeriod = 'BEFORE_2024_07_23' | 'FROM_2024_07_23';

/** The section a gain is taxed under; null when the class or the term is not determinable. */
export function gainSectionOf(gainsClass: GainsClass, term: LotTerm): GainSection | null {
  if (gainsClass === 'UNDETERMINED' || term === 'UNDETERMINED') return null;
  if (gainsClass === 'EQUITY') return term === 'SHORT' ? 'S111A' : 'S112A';
  return term === 'SHORT' ? 'SLAB' : 'S112';
}

export function transferPeriodOf(soldOn: string): TransferPeriod {
  return soldOn < holdingPeriodsChangedOn ? 'BEFORE_2024_07_23' : 'FROM_2024_07_23';
}

/** s. 112A taxes long-term gains of equity-oriented funds from the financial year 2018-19. */
export const firstEstimatedYear = '2018-19';

/** The s. 112A exemption of a financial year: ₹1,00,000, or ₹1,25,000 from 2024-25. */
export function s112aExemptionPaise(financialYear: FinancialYear): Paise {
  return financialYear >= '2024-25' ? 12_500_000n : 10_000_000n;
}

type Rate = { basisPoints: number; excluded: null } | { basisPoints: null; excluded: string };

/** The rate of a section for transfers of a period, or why the estimate leaves it out. */
export function sectionRate(
  section: GainSection,
  period: TransferPeriod,
  slabBasisPoints: number | null,
): Rate {
  const before = period === 'BEFORE_2024_07_23';
  const rate = (basisPoints: number): Rate => ({ basisPoints, excluded: null });
  switch (section) {
    case 'S111A':
      return rate(before ? 1500 : 2000);
    case 'S112A':
      return rate(before ? 1000 : 1250);
    case 'S112':
      return before
        ? { basisPoints: null, excluded: capitalGainsTaxTexts.indexedLongTerm }
        : rate(1250);
    case 'SLAB':
      return slabBasisPoints === null
        ? { basisPoints: null, excluded: capitalGainsTaxTexts.slabNotChosen }
        : rate(slabBasisPoints);
  }
}

export interface GainForTax {
  gainsClass: GainsClass;
  term: LotTerm;
  /** The date of transfer (the sale's NAV date), in the financial year. */
  soldOn: string;
  gainPaise: Paise;
}

export interface TaxEstimateInput {
  financialYear: FinancialYear;
  gains: readonly GainForTax[];
  /** The investor's slab in basis points (3000 for 30 %); null when not chosen. */
  slabBasisPoints: number | null;
}

export interface TaxLine {
  section: GainSection;
  period: TransferPeriod;
  /** The gains less the losses of this section and period. */
  netGainPaise: Paise;
  /** Losses of other lines set off against this one. */
  setOffPaise: Paise;
  /** The s. 112A exemption this line uses. */
  exemptPaise: Paise;
  taxablePaise: Paise;
  rateBasisPoints: number | null;
  /** Null when the estimate leaves the line out. */
  taxPaise: Paise | null;
  /** Why the line has no tax figure, in words. */
  excluded: string | null;
}

export interface CapitalGainsTaxEstimate {
  financialYear: FinancialYear;
  lines: TaxLine[];
  exemption: { limitPaise: Paise; usedPaise: Paise; leftPaise: Paise };
  /** The tax of the lines that have a figure. */
  taxPaise: Paise;
  /** Losses no gain of the year absorbs, to carry forward (s. 74). */
  carriedForward: { shortTermPaise: Paise; longTermPaise: Paise };
  /** Gains whose section the class or term cannot tell: no tax figure. */
  undeterminedPaise: Paise;
  /** What the estimate leaves out, in words. */
  notIncluded: string[];
}

const sections: readonly GainSection[] = ['S111A', 'S112A', 'S112', 'SLAB'];
const periods: readonly TransferPeriod[] = ['BEFORE_2024_07_23', 'FROM_2024_07_23'];
const isLongTerm = (section: GainSection) => section === 'S112A' || section === 'S112';
const smaller = (a: Paise, b: Paise) => (a < b ? a : b);

/**
 * Where losses go first: the highest rate (s. 112 before 23-07-2024 counts at its 20 %, a slab not
 * chosen last), and among equal rates s. 112A last, since its gains may be exempt anyway.
 */
function setOffOrder(line: TaxLine): number {
  const rate = line.rateBasisPoints ?? (line.section === 'S112' ? 2000 : -1);
  return rate * 2 + (line.section === 'S112A' ? 0 : 1);
}

const remaining = (line: TaxLine) => line.netGainPaise - line.setOffPaise - line.exemptPaise;

function setOff(loss: Paise, into: readonly TaxLine[]): Paise {
  let left = loss;
  for (const line of into) {
    if (left === 0n) break;
    const taken = smaller(left, remaining(line));
    if (taken <= 0n) continue;
    line.setOffPaise += taken;
    left -= taken;
  }
  return left;
}

/** The estimated tax on a financial year's gains (see the rules above). */
export function capitalGainsTaxEstimate(input: TaxEstimateInput): CapitalGainsTaxEstimate {
  const range = financialYearRange(input.financialYear);
  if (!range || input.financialYear < firstEstimatedYear)
    throw new RangeError(`No estimate for the financial year '${input.financialYear}'`);
  const slab = input.slabBasisPoints;
  if (slab !== null && (!Number.isInteger(slab) || slab < 0 || slab > 10_000))
    throw new RangeError(`Not a slab rate in basis points: ${slab}`);
  const net = new Map<string, Paise>();
  let undeterminedPaise = 0n;
  for (const gain of input.gains) {
    if (gain.soldOn < range.from || gain.soldOn > range.to)
      throw new RangeError(`Sold on ${gain.soldOn}, outside ${input.financialYear}`);
    const section = gainSectionOf(gain.gainsClass, gain.term);
    if (section === null) {
      undeterminedPaise += gain.gainPaise;
      continue;
    }
    const key = `${section}|${transferPeriodOf(gain.soldOn)}`;
    net.set(key, (net.get(key) ?? 0n) + gain.gainPaise);
  }
  const lines: TaxLine[] = sections.flatMap((section) =>
    periods.flatMap((period) => {
      const netGainPaise = net.get(`${section}|${period}`);
      if (netGainPaise === undefined) return [];
      const rate = sectionRate(section, period, slab);
      return [
        {
          section,
          period,
          netGainPaise,
          setOffPaise: 0n,
          exemptPaise: 0n,
          taxablePaise: 0n,
          rateBasisPoints: rate.basisPoints,
          taxPaise: null,
          excluded: rate.excluded,
        },
      ];
    }),
  );
  const gains = lines
    .filter((line) => line.netGainPaise > 0n)
    .sort((a, b) => setOffOrder(b) - setOffOrder(a));
  const carriedForward = { shortTermPaise: 0n, longTermPaise: 0n };
  // Long-term losses first: they may only go against long-term gains.
  for (const line of lines.filter((l) => l.netGainPaise < 0n && isLongTerm(l.section)))
    carriedForward.longTermPaise += setOff(
      -line.netGainPaise,
      gains.filter((g) => isLongTerm(g.section)),
    );
  for (const line of lines.filter((l) => l.netGainPaise < 0n && !isLongTerm(l.section)))
    carriedForward.shortTermPaise += setOff(-line.netGainPaise, gains);

  const limitPaise = s112aExemptionPaise(input.financialYear);
  let exemptionLeft = limitPaise;
  for (const line of gains.filter((g) => g.section === 'S112A')) {
    line.exemptPaise = smaller(exemptionLeft, remaining(line));
    exemptionLeft -= line.exemptPaise;
  }
  let taxPaise = 0n;
  for (const line of lines) {
    line.taxablePaise = line.netGainPaise > 0n ? remaining(line) : 0n;
    if (line.rateBasisPoints === null) continue;
    line.taxPaise = divideRounded(line.taxablePaise * BigInt(line.rateBasisPoints), 10_000n);
    taxPaise += line.taxPaise;
  }
  const notIncluded = [
    ...new Set(lines.flatMap((line) => (line.excluded ? [line.excluded] : []))),
    ...(undeterminedPaise !== 0n ? [capitalGainsTaxTexts.undetermined] : []),
    capitalGainsTaxTexts.basicExemption,
    capitalGainsTaxTexts.surchargeAndCess,
  ];
  return {
    financialYear: input.financialYear,
    lines,
    exemption: { limitPaise, usedPaise: limitPaise - exemptionLeft, leftPaise: exemptionLeft },
    taxPaise,
    carriedForward,
    undeterminedPaise,
    notIncluded,
  };
}
