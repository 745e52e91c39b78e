import {
  allInvestorsCode,
  assetClassOf,
  formatDate,
  paiseToWire,
  productCatalogue,
  schemeDisplayName,
  type Paise,
  transactionTypeLabel,
  type TGetHoldingsResponse,
  type TGetSipRegistrationsResponse,
  type TGetSwpRegistrationsResponse,
  type TGetTransactionsResponse,
  type TNetWorthReportResponse,
  type ZRegisteredPlan,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { SessionPrincipal } from '../access/index.js';
import type { SchemeService } from '../schemes/index.js';
import type { AccountCodeService } from '../shell/index.js';
import { codeScope, type CodeScope } from './code-scope.js';
import { allocationView, holdingView, valuationView } from './figure-views.js';
import * as repo from './repository.js';
import { valuePortfolio, type HoldingFigures, type SchemeFacts } from './valuation.js';

/**
 * Paid orders whose units wait for the NAV of their date. Checkout knows them and provides this
 * when the app is put together, so the portfolio depends on no area that places orders.
 */
export interface AwaitingOrders {
  awaitingNav(accountIds: number[]): Promise<
    {
      orderRef: string;
      accountId: number;
      schemeCode: number;
      schemeName: string;
      trxnType: string;
      amountPaise: Paise;
      placedDate: string;
      navDate: string;
      /** The folio chosen at purchase; '' for the first folio with the AMC, or a new one. */
      folioNo: string;
      amc: string;
    }[]
  >;
}

/** The stops registered on SIPs, from the plans area, so the SIP list can show them. */
export interface SipStops {
  /** SIP id to the date its live stop takes effect. */
  sipStopsOf(accountIds: number[]): Promise<Map<number, string>>;
}

const factCacheMs = 5 * 60_000;

const mutualFunds = productCatalogue.find((p) => p.id === 'mutual-funds');

/** What a SIP and an SWP report alike: whose it is, the scheme, the schedule and whether it runs. */
function registeredPlan(
  plan: repo.SipRegistrationRow | repo.SwpRegistrationRow,
  scope: CodeScope,
  acCode: string,
  facts: Map<number, SchemeFacts>,
): Omit<z.output<typeof ZRegisteredPlan>, 'amountPaise'> {
  const stopped = plan.status === 'STOPPED';
  return {
    acCode: scope.codeOf.get(plan.accountId) ?? acCode,
    schemeCode: plan.schemeCode,
    schemeName: facts.get(plan.schemeCode)?.name ?? String(plan.schemeCode),
    folioNo: plan.folioNo,
    frequencyId: plan.frequencyId,
    startDate: plan.startDate,
    endDate: plan.endDate,
    installments: plan.installments,
    status: stopped ? 'STOPPED' : 'ACTIVE',
    nextInstallmentDate: stopped ? null : plan.nextInstallmentDate,
  };
}

/** What the statements of a visible account code are built from. */
export interface StatementBasis {
  /** Account id to its account code. */
  codeOf: Map<number, string>;
  holders: { id: number; name: string; pan: string; njAcNo: string }[];
  folios: repo.FolioRow[];
  /** Allotted unit movements, by NAV date. */
  movements: repo.MfTransactionRow[];
  /** Paid orders whose units wait for the NAV of their date, oldest first. */
  awaitingNav: Awaited<ReturnType<AwaitingOrders['awaitingNav']>>;
}

/** The read side of the portfolio: net worth, holdings, transactions and SIPs of visible codes. */
export class PortfolioReports {
  private readonly factCache = new Map<number, { facts: SchemeFacts; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly accountCodes: AccountCodeService,
    private readonly awaiting: AwaitingOrders,
    private readonly stops?: SipStops,
  ) {}

  /**
   * Net worth as on a date. A date the business day has not reached yet is taken as today: no
   * figure is worked out at NAVs that are not published; the reply names the date it used.
   */
  async netWorth(
    principal: SessionPrincipal,
    acCode: string,
    askedIso: string,
  ): Promise<TNetWorthReportResponse> {
    const today = this.today();
    const asOnIso = askedIso > today ? today : askedIso;
    const scope = await this.scope(principal, acCode);
    const figures = await this.figures(scope, asOnIso);
    const total = valuationView(figures.total);
    return {
      acCode: acCode.toUpperCase() === allInvestorsCode ? allInvestorsCode : acCode,
      asOnDate: formatDate(asOnIso, '/'),
      netWorthPaise: total.currentValuePaise,
      ...total,
      navDate: figures.navDate,
      byProduct:
        figures.holdings.length > 0
          ? [
              {
                productId: mutualFunds?.id ?? 'mutual-funds',
                product: mutualFunds?.name ?? 'Mutual Funds',
                ...total,
              },
            ]
          : [],
      byAssetClass: allocationView(figures.allocation),
    };
  }

  async holdings(principal: SessionPrincipal, acCode: string): Promise<TGetHoldingsResponse> {
    return this.holdingsIn(await this.scope(principal, acCode), acCode);
  }

  /** One account's holding statement, for a report the investor shared through a trusted link. */
  sharedHoldings(accountId: number, acCode: string): Promise<TGetHoldingsResponse> {
    return this.holdingsIn(
      { codeOf: new Map([[accountId, acCode]]), accountIds: [accountId] },
      acCode,
    );
  }

  private async holdingsIn(scope: CodeScope, acCode: string): Promise<TGetHoldingsResponse> {
    const figures = await this.figures(scope, this.today());
    return {
      acCode,
      summary: { ...valuationView(figures.total), navDate: figures.navDate },
      holdings: figures.holdings.map((holding) =>
        holdingView(holding, scope.codeOf.get(holding.accountId) ?? acCode),
      ),
      allocation: allocationView(figures.allocation),
    };
  }

  async transactions(
    principal: SessionPrincipal,
    acCode: string,
    page: number,
    pageSize: number,
  ): Promise<TGetTransactionsResponse> {
    const scope = await this.scope(principal, acCode);
    if (scope.accountIds.length === 0)
      return { items: [], awaitingNav: [], page, pageSize, total: 0 };
    const [{ rows, total }, awaiting] = await Promise.all([
      repo.transactionPage(this.db, scope.accountIds, pageSize, (page - 1) * pageSize),
      page === 1 ? this.awaiting.awaitingNav(scope.accountIds) : [],
    ]);
    const facts = await this.facts([...rows, ...awaiting].map((r) => r.schemeCode));
    return {
      awaitingNav: awaiting.map(({ accountId, amountPaise, folioNo: _f, amc: _a, ...order }) => ({
        ...order,
        acCode: scope.codeOf.get(accountId) ?? acCode,
        schemeName: facts.get(order.schemeCode)?.name ?? order.schemeName,
        trxnTypeLabel: transactionTypeLabel(order.trxnType),
        amountPaise: paiseToWire(amountPaise),
      })),
      items: rows.map((row) => ({
        transactionId: row.id,
        acCode: scope.codeOf.get(row.accountId) ?? acCode,
        tradeDate: row.tradeDate,
        trxnType: row.trxnType,
        trxnTypeLabel: transactionTypeLabel(row.trxnType),
        flow: row.flow === 'OUT' ? 'OUT' : 'IN',
        schemeCode: row.schemeCode,
        schemeName: facts.get(row.schemeCode)?.name ?? String(row.schemeCode),
        folioNo: row.folioNo,
        amountPaise: paiseToWire(row.amountPaise),
        stampDutyPaise: paiseToWire(row.stampDutyPaise),
        units: row.units,
        nav: row.nav,
        navDate: row.navDate,
        status: row.status,
      })),
      page,
      pageSize,
      total,
    };
  }

  async sips(principal: SessionPrincipal, acCode: string): Promise<TGetSipRegistrationsResponse> {
    const scope = await this.scope(principal, acCode);
    if (scope.accountIds.length === 0) return [];
    const rows = await repo.sipsOf(this.db, scope.accountIds);
    const facts = await this.facts(rows.map((r) => r.sip.schemeCode));
    const stops = (await this.stops?.sipStopsOf(scope.accountIds)) ?? new Map<number, string>();
    return rows.map(({ sip, installmentsDone }) => ({
      sipId: sip.id,
      ...registeredPlan(sip, scope, acCode, facts),
      amountPaise: paiseToWire(sip.amountPaise),
      sipDay: sip.sipDay,
      installmentsDone,
      mandateNo: sip.mandateNo,
      stopFrom: sip.status === 'ACTIVE' ? (stops.get(sip.id) ?? null) : null,
    }));
  }

  async swps(principal: SessionPrincipal, acCode: string): Promise<TGetSwpRegistrationsResponse> {
    const scope = await this.scope(principal, acCode);
    if (scope.accountIds.length === 0) return [];
    const rows = await repo.swpsOf(this.db, scope.accountIds);
    const facts = await this.facts(rows.map((r) => r.schemeCode));
    return rows.map((swp) => ({
      swpId: swp.id,
      ...registeredPlan(swp, scope, acCode, facts),
      amountPaise: paiseToWire(swp.amountPaise),
      installmentDay: swp.installmentDay,
    }));
  }

  /**
   * The accounts behind a code the session may see (403 for anyone else's), their folios, every
   * allotted movement and the paid orders awaiting their NAV: the statements read nothing else.
   */
  async statementBasis(principal: SessionPrincipal, acCode: string): Promise<StatementBasis> {
    const scope = await this.scope(principal, acCode);
    if (scope.accountIds.length === 0)
      return { codeOf: scope.codeOf, holders: [], folios: [], movements: [], awaitingNav: [] };
    const [holders, folios, movements, awaitingNav] = await Promise.all([
      repo.holdersOf(this.db, scope.accountIds),
      repo.foliosOfAccounts(this.db, scope.accountIds),
      repo.allottedMovementsOf(this.db, scope.accountIds),
      this.awaiting.awaitingNav(scope.accountIds),
    ]);
    return { codeOf: scope.codeOf, holders, folios, movements, awaitingNav };
  }

  private today(): string {
    return businessDate(this.clock);
  }

  /** One account's holdings at the NAVs published by today, for the areas built on them (goals). */
  async accountHoldings(accountId: number): Promise<HoldingFigures[]> {
    const scope = { codeOf: new Map<number, string>(), accountIds: [accountId] };
    return (await this.figures(scope, this.today())).holdings;
  }

  private scope(principal: SessionPrincipal, acCode: string): Promise<CodeScope> {
    return codeScope(this.db, this.accountCodes, principal, acCode);
  }

  /** Values the scope on a date at the NAVs published by then, never at a later one. */
  private async figures(scope: CodeScope, asOn: string) {
    const rows =
      scope.accountIds.length === 0 ? [] : await repo.allottedUpTo(this.db, scope.accountIds, asOn);
    const codes = [...new Set(rows.map((r) => r.schemeCode))];
    const [facts, navs] = await Promise.all([this.facts(codes), this.schemes.navsOn(codes, asOn)]);
    return valuePortfolio(rows, facts, navs, asOn);
  }

  /** Names, fund houses and types change only with an AMFI import; a few minutes' cache is safe. */
  private async facts(codes: number[]): Promise<Map<number, SchemeFacts>> {
    const now = performance.now();
    const facts = new Map<number, SchemeFacts>();
    const missing: number[] = [];
    for (const code of new Set(codes)) {
      const cached = this.factCache.get(code);
      if (cached && now - cached.at < factCacheMs) facts.set(code, cached.facts);
      else missing.push(code);
    }
    const views = await Promise.all(missing.map((code) => this.schemes.get(code)));
    missing.forEach((code, i) => {
      const view = views[i];
      if (!view) return;
      const fact = {
        name: schemeDisplayName(view.name, view.plan, view.option),
        amc: view.amc,
        schemeType: view.schemeType,
        assetClass: assetClassOf(view),
        lockInDays: view.attributes.lockInDays,
      };
      facts.set(code, fact);
      this.factCache.set(code, { facts: fact, at: now });
    });
    return facts;
  }
}
