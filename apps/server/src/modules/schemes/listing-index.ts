import {
  fundCategories,
  fundCategoryOf,
  fundCategoryRisk,
  medianReturn,
  paiseToWire,
  pointToPointReturn,
  type FundCategoryId,
  type RiskLevelNo,
  type TCategoryReturn,
  type TSuggestedScheme,
  riskLevels,
  schemeTypes,
  type SchemeListSortKey,
  type TGetSchemeListResponse,
  type TSchemeIdentity,
  type TSchemeListFilter,
  type TSchemeListItem,
} from '@cdesk/domain';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { ListingRow } from './repository.js';
import { attributesOf, identityOf } from './view.js';

interface Entry {
  item: TSchemeListItem;
  /** Lower-cased name, AMC, code, plan and option: what a keyword is looked for in. */
  haystack: string;
  direct: boolean;
  amcKey: string;
  subTypeKey: string;
  /** The fund a plan or option belongs to: the 8-field file names all of them alike. */
  fundKey: string;
  /** The category investors choose among (goals, suggestions); null for other classes. */
  categoryId: FundCategoryId | null;
  minLumpsumPaise: bigint;
  minSipPaise: bigint;
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** A NAV or a percentage as a sortable number: only for ordering, never for arithmetic. */
function orderValue(text: string | null): number {
  return text === null ? Number.NEGATIVE_INFINITY : Number(text);
}

/** Positions of the entries (which are in name order) sorted by a key, ties in name order. */
function orderBy(entries: Entry[], value: (e: Entry) => number): Int32Array {
  // Each key is worked out once, not at every comparison of the sort.
  const keys = Float64Array.from(entries, value);
  const positions = Array.from(entries.keys());
  positions.sort((a, b) => keys[a]! - keys[b]! || a - b);
  return Int32Array.from(positions);
}

function toItem(row: ListingRow, attributes = attributesOf(row)): TSchemeListItem {
  const latestNav =
    row.latestNav !== null && row.latestNavDate !== null
      ? { latestNav: row.latestNav, navDate: row.latestNavDate }
      : null;
  return {
    ...identityOf(row),
    latestNav,
    return1y:
      latestNav && row.yearAgoNav !== null
        ? pointToPointReturn(row.yearAgoNav, latestNav.latestNav)
        : null,
    riskometerVal: attributes.riskometer.label,
    riskLevel: attributes.riskometer.level,
    isNfo: attributes.isNfo,
    purchaseAllowed: attributes.purchaseAllowed || attributes.isNfo,
    sipAllowed: attributes.sipFrequencies.length > 0,
  };
}

/** 0 when the name starts with the search, 1 when each word starts a word of name or AMC, else 2. */
function searchRank(entry: Entry, words: string[]): number {
  const name = entry.item.schName.toLowerCase();
  if (name.startsWith(words.join(' '))) return 0;
  const tokens = `${name} ${entry.amcKey}`.split(/[^a-z0-9]+/);
  return words.every((w) => tokens.some((t) => t.startsWith(w))) ? 1 : 2;
}

/** Direct before regular, growth before IDCW. */
const planOrder = (entry: Entry) =>
  (entry.item.plan === 'DIRECT' ? 0 : 2) + (entry.item.option === 'GROWTH' ? 0 : 1);

function identity(item: TSchemeListItem): TSchemeIdentity {
  const { schCode, schName, amc, category, subType, schemeType, plan, option } = item;
  return { schCode, schName, amc, category, subType, schemeType, plan, option };
}

function entryOf(row: ListingRow): Entry {
  const attributes = attributesOf(row);
  const item = toItem(row, attributes);
  return {
    item,
    // The 8-field file often leaves the plan and option out of the name; they count too.
    haystack:
      `${item.schName} ${item.amc} ${item.schCode} ${item.plan} ${item.option}`.toLowerCase(),
    direct: item.plan === 'DIRECT',
    amcKey: item.amc.toLowerCase(),
    subTypeKey: item.subType.toLowerCase(),
    fundKey: `${item.amc}|${item.schName}`.toLowerCase(),
    categoryId: fundCategoryOf(row),
    minLumpsumPaise: attributes.minLumpsumPaise,
    minSipPaise: attributes.minSipPaise,
  };
}

/** Reads `limit` listing rows in code order from the first code after `after` (null: the first). */
export type ListingSliceReader = (after: number | null, limit: number) => Promise<ListingRow[]>;

/**
 * The scheme listing held in memory: ~14,000 active schemes filter and page in about a
 * millisecond, where the database would take tens. Built from the database, which stays the
 * source of truth; the service rebuilds it when an AMFI import lands.
 */
export class ListingIndex {
  private readonly entries: Entry[];
  /** For each sort key, the entry positions in ascending order: a query walks one, never sorts. */
  private readonly orders: Record<SchemeListSortKey, Int32Array>;
  private readonly amcs: string[];
  private readonly subTypesByType = new Map<string, string[]>();
  private readonly allSubTypes: string[];

