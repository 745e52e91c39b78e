import {
  isPurchaseFrequency,
  isRiskLevel,
  leastAmountForMinimums,
  monthsBefore,
  paiseToRupeeText,
  portfolioReturn,
  portfolioRisk,
  purchaseFrequencies,
  weightText,
  type Paise,
  type PurchaseFrequencyId,
  type RiskLevel,
  type TMarsFilters,
  type TMarsPortfolio,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { SchemeService, SchemeView } from '../schemes/index.js';
import * as repo from './repository.js';

/** The horizons a MARS return is measured over, in years. */
export const marsHorizons = [1, 3, 5] as const;
export type MarsHorizon = (typeof marsHorizons)[number];

/** Every scheme of a portfolio takes amounts in multiples of ₹1. */
export const rupeeStep: Paise = 100n;

/** A portfolio with the master rows of its schemes, as offered today. */
export interface MarsDefinition {
  rows: repo.PortfolioRows;
  views: SchemeView[];
  weights: number[];
  /** The smallest lumpsum and SIP installment whose split meets every scheme's own minimum too. */
  minLumpsumPaise: Paise;
  minSipPaise: Paise;
  sipAllowed: boolean;
  swpAllowed: boolean;
  sipFrequencies: PurchaseFrequencyId[];
  sipDates: number[];
  /** Every scheme open for purchase, with a NAV. */
  open: boolean;
}

const horizonOf = (year: TMarsFilters['year']): MarsHorizon =>
  year === '3' ? 3 : year === '5' ? 5 : 1;

const max = (a: Paise, b: Paise) => (a > b ? a : b);

function intersect<T>(lists: readonly (readonly T[])[]): T[] {
  const [first = [], ...rest] = lists;
  return first.filter((item) => rest.every((list) => list.includes(item)));
}

/** Keeps a bounded number of worked-out returns: they change only when a NAV date does. */
const cacheLimit = 200;

/**
 * The MARS portfolios as offered: schemes, weights, minimums, risk, and returns worked out from
 * the schemes' NAV history as of the latest NAV date (rule portfolioReturn).
 */
export class MarsCatalogue {
  private readonly returnsCache = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly schemes: SchemeService,
  ) {}

  /** A portfolio with its schemes' master rows; null when it or one of its schemes is unknown. */
  async definition(marsId: string): Promise<MarsDefinition | null> {
    const rows = await repo.portfolio(this.db, marsId);
    return rows ? this.define(rows) : null;
  }

  private async define(rows: repo.PortfolioRows): Promise<MarsDefinition | null> {
    const views: SchemeView[] = [];
    for (const leg of rows.schemes) {
      const view = await this.schemes.get(leg.schemeCode);
      if (!view) return null;
      views.push(view);
    }
    if (views.length === 0) return null;
    const weights = rows.schemes.map((leg) => leg.weightBps);
    const { portfolio } = rows;
    const sipFrequencies = intersect(
      views.map((v) =>
        v.attributes.sipFrequencies.map((f) => f.freqId as string).filter(isPurchaseFrequency),
      ),
    );
    const sipDates = intersect(views.map((v) => v.attributes.sipDates));
    const sipAllowed =
      portfolio.sipAllowed === 'Y' && sipFrequencies.length > 0 && sipDates.length > 0;
    const least = (min: (view: SchemeView) => Paise) =>
      leastAmountForMinimums(
        views.map((view, i) => ({ weightBps: weights[i] ?? 0, minPaise: min(view) })),
        rupeeStep,
      );
    return {
      rows,
      views,
      weights,
      minLumpsumPaise: max(
        portfolio.minLumpsumPaise,
        least((v) => v.attributes.minLumpsumPaise),
      ),
      minSipPaise: sipAllowed
        ? max(
            portfolio.minSipPaise,
            least((v) => v.attributes.minSipPaise),
          )
        : 0n,
      sipAllowed,
      swpAllowed: portfolio.swpAllowed === 'Y' && views.every((v) => v.attributes.swpAllowed),
      sipFrequencies: sipAllowed ? sipFrequencies : [],
      sipDates: sipAllowed ? sipDates : [],
      open: views.every(
        (v) => v.active && v.attributes.purchaseAllowed && !v.attributes.isNfo && v.latestNav,
      ),
    };
  }

  /** The latest NAV date of the portfolio's schemes: the day its figures are as of. */
  private asOn(definition: MarsDefinition): string {
    return definition.views.reduce((latest, v) => {
      const date = v.latestNavDate ?? '';
      return date > latest ? date : latest;
    }, '');
  }

  /** The annualised return over a horizon as of a date; '' where the history is shorter. */
  private async returnOver(definition: MarsDefinition, asOn: string, years: MarsHorizon) {
    const key = `${definition.rows.portfolio.marsId}|${asOn}|${years}`;
    const cached = this.returnsCache.get(key);
    if (cached !== undefined) return cached;
    const codes = definition.views.map((v) => v.schemeCode);
    const [ends, starts] = await Promise.all([
      this.schemes.navsOn(codes, asOn),
      this.schemes.navsOn(codes, monthsBefore(asOn, years * 12)),
    ]);
    const legs = [];
    for (const [i, code] of codes.entries()) {
      const start = starts.get(code);
      const end = ends.get(code);
      if (!start || !end) {
        legs.length = 0;
        break;
      }
      legs.push({ weightBps: definition.weights[i] ?? 0, startNav: start.nav, endNav: end.nav });
    }
    const figure = legs.length > 0 ? (portfolioReturn(legs, years) ?? '') : '';
    if (this.returnsCache.size >= cacheLimit) this.returnsCache.clear();
    this.returnsCache.set(key, figure);
    return figure;
  }

  /** A portfolio as the contracts show it, its return over the horizon asked. */
  async view(definition: MarsDefinition, horizon: MarsHorizon): Promise<TMarsPortfolio> {
    const { portfolio, schemes } = definition.rows;
    const asOn = this.asOn(definition);
    const returns = [];
    for (const years of marsHorizons)
      returns.push({ years, percent: asOn ? await this.returnOver(definition, asOn, years) : '' });
    const risks = definition.views.map((v) => v.attributes.riskometer.label);
    const riskLabel = risks.every(isRiskLevel)
      ? portfolioRisk(
          risks.map((risk: RiskLevel, i) => ({ weightBps: definition.weights[i] ?? 0, risk })),
        )
      : '';
    return {
      marsId: portfolio.marsId,
      name: portfolio.name,
      objective: portfolio.objective,
      tags: portfolio.tags,
      riskLabel,
      isSipAllowed: definition.sipAllowed ? 'Y' : 'N',
      isSwpAllowed: definition.swpAllowed ? 'Y' : 'N',
      minLumpsum: paiseToRupeeText(definition.minLumpsumPaise),
      minSip: definition.sipAllowed ? paiseToRupeeText(definition.minSipPaise) : '',
      returnPercent: returns.find((r) => r.years === horizon)?.percent ?? '',
      returnYears: horizon,
      asOn,
      schemes: definition.views.map((v, i) => ({
        schcode: v.schemeCode,
        schemeName: v.name,
        amc: v.amc,
        category: v.category,
        weight: weightText(schemes[i]?.weightBps ?? 0),
        nav: v.latestNav ?? '',
        navDate: v.latestNavDate ?? '',
      })),
      returns,
      sipFrequencyList: definition.sipFrequencies.map((freqId) => ({
        freqId,
        freqName: purchaseFrequencies[freqId].label,
      })),
      sipDates: definition.sipDates,
    };
  }

  /**
   * The portfolios the filters let through (spec 1 section 3, MARS filters): any of the tags
   * chosen, SIP or SWP when asked for, and at least the return asked over the horizon chosen (a
   * portfolio without the history for the horizon has no return, so a return filter leaves it
   * out). The tags of every portfolio come along for the filter panel.
   */
  async list(filters: {
    tags: string[];
    sip: TMarsFilters['sip'];
    swp: TMarsFilters['swp'];
    year: TMarsFilters['year'];
    return: TMarsFilters['return'];
  }): Promise<{ portfolios: TMarsPortfolio[]; tags: string[] }> {
    const horizon = horizonOf(filters.year);
    const all: TMarsPortfolio[] = [];
    for (const rows of await repo.portfolios(this.db)) {
      const definition = await this.define(rows);
      if (definition?.open) all.push(await this.view(definition, horizon));
    }
    const tags = [...new Set(all.flatMap((p) => p.tags))];
    const wanted = new Set(filters.tags.map((t) => t.toLowerCase()));
    const least = filters.return === '' ? null : Number(filters.return);
    const portfolios = all.filter(
      (p) =>
        (wanted.size === 0 || p.tags.some((t) => wanted.has(t.toLowerCase()))) &&
        (filters.sip !== 'Y' || p.isSipAllowed === 'Y') &&
        (filters.swp !== 'Y' || p.isSwpAllowed === 'Y') &&
        (least === null || (p.returnPercent !== '' && Number(p.returnPercent) >= least)),
    );
    return { portfolios, tags };
  }

  async detail(marsId: string, year: TMarsFilters['year']): Promise<TMarsPortfolio | null> {
    const definition = await this.definition(marsId);
    return definition ? this.view(definition, horizonOf(year)) : null;
  }

  /** The portfolio a scheme belongs to, if any. */
  portfolioOfScheme(schemeCode: number) {
    return repo.portfolioOfScheme(this.db, schemeCode);
  }
}
