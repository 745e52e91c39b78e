import {
  pointToPointReturn,
  riskLevels,
  schemeTypes,
  type SchemeListSortKey,
  type TGetSchemeListResponse,
  type TSchemeListFilter,
  type TSchemeListItem,
} from '@cdesk/domain';
import type { ListingRow } from './repository.js';
import { attributesOf, identityOf } from './view.js';

interface Entry {
  item: TSchemeListItem;
  /** Lower-cased name, AMC, code, plan and option: what a keyword is looked for in. */
  haystack: string;
  direct: boolean;
  amcKey: string;
  subTypeKey: string;
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** A NAV or a percentage as a sortable number: only for ordering, never for arithmetic. */
function orderValue(text: string | null): number {
  return text === null ? Number.NEGATIVE_INFINITY : Number(text);
}

/** Positions of the entries (which are in name order) sorted by a key, ties in name order. */
function orderBy(entries: Entry[], value: (e: Entry) => number): Int32Array {
  const positions = Array.from(entries.keys());
  positions.sort((a, b) => value(entries[a]!) - value(entries[b]!) || a - b);
  return Int32Array.from(positions);
}

function toItem(row: ListingRow): TSchemeListItem {
  const attributes = attributesOf(row);
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

  constructor(rows: ListingRow[]) {
    this.entries = rows
      .map((row) => {
        const item = toItem(row);
        return {
          item,
          // The 8-field file often leaves the plan and option out of the name; they count too.
          haystack:
            `${item.schName} ${item.amc} ${item.schCode} ${item.plan} ${item.option}`.toLowerCase(),
          direct: item.plan === 'DIRECT',
          amcKey: item.amc.toLowerCase(),
          subTypeKey: item.subType.toLowerCase(),
        };
      })
      .sort(
        (a, b) =>
          collator.compare(a.item.schName, b.item.schName) || a.item.schCode - b.item.schCode,
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
