/**
 * Returns-ready figures of the capital-gains statement:
 * - Schedule 112A of the income-tax return: the long-term gains of equity-oriented units (s. 112A)
 *   of a financial year, one row per sale of an ISIN, with the schedule's own columns;
 * - the s. 111A, s. 112A and other gains of each period of the financial year that Schedule CG
 *   asks them by (up to 15-06, 16-06 to 15-09, 16-09 to 15-12, 16-12 to 15-03, 16-03 to 31-03),
 *   the periods the advance-tax instalments fall due in (s. 211), read by the date of transfer.
 */
import {
  addUnitsText,
  financialYearRange,
  type FinancialYear,
  type SaleGains,
} from './capital-gain-statement.js';
import { grandfatheringBoughtBefore } from './capital-gains.js';
import { gainSectionOf } from './capital-gains-tax.js';
import type { GainsClass } from './gains-class.js';
import { sumPaise, type Paise } from './money.js';

/** Schedule 112A's column 1a: when the units were acquired. */
export type Schedule112aAcquired = 'ON_OR_BEFORE_2018_01_31' | 'AFTER_2018_01_31';

export const schedule112aAcquiredTexts: Record<Schedule112aAcquired, string> = {
  ON_OR_BEFORE_2018_01_31: 'On or before 31st January, 2018',
  AFTER_2018_01_31: 'After 31st January, 2018',
};

/** The columns of Schedule 112A, in the return's order and words. */
export const schedule112aColumns = [
  'Sl. No.',
  'Share/Unit acquired',
  'ISIN Code',
  'Name of the Share/Unit',
  'No. of Shares/Units',
  'Sale-price per Share/Unit',
  'Full Value of Consideration (Total Sale Value)',
  'Cost of acquisition without indexation (higher of 8 and 9)',
  'Cost of acquisition',
  'If the long term capital asset was acquired before 01.02.2018, Lower of 6 and 11',
  'Fair Market Value per share/unit as on 31st January, 2018',
  'Total Fair Market Value of capital asset as per section 55(2)(ac)',
  'Expenditure wholly and exclusively in connection with transfer',
  'Total deductions (7+12)',
  'Balance (6-13)',
] as const;

export interface Schedule112aRow {
  acquired: Schedule112aAcquired;
  isin: string;
  name: string;
  /** The order the units were sold by, and its date of transfer (not columns of the schedule). */
  orderRef: string;
  saleDate: string;
  units: string;
  /** The sale NAV, as AMFI publishes it. */
  salePricePerUnit: string;
  /** Column 6: the lots' sale values (units x sale NAV, the sale's last lot taking the remainder). */
  fullValuePaise: Paise;
  /** Column 7: the cost the gain is worked out on, the higher of columns 8 and 9. */
  costWithoutIndexationPaise: Paise;
  /** Column 8: units x purchase NAV plus the stamp duty share (s. 48). */
  costOfAcquisitionPaise: Paise;
  /** Column 9: the lower of the full value and the total fair market value; null after 31-01-2018. */
  lowerOfValueAndFmvPaise: Paise | null;
  /** Column 10: the NAV of 31-01-2018; null after 31-01-2018 or when not on record. */
  fmvPerUnit: string | null;
  /** Column 11: units x the NAV of 31-01-2018; null as column 10. */
  totalFmvPaise: Paise | null;
  /** Column 12: the exit load (s. 48(i)). */
  expenditurePaise: Paise;
  /** Column 13: columns 7 + 12. */
  totalDeductionsPaise: Paise;
  /** Column 14: columns 6 - 13, the long-term gain. */
  balancePaise: Paise;
}

export interface Schedule112aScheme {
  isin: string;
  name: string;
  gainsClass: GainsClass;
  /** The NAV of 31-01-2018 used for grandfathering, when on record. */
  grandfatheringNav: string | null;
  sales: readonly SaleGains[];
}