  /**
   * Builds the listing a slice of schemes at a time, letting waiting requests through between
   * slices: the embedded database and the building both hold the event loop, so in one piece a
   * start, or a refresh after an import, would keep every request waiting until all are done.
   */
  static async build(readSlice: ListingSliceReader, sliceRows = 2_000): Promise<ListingIndex> {
    const entries: Entry[] = [];
    for (let after: number | null = null; ;) {
      const rows = await readSlice(after, sliceRows);
      for (const row of rows) entries.push(entryOf(row));
      await yieldToRequests();
      const last = rows.at(-1);
      if (!last || rows.length < sliceRows) return new ListingIndex(entries);
      after = last.schemeCode;
    }
  }

  private constructor(entries: Entry[]) {
    this.entries = entries.sort(
      (a, b) => collator.compare(a.item.schName, b.item.schName) || a.item.schCode - b.item.schCode,
    );
    this.orders = {
      name: Int32Array.from(this.entries.keys()),
      nav: orderBy(this.entries, (e) => orderValue(e.item.latestNav?.latestNav ?? null)),
      return1y: orderBy(this.entries, (e) => orderValue(e.item.return1y)),
      risk: orderBy(this.entries, (e) => e.item.riskLevel),
    };
    this.amcs = [...new Set(this.entries.map((e) => e.item.amc))].sort(collator.compare);
    const subTypes = new Map<string, Set<string>>();
    for (const { item } of this.entries) {
      const set = subTypes.get(item.schemeType) ?? new Set<string>();
      set.add(item.subType);
      subTypes.set(item.schemeType, set);
    }
    for (const [type, set] of subTypes)
      this.subTypesByType.set(type, [...set].sort(collator.compare));
    this.allSubTypes = [...new Set(this.entries.map((e) => e.item.subType))].sort(collator.compare);
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Each fund category with the median one-year return of its growth-option schemes (direct and
   * regular) that have a year of NAVs. IDCW options are left out: their NAV drops by each payout,
   * so their NAV-to-NAV change understates the return.
   */
  categoryReturns(): TCategoryReturn[] {
    const returns = new Map<FundCategoryId, string[]>();
    for (const e of this.entries) {
      if (!e.categoryId || e.item.option !== 'GROWTH' || e.item.return1y === null) continue;
      const list = returns.get(e.categoryId) ?? [];
      list.push(e.item.return1y);
      returns.set(e.categoryId, list);
    }
    return fundCategories.map(({ id, label }) => {
      const list = returns.get(id) ?? [];
      return {
        categoryId: id,
        label,
        riskLevel: fundCategoryRisk(id).label,
        medianReturn1y: medianReturn(list),
        schemeCount: list.length,
      };
    });
  }

  /**
   * The direct growth plans of a category open for purchase, with a riskometer up to `maxLevel`
   * and a year of NAVs, best one-year return first.
   */
  leaders(categoryId: FundCategoryId, maxLevel: RiskLevelNo, limit: number): TSuggestedScheme[] {
    const picked: Entry[] = [];
    const order = this.orders.return1y;
    for (let i = order.length - 1; i >= 0; i--) {
      const e = this.entries[order[i]!]!;
      const { item } = e;
      if (
        e.categoryId !== categoryId ||
        !e.direct ||
        item.option !== 'GROWTH' ||
        item.isNfo ||
        !item.purchaseAllowed ||
        item.riskLevel > maxLevel ||
        item.return1y === null ||
        item.latestNav === null
      )
        continue;
      picked.push(e);
      if (picked.length >= limit) break;
    }
    return picked.map(({ item, minLumpsumPaise, minSipPaise }) => ({
      schCode: item.schCode,
      schName: item.schName,
      amc: item.amc,
      plan: item.plan,
      option: item.option,
      riskometerVal: item.riskometerVal,
      riskLevel: item.riskLevel,
      latestNav: item.latestNav!,
      return1y: item.return1y!,
      minLumpsumPaise: paiseToWire(minLumpsumPaise),
      minSipPaise: paiseToWire(minSipPaise),
      sipAllowed: item.sipAllowed,
    }));
  }

  /**
   * The header search: funds whose name, AMC or code hold every word typed, each fund once (its
   * direct growth plan where it has one), those whose name starts with the search first, then
   * those where every word starts a word of the name or AMC, each in name order. A full scheme
   * code finds that very plan.
   */
  search(keyword: string, limit: number): TSchemeIdentity[] {
    const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const funds = new Map<string, { entry: Entry; rank: number; position: number }>();
    this.entries.forEach((entry, position) => {
      if (!words.every((w) => entry.haystack.includes(w))) return;
      const rank = String(entry.item.schCode) === keyword.trim() ? -1 : searchRank(entry, words);
      const held = funds.get(entry.fundKey);
      if (!held) funds.set(entry.fundKey, { entry, rank, position });
      else if (rank < held.rank || (rank === held.rank && planOrder(entry) < planOrder(held.entry)))
        funds.set(entry.fundKey, { entry, rank, position: held.position });
    });
    return [...funds.values()]
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .slice(0, limit)
      .map(({ entry }) => identity(entry.item));
  }

  query(filter: TSchemeListFilter): TGetSchemeListResponse {
    const words = filter.searchKeyword.toLowerCase().split(/\s+/).filter(Boolean);
    const amc = filter.selectedAmc.toLowerCase();
    const subType = filter.selectedSubType.toLowerCase();
    const matches = new Uint8Array(this.entries.length);
    let totalCount = 0;
    this.entries.forEach((e, position) => {
      if (
        (filter.isDirectPlan === null || e.direct === filter.isDirectPlan) &&
        (filter.selectedSchemeType === '' || e.item.schemeType === filter.selectedSchemeType) &&
        (subType === '' || e.subTypeKey === subType) &&
        (amc === '' || e.amcKey === amc) &&
        (filter.selectedRisk === '' || e.item.riskometerVal === filter.selectedRisk) &&
        words.every((w) => e.haystack.includes(w))
      ) {
        matches[position] = 1;
        totalCount += 1;
      }
    });
    const order = this.orders[filter.sortBy];
    const start = (filter.pageNo - 1) * filter.pageSize;
    const page: TSchemeListItem[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && page.length < filter.pageSize && start < totalCount; i++) {
      const position = order[filter.sortOrder === 'desc' ? order.length - 1 - i : i]!;
      if (matches[position] === 0) continue;
      if (seen >= start) page.push(this.entries[position]!.item);
      seen += 1;
    }
    return {
      schemes: page,
      totalCount,
      pageNo: filter.pageNo,
      pageSize: filter.pageSize,
      filterOptions: {
        schemeTypes: [...schemeTypes],
        subTypes:
          filter.selectedSchemeType === ''
            ? this.allSubTypes
            : (this.subTypesByType.get(filter.selectedSchemeType) ?? []),
        amcs: this.amcs,
        riskLevels: [...riskLevels],
      },
    };
  }
}
