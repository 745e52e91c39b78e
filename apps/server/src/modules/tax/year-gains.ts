import { financialYearRange, type FinancialYear, type GainForTax, type Paise } from '@cdesk/domain';
import { ledgerGains, type PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';

export interface YearGainsDeps {
  portfolio: PortfolioService;
  schemes: SchemeService;
  exitLoadsOf: (accountIds: number[]) => Promise<Map<string, Paise>>;
}

/**
 * Every lot's gain an investor's priced sales booked in a financial year, by the rules of the
 * capital-gains statement (schemeCapitalGains), as the tax estimate takes them. Sales still waiting
 * for their NAV have no gain yet and are not counted.
 */
export async function yearGainsOf(
  deps: YearGainsDeps,
  accountId: number,
  financialYear: FinancialYear,
): Promise<GainForTax[]> {
  const range = financialYearRange(financialYear);
  if (!range) return [];
  const [movements, loads] = await Promise.all([
    deps.portfolio.movements(accountId),
    deps.exitLoadsOf([accountId]),
  ]);
  const groups = new Map<string, typeof movements>();
  for (const move of movements) {
    const key = `${move.folioNo}|${move.schemeCode}`;
    groups.set(key, [...(groups.get(key) ?? []), move]);
  }
  const gains: GainForTax[] = [];
  for (const moves of groups.values()) {
    const soldInYear = moves.some(
      (m) => m.flow === 'OUT' && m.navDate >= range.from && m.navDate <= range.to,
    );
    const first = moves[0];
    if (!soldInYear || !first) continue;
    const scheme = await deps.schemes.get(first.schemeCode);
    if (!scheme) continue;
    const { gainsClass, gains: booked } = ledgerGains(moves, scheme, loads, range);
    for (const sale of booked.sales)
      for (const lot of sale.lots)
        gains.push({ gainsClass, term: lot.term, soldOn: sale.saleDate, gainPaise: lot.gainPaise });
  }
  return gains;
}