const smaller = (a: Paise, b: Paise) => (a < b ? a : b);

/**
 * The rows of Schedule 112A: for each sale of an equity-oriented scheme, its long-term lots. The
 * lots acquired after 31-01-2018 make one row per sale (their costs added up). A lot acquired on or
 * before 31-01-2018 is a row of its own, since s. 55(2)(ac) takes the higher of its own cost and the
 * lower of its own fair market value and sale value: its row's column 7 is then the statement's
 * grandfathered cost, and every row's balance is the statement's gain of its lots to the paisa.
 * Short-term lots (s. 111A) and the lots of other schemes are not in the schedule.
 */
export function schedule112aRows(schemes: readonly Schedule112aScheme[]): Schedule112aRow[] {
  const rows: Schedule112aRow[] = [];
  for (const scheme of schemes) {
    if (scheme.gainsClass !== 'EQUITY') continue;
    for (const sale of scheme.sales) {
      const long = sale.lots.filter(
        (lot) => gainSectionOf(scheme.gainsClass, lot.term) === 'S112A',
      );
      const row = (lots: typeof long, acquired: Schedule112aAcquired): Schedule112aRow | null => {
        if (lots.length === 0) return null;
        const fullValuePaise = sumPaise(lots.map((lot) => lot.saleValuePaise));
        const costOfAcquisitionPaise = sumPaise(lots.map((lot) => lot.acquisitionCostPaise));
        const fmvs = lots.map((lot) => lot.fairMarketValuePaise);
        const totalFmvPaise =
          acquired === 'ON_OR_BEFORE_2018_01_31' && fmvs.every((fmv) => fmv !== null)
            ? sumPaise(fmvs as Paise[])
            : null;
        const lowerOfValueAndFmvPaise =
          totalFmvPaise === null ? null : smaller(fullValuePaise, totalFmvPaise);
        const costWithoutIndexationPaise = sumPaise(lots.map((lot) => lot.costPaise));
        const expenditurePaise = sumPaise(lots.map((lot) => lot.exitLoadPaise));
        const totalDeductionsPaise = costWithoutIndexationPaise + expenditurePaise;
        return {
          acquired,
          isin: scheme.isin,
          name: scheme.name,
          orderRef: sale.ref,
          saleDate: sale.saleDate,
          units: addUnitsText(lots.map((lot) => lot.units)),
          salePricePerUnit: sale.saleNav,
          fullValuePaise,
          costWithoutIndexationPaise,
          costOfAcquisitionPaise,
          lowerOfValueAndFmvPaise,
          fmvPerUnit: totalFmvPaise === null ? null : scheme.grandfatheringNav,
          totalFmvPaise,
          expenditurePaise,
          totalDeductionsPaise,
          balancePaise: fullValuePaise - totalDeductionsPaise,
        };
      };
      for (const lot of long.filter((l) => l.purchaseDate < grandfatheringBoughtBefore)) {
        const made = row([lot], 'ON_OR_BEFORE_2018_01_31');
        if (made) rows.push(made);
      }
      const after = row(
        long.filter((l) => l.purchaseDate >= grandfatheringBoughtBefore),
        'AFTER_2018_01_31',
      );
      if (after) rows.push(after);
    }
  }
  return rows.sort(
    (a, b) =>
      a.saleDate.localeCompare(b.saleDate) ||
      a.name.localeCompare(b.name) ||
      a.orderRef.localeCompare(b.orderRef),
  );
}

/** The periods of a financial year Schedule CG asks the gains by, in order. */
export const gainsPeriods = [
  'UP_TO_06_15',
  'JUN_16_TO_SEP_15',
  'SEP_16_TO_DEC_15',
  'DEC_16_TO_MAR_15',
  'MAR_16_TO_MAR_31',
] as const;
export type GainsPeriod = (typeof gainsPeriods)[number];

