import {
  nfoOfferNav,
  nfoSchemeCodes,
  nfoStatus,
  nfoWindow,
  paiseToWire,
  schemeMessages,
  type FundCategoryId,
  type NfoStatus,
  type RiskLevelNo,
  type TCategoryReturn,
  type TNfoItem,
  type TSuggestedScheme,
  type TGetSchemeInsightResponse,
  type TGetSchemeListResponse,
  type TSchemeListFilter,
  type TSearchSchemesQuery,
  type TSearchSchemesResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import { schemeDocumentPdf, type SchemeDocumentKind } from './documents.js';
import { insightHistoryStart, insightOf, schemeDocuments } from './insight.js';
import { ListingIndex } from './listing-index.js';
import {
  historyBetween,
  historyOnOrAfter,
  historyOnOrBefore,
  importStamp,
  latestNavRows,
  listingSlice,
  schemeByCode,
  schemesOfAmc,
  type NavPoint,
} from './repository.js';
import { identityOf, viewOf, type SchemeView } from './view.js';

export type { NavPoint } from './repository.js';
export type { SchemeView } from './view.js';

export interface SchemeServiceOptions {
  /** How stale the listing may be before it checks for a newer AMFI import. */
  importCheckMs?: number;
}

/** Scheme master, attributes and NAV reads for the listing, insight, purchase and portfolio. */
export class SchemeService {
  private index: { stamp: string; built: Promise<ListingIndex>; checkedAt: number } | null = null;
  private refreshing: Promise<void> | null = null;

  private readonly importCheckMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    options: SchemeServiceOptions = {},
  ) {
    this.importCheckMs = options.importCheckMs ?? 60_000;
  }

  /** The business day in India, the date NAVs and cut-offs are reckoned in. */
  today(): string {
    return businessDate(this.clock);
  }

  /**
   * The master row with its attributes and the latest NAV published by today: on a business clock
   * behind the newest import, the history's NAV of that day stands in for the master's.
   */
  async get(schemeCode: number): Promise<SchemeView | null> {
    const row = await schemeByCode(this.db, schemeCode);
    if (!row) return null;
    const today = this.today();
    if (row.latestNavDate === null || row.latestNavDate <= today) return viewOf(row);
    const known = await historyOnOrBefore(this.db, schemeCode, today);
    return viewOf({ ...row, latestNav: known?.nav ?? null, latestNavDate: known?.navDate ?? null });
  }

  /** The active schemes of a fund house with their attributes, by name (switch targets). */
  async ofAmc(amc: string): Promise<SchemeView[]> {
    return (await schemesOfAmc(this.db, amc)).map(viewOf);
  }

  /** The latest NAV published by today of each code that has one; unknown codes are left out. */
  latestNavs(codes: number[]): Promise<Map<number, NavPoint>> {
    return this.navsOn(codes, this.today());
  }

  /**
   * The NAV that applied on a date for each code that has one by then. The master's latest NAV
   * answers whenever it is dated on or before the date in one query; only older dates look into
   * the history.
   */
  async navsOn(codes: number[], isoDate: string): Promise<Map<number, NavPoint>> {
    const navs = new Map<number, NavPoint>();
    const unique = [...new Set(codes)];
    if (unique.length === 0) return navs;
    const older: number[] = [];
    for (const row of await latestNavRows(this.db, unique)) {
      if (row.nav !== null && row.navDate !== null && row.navDate <= isoDate)
        navs.set(row.schemeCode, { nav: row.nav, navDate: row.navDate });
      else older.push(row.schemeCode);
    }
    const found = await Promise.all(older.map((code) => historyOnOrBefore(this.db, code, isoDate)));
    older.forEach((code, i) => {
      const nav = found[i];
      if (nav) navs.set(code, nav);
    });
    return navs;
  }

  /**
   * The NAV that applied on a date: the latest on or before it in the history, or the master's
   * latest NAV when that is later but still on or before the date; never one dated after it.
   */
  async navOnOrBefore(schemeCode: number, isoDate: string): Promise<NavPoint | null> {
    return (await this.navsOn([schemeCode], isoDate)).get(schemeCode) ?? null;
  }

  /** The first NAV dated on or after a date (the NAV an order of that date is allotted at), or null. */
  async navOnOrAfter(schemeCode: number, isoDate: string): Promise<NavPoint | null> {
    const [history, row] = await Promise.all([
      historyOnOrAfter(this.db, schemeCode, isoDate),
      schemeByCode(this.db, schemeCode),
    ]);
    if (history) return history;
    return row?.latestNav != null && row.latestNavDate != null && row.latestNavDate >= isoDate
      ? { nav: row.latestNav, navDate: row.latestNavDate }
      : null;
  }

  /** NAVs between two dates inclusive, oldest first. */
  async navSeries(schemeCode: number, fromIso: string, toIso: string): Promise<NavPoint[]> {
    return historyBetween(this.db, schemeCode, fromIso, toIso);
  }

  /** What /scheme-insight shows: NAVs, returns, attributes and documents of one scheme. */
  async insight(schemeCode: number): Promise<TGetSchemeInsightResponse> {
    const view = await this.require(schemeCode);
    const history = view.latestNavDate
      ? await this.navSeries(
          schemeCode,
          insightHistoryStart(view.latestNavDate),
          view.latestNavDate,
        )
      : [];
    return insightOf(view, history, this.today());
  }

  /** The generated KIM, SID and SAI of a scheme, as links to the documents served below. */
  documentLinks(schemeCode: number): ReturnType<typeof schemeDocuments> {
    return schemeDocuments(schemeCode);
  }

  async document(schemeCode: number, kind: SchemeDocumentKind): Promise<Buffer> {
    return schemeDocumentPdf(await this.require(schemeCode), kind);
  }

  private async require(schemeCode: number): Promise<SchemeView> {
    const view = await this.get(schemeCode);
    if (!view) throw new AppError(400, 'SCHEME_NOT_FOUND', schemeMessages.schemeNotFound);
    return view;
  }

  /** One page of the listing with the filter options. */
  async filter(filter: TSchemeListFilter): Promise<TGetSchemeListResponse> {
    return (await this.listing()).query(filter);
  }

  /** The header search's funds, from the same in-memory listing. */
  async search(query: TSearchSchemesQuery): Promise<TSearchSchemesResponse> {
    return (await this.listing()).search(query.searchKeyword, query.maxResults);
  }

  /** Each fund category's median one-year return as on the business day (listing-index.ts). */
  async categoryReturns(): Promise<{ asOnDate: string; categories: TCategoryReturn[] }> {
    const listing = await this.listing();
    return { asOnDate: this.today(), categories: listing.categoryReturns() };
  }

  /** A category's best direct growth plans within a riskometer level, for suggestions. */
  async categoryLeaders(
    categoryId: FundCategoryId,
    maxLevel: RiskLevelNo,
    limit: number,
  ): Promise<TSuggestedScheme[]> {
    return (await this.listing()).leaders(categoryId, maxLevel, limit);
  }

  /**
   * The new fund offers of the scheme master with their windows as on the business day: open
   * ones first, then upcoming, then closed, each by name; those whose name or fund house holds
   * every word of `keyword`. Schemes no longer listed by AMFI are left out.
   */
  async newFundOffers(keyword = ''): Promise<{ asOnDate: string; nfos: TNfoItem[] }> {
    const today = this.today();
    const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
    const views = await Promise.all(nfoSchemeCodes.map((code) => this.get(code)));
    const order: Record<NfoStatus, number> = { OPEN: 0, UPCOMING: 1, CLOSED: 2 };
    const nfos = views
      .filter((view): view is SchemeView => view !== null && view.active && view.attributes.isNfo)
      .filter((view) => {
        const haystack = `${view.name} ${view.amc}`.toLowerCase();
        return words.every((w) => haystack.includes(w));
      })
      .flatMap((view) => {
        const window = nfoWindow(view.schemeCode, today);
        if (!window) return [];
        const identity = identityOf(view);
        const a = view.attributes;
        return [
          {
            schCode: identity.schCode,
            schName: identity.schName,
            amc: identity.amc,
            category: identity.category,
            subType: identity.subType,
            plan: identity.plan,
            option: identity.option,
            riskometerVal: a.riskometer.label,
            riskLevel: a.riskometer.level,
            openDate: window.openDate,
            closeDate: window.closeDate,
            status: nfoStatus(window, today),
            offerNav: nfoOfferNav,
            minLumpsumPaise: paiseToWire(a.minLumpsumPaise),
            minSipPaise: paiseToWire(a.minSipPaise),
            sipAllowed: a.sipFrequencies.length > 0,
            exitLoad: a.exitLoad,
            benchmark: a.benchmark,
          },
        ];
      })
      .sort((x, y) => order[x.status] - order[y.status] || x.schName.localeCompare(y.schName));
    return { asOnDate: today, nfos };
  }

  /** Builds the in-memory listing now (start-up and benches), instead of on the first request. */
  async warm(): Promise<number> {
    return (await this.listing()).size;
  }

  /**
   * The listing as on the business day: built once, built again when an AMFI import lands (checked
   * every importCheckMs) or at once when the business day moves on.
   */
  private async listing(): Promise<ListingIndex> {
    const now = this.clockless();
    const today = this.today();
    if (!this.index) {
      const stamp = `${await importStamp(this.db)}|${today}`;
      const built = this.buildListing(today);
      this.index = { stamp, built, checkedAt: now };
      built.catch(() => {
        this.index = null;
      });
    } else if (
      (now - this.index.checkedAt >= this.importCheckMs || !this.index.stamp.endsWith(today)) &&
      !this.refreshing
    ) {
      this.index.checkedAt = now;
      // The current index keeps answering while a newer one is built.
      this.refreshing = this.refresh(today).finally(() => {
        this.refreshing = null;
      });
    }
    return this.index.built;
  }

  private async refresh(today: string): Promise<void> {
    try {
      const stamp = `${await importStamp(this.db)}|${today}`;
      if (!this.index || stamp === this.index.stamp) return;
      const index = await this.buildListing(today);
      this.index = { stamp, built: Promise.resolve(index), checkedAt: this.clockless() };
    } catch {
      // A failed refresh keeps the index it has; the next check tries again.
    }
  }

  private buildListing(asOn: string): Promise<ListingIndex> {
    return ListingIndex.build((after, limit) => listingSlice(this.db, asOn, after, limit));
  }

  /** Monotonic time for the refresh check: the business clock may be fixed in tests. */
  private clockless(): number {
    return performance.now();
  }
}
