import {
  financialYearOf,
  financialYearRange,
  fundOrientationOf,
  gainsClassTexts,
  gainTotals,
  gainsPeriodTexts,
  gainsPeriodTotals,
  lotTermTexts,
  lotTotals,
  paiseToWire,
  reportMessages,
  schedule112aRows,
  schemeDisplayName,
  sellMessages,
  showDate,
  transactionTypeLabel,
  type GainsClass,
  type Schedule112aRow,
  type GainTotals,
  type Paise,
  type SaleGains,
  type TCapitalGainStatementResponse,
  type TGainFigures,
  type TTransactionStatementResponse,
  type ZCapitalGainStatementRequest,
  type ZTransactionStatementRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { SessionPrincipal } from '../access/index.js';
import { ledgerGains, type PortfolioReports, type StatementBasis } from '../portfolio/index.js';
import type { SchemeService, SchemeView } from '../schemes/index.js';
import { unitBalances } from './unit-balances.js';

export type CapitalGainAsk = z.output<typeof ZCapitalGainStatementRequest>;
export type TransactionAsk = z.output<typeof ZTransactionStatementRequest>;
export type Schedule112aAsk = Pick<CapitalGainAsk, 'acCode' | 'financialYear'>;

/** A scheme of the statement with its sales as the domain figures them. */
interface SchemeGains {
  view: SchemeView;
  schemeName: string;
  gainsClass: GainsClass;
  sales: SaleGains[];
}

/** The ISIN of a scheme code: AMFI's growth or IDCW-payout ISIN, else its reinvestment one. */
const isinOf = (view: SchemeView) => view.isinGrowth ?? view.isinReinvest ?? '';

/** The exit loads sales recorded, from the selling area, so this area depends on none that sells. */
export interface RecordedSales {
  exitLoadsOf(accountIds: number[]): Promise<Map<string, Paise>>;
}

/** Who a statement is of, for its heading. */
export interface StatementHolder {
  name: string;
  pan: string;
  njAcNo: string;
}

const bad = (message: string, code: string) => new AppError(400, code, message);

const figuresView = (totals: GainTotals): TGainFigures => ({
  units: totals.units,
  costPaise: paiseToWire(totals.costPaise),
  saleValuePaise: paiseToWire(totals.saleValuePaise),
  exitLoadPaise: paiseToWire(totals.exitLoadPaise),
  shortTermPaise: paiseToWire(totals.shortTermPaise),
  longTermPaise: paiseToWire(totals.longTermPaise),
  undeterminedTermPaise: paiseToWire(totals.undeterminedTermPaise),
  gainPaise: paiseToWire(totals.gainPaise),
});

/** A sale keeping only the lots of one term, its figures added up again. */
function onlyTerm(sale: SaleGains, term: 'SHORT' | 'LONG'): SaleGains | null {
  const lots = sale.lots.filter((lot) => lot.term === term);
  if (lots.length === 0) return null;
  const totals = lotTotals(lots);
  const all = sale.lots.length === lots.length;
  return {
    ...sale,
    ...totals,
    netPaise: all ? sale.netPaise : totals.saleValuePaise - totals.exitLoadPaise,
    lots,
  };
}

const nullablePaise = (paise: Paise | null) => (paise === null ? null : paiseToWire(paise));

/** The transaction and capital-gains statements of the mutual-fund folios an investor may see. */
export class StatementService {
  constructor(
    private readonly clock: Clock,
    private readonly portfolio: PortfolioReports,
    private readonly schemes: SchemeService,
    private readonly sales: RecordedSales,
  ) {}

  private today(): string {
    return businessDate(this.clock);
  }

  private async schemeViews(codes: number[]): Promise<Map<number, SchemeView>> {
    const unique = [...new Set(codes)];
    const views = await Promise.all(unique.map((code) => this.schemes.get(code)));
    const found = new Map<number, SchemeView>();
    unique.forEach((code, i) => {
      const view = views[i];
      if (view) found.set(code, view);
    });
    return found;
  }

  /** The financial years with transactions, and the current one, newest first. */
  private yearsOf(basis: StatementBasis): string[] {
    const years = new Set([financialYearOf(this.today())]);
    for (const move of basis.movements) years.add(financialYearOf(move.navDate));
    return [...years].sort().reverse();
  }

  async capitalGains(
    principal: SessionPrincipal,
    ask: CapitalGainAsk,
  ): Promise<{ statement: TCapitalGainStatementResponse; holders: StatementHolder[] }> {
    const { statement, holders } = await this.gainsOf(principal, ask);
    return { statement, holders };
  }

  /** Schedule 112A of a financial year: every long-term sale of equity-oriented units in it. */
  async schedule112a(
    principal: SessionPrincipal,
    ask: Schedule112aAsk,
  ): Promise<{ financialYear: string; acCode: string; rows: Schedule112aRow[] }> {
    const { statement, kept } = await this.gainsOf(principal, {
      ...ask,
      folioNo: '',
      schemeCode: 0,
      term: 'ALL',
    });
    const rows = schedule112aRows(
      kept.map((scheme) => ({
        isin: isinOf(scheme.view),
        name: scheme.schemeName,
        gainsClass: scheme.gainsClass,
        grandfatheringNav: scheme.view.grandfatheringNav,
        sales: scheme.sales,
      })),
    );
    return { financialYear: statement.financialYear, acCode: statement.acCode, rows };
  }

  private async gainsOf(
    principal: SessionPrincipal,
    ask: CapitalGainAsk,
  ): Promise<{
    statement: TCapitalGainStatementResponse;
    holders: StatementHolder[];
    kept: SchemeGains[];
  }> {
    const basis = await this.portfolio.statementBasis(principal, ask.acCode);
    const years = this.yearsOf(basis);
    const financialYear = ask.financialYear || (years[0] ?? financialYearOf(this.today()));
    const range = financialYearRange(financialYear);
    if (!range) throw bad(reportMessages.financialYearInvalid, 'FINANCIAL_YEAR_INVALID');
    if (!years.includes(financialYear))
      throw bad(reportMessages.financialYearNotOffered, 'FINANCIAL_YEAR_NOT_OFFERED');
    const folioOf = new Map(basis.folios.map((f) => [f.folioNo, f]));
    if (ask.folioNo && !folioOf.has(ask.folioNo))
      throw bad(reportMessages.folioNotFound, 'FOLIO_NOT_FOUND');
    const sold = soldInYear(basis.movements, range);
    const [views, loads] = await Promise.all([
      this.schemeViews(sold.map((moves) => moves[0]?.schemeCode ?? 0)),
      this.sales.exitLoadsOf([...basis.codeOf.keys()]),
    ]);
    const schemes: TCapitalGainStatementResponse['schemes'] = [];
    const choices: TCapitalGainStatementResponse['choices'] = [];
    const kept: SchemeGains[] = [];
    for (const moves of sold) {
      const first = moves[0];
      const view = first ? views.get(first.schemeCode) : undefined;
      if (!first || !view) continue;
      const { gainsClass, gains } = ledgerGains(moves, view, loads, range);
      const schemeName = schemeDisplayName(view.name, view.plan, view.option);
      choices.push({ folioNo: first.folioNo, schemeCode: first.schemeCode, schemeName });
      if (ask.folioNo && ask.folioNo !== first.folioNo) continue;
      if (ask.schemeCode && ask.schemeCode !== first.schemeCode) continue;
      const sales = salesOfTerm(gains.sales, ask.term);
      if (sales.length === 0) continue;
      const scheme = { view, schemeName, gainsClass, sales };
      kept.push(scheme);
      schemes.push({
        acCode: basis.codeOf.get(first.accountId) ?? ask.acCode,
        folioNo: first.folioNo,
        schemeCode: first.schemeCode,
        schemeName,
        amc: folioOf.get(first.folioNo)?.amc ?? view.amc,
        ...schemeGainsView(scheme),
      });
    }
    schemes.sort(byNameThenFolio);
    choices.sort(byNameThenFolio);
    return {
      statement: {
        acCode: ask.acCode,
        financialYear,
        financialYears: years,
        fromDate: range.from,
        toDate: range.to,
        term: ask.term,
        schemes,
        choices,
        totals: figuresView(gainTotals(kept.map((scheme) => gainTotals(scheme.sales)))),
        periods: periodsView(financialYear, kept),
      },
      holders: basis.holders,
      kept,
    };
  }

  async transactions(
    principal: SessionPrincipal,
    ask: TransactionAsk,
  ): Promise<{ statement: TTransactionStatementResponse; holders: StatementHolder[] }> {
    const basis = await this.portfolio.statementBasis(principal, ask.acCode);
    if (basis.folios.length === 0) throw bad(reportMessages.noFolios, 'NO_FOLIOS');
    const folio = ask.folioNo
      ? basis.folios.find((f) => f.folioNo === ask.folioNo)
      : basis.folios[0];
    if (!folio) throw bad(reportMessages.folioNotFound, 'FOLIO_NOT_FOUND');
    const moves = basis.movements.filter(
      (m) => m.folioNo === folio.folioNo && m.accountId === folio.accountId,
    );
    const awaiting = awaitingOfFolio(basis, folio, ask.toDate);
    const views = await this.schemeViews([
      ...moves.map((m) => m.schemeCode),
      ...awaiting.map((o) => o.schemeCode),
    ]);
    const balances = unitBalances(moves, ask.fromDate, ask.toDate);
    const schemes = balances.map((scheme) => transactionSchemeView(scheme, views));
    schemes.sort((a, b) => a.schemeName.localeCompare(b.schemeName));
    const sum = (pick: (s: SchemeBalance) => Paise) =>
      paiseToWire(balances.reduce((total, s) => total + pick(s), 0n));
    return {
      statement: {
        acCode: basis.codeOf.get(folio.accountId) ?? ask.acCode,
        folioNo: folio.folioNo,
        amc: folio.amc,
        folios: basis.folios.map((f) => ({
          folioNo: f.folioNo,
          amc: f.amc,
          acCode: basis.codeOf.get(f.accountId) ?? ask.acCode,
        })),
        fromDate: ask.fromDate,
        toDate: ask.toDate,
        schemes,
        totals: {
          inPaise: sum((s) => s.inPaise),
          outPaise: sum((s) => s.outPaise),
          stampDutyPaise: sum((s) => s.stampDutyPaise),
        },
        awaitingNav: awaiting.map((order) => awaitingView(order, views)),
      },
      holders: basis.holders.filter((h) => h.id === folio.accountId),
    };
  }
}

type Movement = StatementBasis['movements'][number];
type Folio = StatementBasis['folios'][number];
type AwaitingOrder = StatementBasis['awaitingNav'][number];
type SchemeBalance = ReturnType<typeof unitBalances>[number];
type YearRange = NonNullable<ReturnType<typeof financialYearRange>>;

const byNameThenFolio = (
  a: { schemeName: string; folioNo: string },
  b: { schemeName: string; folioNo: string },
) => a.schemeName.localeCompare(b.schemeName) || a.folioNo.localeCompare(b.folioNo);

/** The movements of each folio scheme with a sale in the year: only those need replaying. */
function soldInYear(movements: Movement[], range: YearRange): Movement[][] {
  const groups = new Map<string, Movement[]>();
  for (const move of movements) {
    const key = `${move.accountId}|${move.folioNo}|${move.schemeCode}`;
    const group = groups.get(key);
    if (group) group.push(move);
    else groups.set(key, [move]);
  }
  return [...groups.values()].filter((moves) =>
    moves.some((m) => m.flow === 'OUT' && m.navDate >= range.from && m.navDate <= range.to),
  );
}

/** The sales of the term asked for: every sale, or each sale's lots of that term. */
function salesOfTerm(sales: SaleGains[], term: CapitalGainAsk['term']): SaleGains[] {
  return term === 'ALL'
    ? sales
    : sales.flatMap((sale) => onlyTerm(sale, term as 'SHORT' | 'LONG') ?? []);
}

/** A scheme's gains as the statement shows them, sale by sale and lot by lot. */
function schemeGainsView({ view, gainsClass, sales }: SchemeGains) {
  return {
    orientation: fundOrientationOf({ category: view.category, name: view.name }),
    gainsClass,
    gainsClassText: gainsClassTexts[gainsClass],
    grandfatheringNav: view.grandfatheringNav,
    ...figuresView(gainTotals(sales)),
    sales: sales.map((sale) => ({
      ...figuresView(sale),
      orderRef: sale.ref,
      trxnType: sale.trxnType,
      trxnTypeLabel: transactionTypeLabel(sale.trxnType),
      saleDate: sale.saleDate,
      saleNav: sale.saleNav,
      netPaise: paiseToWire(sale.netPaise),
      lots: sale.lots.map((lot) => ({
        ...lot,
        stampDutyPaise: paiseToWire(lot.stampDutyPaise),
        acquisitionCostPaise: paiseToWire(lot.acquisitionCostPaise),
        fairMarketValuePaise: nullablePaise(lot.fairMarketValuePaise),
        costPaise: paiseToWire(lot.costPaise),
        saleValuePaise: paiseToWire(lot.saleValuePaise),
        exitLoadPaise: paiseToWire(lot.exitLoadPaise),
        termText: lotTermTexts[lot.term],
        gainPaise: paiseToWire(lot.gainPaise),
      })),
    })),
  };
}

/** The gains by period of the financial year, by section. */
function periodsView(
  financialYear: string,
  kept: SchemeGains[],
): TCapitalGainStatementResponse['periods'] {
  return gainsPeriodTotals(
    financialYear,
    kept.flatMap((scheme) =>
      scheme.sales.flatMap((sale) =>
        sale.lots.map((lot) => ({
          gainsClass: scheme.gainsClass,
          term: lot.term,
          soldOn: sale.saleDate,
          gainPaise: lot.gainPaise,
        })),
      ),
    ),
  ).map((line) => ({
    period: line.period,
    label: gainsPeriodTexts[line.period],
    fromDate: line.from,
    toDate: line.to,
    s111aPaise: paiseToWire(line.s111aPaise),
    s112aPaise: paiseToWire(line.s112aPaise),
    otherPaise: paiseToWire(line.otherPaise),
  }));
}

/** Paid orders of a folio still awaiting their NAV by the statement's end. */
function awaitingOfFolio(basis: StatementBasis, folio: Folio, toDate: string): AwaitingOrder[] {
  // An order names its folio, or goes to the account's first folio with its AMC when allotted.
  const firstOfAmc = basis.folios.find(
    (f) => f.accountId === folio.accountId && f.amc === folio.amc && f.mode === 'P',
  );
  return basis.awaitingNav.filter(
    (order) =>
      order.accountId === folio.accountId &&
      order.placedDate <= toDate &&
      (order.folioNo === ''
        ? order.amc === folio.amc && firstOfAmc?.folioNo === folio.folioNo
        : order.folioNo === folio.folioNo),
  );
}

function transactionSchemeView(scheme: SchemeBalance, views: Map<number, SchemeView>) {
  const view = views.get(scheme.schemeCode);
  return {
    ...scheme,
    schemeName: view
      ? schemeDisplayName(view.name, view.plan, view.option)
      : String(scheme.schemeCode),
    inPaise: paiseToWire(scheme.inPaise),
    outPaise: paiseToWire(scheme.outPaise),
    lines: scheme.lines.map(({ row, balanceUnits }) => ({
      transactionId: row.id,
      tradeDate: row.tradeDate,
      navDate: row.navDate,
      trxnType: row.trxnType,
      trxnTypeLabel: transactionTypeLabel(row.trxnType),
      flow: row.flow === 'OUT' ? ('OUT' as const) : ('IN' as const),
      amountPaise: paiseToWire(row.amountPaise),
      stampDutyPaise: paiseToWire(row.stampDutyPaise),
      units: row.units,
      nav: row.nav,
      balanceUnits,
    })),
  };
}

function awaitingView(order: AwaitingOrder, views: Map<number, SchemeView>) {
  const view = views.get(order.schemeCode);
  return {
    orderRef: order.orderRef,
    schemeCode: order.schemeCode,
    schemeName: view ? schemeDisplayName(view.name, view.plan, view.option) : order.schemeName,
    trxnType: order.trxnType,
    trxnTypeLabel: transactionTypeLabel(order.trxnType),
    amountPaise: paiseToWire(order.amountPaise),
    placedDate: order.placedDate,
    navDate: order.navDate,
    status: sellMessages.awaitingNav(showDate(order.navDate)),
  };
}