export const gainsPeriodTexts: Record<GainsPeriod, string> = {
  UP_TO_06_15: 'Up to 15-06',
  JUN_16_TO_SEP_15: '16-06 to 15-09',
  SEP_16_TO_DEC_15: '16-09 to 15-12',
  DEC_16_TO_MAR_15: '16-12 to 15-03',
  MAR_16_TO_MAR_31: '16-03 to 31-03',
};

/**
 * The period of its financial year a date of transfer (YYYY-MM-DD) falls in: 15-06 is still the
 * first, 16-06 the second, 15-03 the fourth and 16-03 the last.
 */
export function gainsPeriodOf(isoDate: string): GainsPeriod {
  const monthDay = isoDate.slice(5, 10);
  if (monthDay >= '04-01' && monthDay <= '06-15') return 'UP_TO_06_15';
  if (monthDay >= '06-16' && monthDay <= '09-15') return 'JUN_16_TO_SEP_15';
  if (monthDay >= '09-16' && monthDay <= '12-15') return 'SEP_16_TO_DEC_15';
  if (monthDay >= '12-16' || monthDay <= '03-15') return 'DEC_16_TO_MAR_15';
  return 'MAR_16_TO_MAR_31';
}

/** The first and last day of a period of a financial year. */
export function gainsPeriodRange(
  financialYear: FinancialYear,
  period: GainsPeriod,
): { from: string; to: string } | null {
  const range = financialYearRange(financialYear);
  if (!range) return null;
  const start = range.from.slice(0, 4);
  const end = range.to.slice(0, 4);
  switch (period) {
    case 'UP_TO_06_15':
      return { from: range.from, to: `${start}-06-15` };
    case 'JUN_16_TO_SEP_15':
      return { from: `${start}-06-16`, to: `${start}-09-15` };
    case 'SEP_16_TO_DEC_15':
      return { from: `${start}-09-16`, to: `${start}-12-15` };
    case 'DEC_16_TO_MAR_15':
      return { from: `${start}-12-16`, to: `${end}-03-15` };
    case 'MAR_16_TO_MAR_31':
      return { from: `${end}-03-16`, to: range.to };
  }
}

export interface PeriodGain {
  gainsClass: GainsClass;
  term: 'SHORT' | 'LONG' | 'UNDETERMINED';
  /** The date of transfer. */
  soldOn: string;
  gainPaise: Paise;
}

export interface GainsPeriodTotals {
  period: GainsPeriod;
  from: string;
  to: string;
  /** Short-term gains of equity-oriented units, less their losses. */
  s111aPaise: Paise;
  /** Long-term gains of equity-oriented units, less their losses. */
  s112aPaise: Paise;
  /** Every other gain: s. 112, those taxed at the slab, and those whose section is not determinable. */
  otherPaise: Paise;
}

/** The gains of a financial year added up by period and section; every period, gains or not. */
export function gainsPeriodTotals(
  financialYear: FinancialYear,
  gains: readonly PeriodGain[],
): GainsPeriodTotals[] {
  const range = financialYearRange(financialYear);
  if (!range) throw new RangeError(`Not a financial year: '${financialYear}'`);
  const totals = gainsPeriods.map((period): GainsPeriodTotals => {
    const dates = gainsPeriodRange(financialYear, period) ?? range;
    return { period, ...dates, s111aPaise: 0n, s112aPaise: 0n, otherPaise: 0n };
  });
  for (const gain of gains) {
    if (gain.soldOn < range.from || gain.soldOn > range.to)
      throw new RangeError(`Sold on ${gain.soldOn}, outside ${financialYear}`);
    const line = totals[gainsPeriods.indexOf(gainsPeriodOf(gain.soldOn))];
    if (!line) continue;
    const section = gainSectionOf(gain.gainsClass, gain.term);
    if (section === 'S111A') line.s111aPaise += gain.gainPaise;
    else if (section === 'S112A') line.s112aPaise += gain.gainPaise;
    else line.otherPaise += gain.gainPaise;
  }
  return totals;
}
