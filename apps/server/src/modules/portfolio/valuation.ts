import {
  addUnitsText,
  allocationByClass,
  gainOf,
  heldCostOf,
  toSchemeType,
  valuePaise,
  xirr,
  type AllocationRow,
  type AssetClass,
  type CashFlow,
  type Paise,
  type SchemeType,
} from '@cdesk/domain';
import type { MfTransactionRow } from './repository.js';

export interface SchemeFacts {
  name: string;
  amc: string;
  schemeType: string;
  assetClass: AssetClass;
  /** The scheme's lock-in: which lots a redemption could take (ELSS). */
  lockInDays: number;
}

export interface DatedNav {
  nav: string;
  navDate: string;
}

/** Value, cost and returns of a holding or a portfolio; figure-views.ts puts it on the wire. */
export interface Valuation {
  currentValuePaise: Paise;
  investedPaise: Paise;
  gainPaise: Paise;
  /** Gain over invested, per cent; null with nothing invested. */
  gainPercent: string | null;
  /** Annualised return (XIRR), per cent; null when it cannot be worked out. */
  xirrPercent: string | null;
}

export interface HoldingFigures extends Valuation {
  accountId: number;
  folioNo: string;
  schemeCode: number;
  schemeName: string;
  amc: string;
  schemeType: SchemeType;
  assetClass: AssetClass;
  units: string;
  nav: string;
  navDate: string;
}

export interface PortfolioFigures {
  holdings: HoldingFigures[];
  total: Valuation;
  /** The newest NAV date among the holdings; null with none. */
  navDate: string | null;
  allocation: AllocationRow[];
}

export function xirrPercent(flows: CashFlow[]): string | null {
  const rate = xirr(flows);
  if (rate === null || !Number.isFinite(rate)) return null;
  const percent = (rate * 100).toFixed(2);
  return percent === '-0.00' ? '0.00' : percent;
}

function flowOf(row: MfTransactionRow): CashFlow {
  return {
    date: row.tradeDate,
    amountPaise: row.flow === 'IN' ? -row.amountPaise : row.amountPaise,
  };
}

function valuation(value: Paise, invested: Paise, flows: CashFlow[], asOn: string): Valuation {
  const gain = gainOf(value, invested);
  return {
    currentValuePaise: value,
    investedPaise: invested,
    gainPaise: gain.gainPaise,
    gainPercent: gain.gainPercent,
    xirrPercent: xirrPercent(value > 0n ? [...flows, { date: asOn, amountPaise: value }] : flows),
  };
}

const comparePaise = (a: Paise, b: Paise) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Values movements (oldest first) at the given NAVs on a date: each folio and scheme a holding,
 * its units at their NAV, its invested amount the cost of the units held (the first-in-first-out
 * lots left, stamp duty included: the capital-gains statement's cost basis), and XIRR with
 * today's value as the last flow.
 */
export function valuePortfolio(
  rows: readonly MfTransactionRow[],
  facts: ReadonlyMap<number, SchemeFacts>,
  navs: ReadonlyMap<number, DatedNav>,
  asOn: string,
): PortfolioFigures {
  const groups = new Map<string, MfTransactionRow[]>();
  for (const row of rows) {
    const key = `${row.accountId}|${row.folioNo}|${row.schemeCode}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const holdings: HoldingFigures[] = [];
  let totalValue: Paise = 0n;
  let totalInvested: Paise = 0n;
  const flows: CashFlow[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    const scheme = facts.get(first.schemeCode);
    const held = heldCostOf(
      group.map((row) => ({
        flow: row.flow === 'OUT' ? 'OUT' : 'IN',
        on: row.navDate,
        units: row.units,
        nav: row.nav,
        stampDutyPaise: row.stampDutyPaise,
      })),
      scheme?.lockInDays ?? 0,
    );
    const nav = navs.get(first.schemeCode);
    // A holding without a NAV cannot be valued; leaving its flows out keeps the XIRR honest.
    if (held.lots.length > 0 && !nav) continue;
    flows.push(...group.map(flowOf));
    if (held.lots.length === 0 || !nav) continue;
    const units = addUnitsText(held.lots.map((lot) => lot.units));
    const value = valuePaise(units, nav.nav);
    totalValue += value;
    totalInvested += held.costPaise;
    holdings.push({
      accountId: first.accountId,
      folioNo: first.folioNo,
      schemeCode: first.schemeCode,
      schemeName: scheme?.name ?? String(first.schemeCode),
      amc: scheme?.amc ?? '',
      schemeType: toSchemeType(scheme?.schemeType ?? 'OTHERS'),
      assetClass: scheme?.assetClass ?? 'OTHERS',
      units,
      nav: nav.nav,
      navDate: nav.navDate,
      ...valuation(value, held.costPaise, group.map(flowOf), asOn),
    });
  }
  holdings.sort(
    (a, b) => comparePaise(b.currentValuePaise, a.currentValuePaise) || a.schemeCode - b.schemeCode,
  );
  const navDate = holdings.reduce<string | null>(
    (newest, h) => (newest === null || h.navDate > newest ? h.navDate : newest),
    null,
  );
  return {
    holdings,
    total: valuation(totalValue, totalInvested, flows, asOn),
    navDate,
    allocation: allocationByClass(
      holdings.map((h) => ({ assetClass: h.assetClass, valuePaise: h.currentValuePaise })),
    ),
  };
}
