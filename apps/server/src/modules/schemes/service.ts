import {
  istDate,
  schemeMessages,
  type TGetSchemeInsightResponse,
  type TGetSchemeListResponse,
  type TSchemeListFilter,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { schemeDocumentPdf, type SchemeDocumentKind } from './documents.js';
import { insightHistoryStart, insightOf, schemeDocuments } from './insight.js';
import { ListingIndex } from './listing-index.js';
import {
  historyBetween,
  historyOnOrBefore,
  importStamp,
  latestNavRows,
  listingRows,
  schemeByCode,
  type NavPoint,
} from './repository.js';
import { viewOf, type SchemeView } from './view.js';

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

  /** Today's date in India, the date NAVs and cut-offs are reckoned in. */
  today(): string {
    return istDate(this.clock.now());
  }

  async get(schemeCode: number): Promise<SchemeView | null> {
    const row = await schemeByCode(this.db, schemeCode);
    return row ? viewOf(row) : null;
  }

  /** The master's latest NAV of each code that has one; unknown codes are left out. */
  async latestNavs(codes: number[]): Promise<Map<number, NavPoint>> {
    const result = new Map<number, NavPoint>();
    const unique = [...new Set(codes)];
    if (unique.length === 0) return result;
    for (const row of await latestNavRows(this.db, unique)) {
      if (row.nav !== null && row.navDate !== null) {
        result.set(row.schemeCode, { nav: row.nav, navDate: row.navDate });
      }
    }
    return result;
  }

  /**
   * The NAV that applied on a date: the latest on or before it in the history, or the master's
   * latest NAV when that is later but still on or before the date, or when the history has none.
   */
  async navOnOrBefore(schemeCode: number, isoDate: string): Promise<NavPoint | null> {
    const [history, row] = await Promise.all([
      historyOnOrBefore(this.db, schemeCode, isoDate),
      schemeByCode(this.db, schemeCode),
    ]);
    const master =
      row?.latestNav != null && row.latestNavDate != null
        ? { nav: row.latestNav, navDate: row.latestNavDate }
        : null;
    if (master && master.navDate <= isoDate && (!history || master.navDate > history.navDate)) {
      return master;
    }
    return history ?? master;
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

  /** Builds the in-memory listing now (start-up and benches), instead of on the first request. */
  async warm(): Promise<number> {
    return (await this.listing()).size;
  }

  private async listing(): Promise<ListingIndex> {
    const now = this.clockless();
    if (!this.index) {
      const stamp = await importStamp(this.db);
      const built = listingRows(this.db).then((rows) => new ListingIndex(rows));
      this.index = { stamp, built, checkedAt: now };
      built.catch(() => {
        this.index = null;
      });
    } else if (now - this.index.checkedAt >= this.importCheckMs && !this.refreshing) {
      this.index.checkedAt = now;
      // The current index keeps answering while a newer one is built.
      this.refreshing = this.refresh().finally(() => {
        this.refreshing = null;
      });
    }
    return this.index.built;
  }

  private async refresh(): Promise<void> {
    try {
      const stamp = await importStamp(this.db);
      if (!this.index || stamp === this.index.stamp) return;
      const index = new ListingIndex(await listingRows(this.db));
      this.index = { stamp, built: Promise.resolve(index), checkedAt: this.clockless() };
    } catch {
      // A failed refresh keeps the index it has; the next check tries again.
    }
  }

  /** Monotonic time for the refresh check: the business clock may be fixed in tests. */
  private clockless(): number {
    return performance.now();
  }
}
