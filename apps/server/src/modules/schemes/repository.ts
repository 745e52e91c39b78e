import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  amfiImports,
  grandfatheringNavs,
  navHistory,
  type SchemeRow,
  schemes,
} from '../../db/schema.js';

export type { SchemeRow } from '../../db/schema.js';

/** A master row with the scheme's NAV of 31-01-2018, when on record (grandfathering). */
export type SchemeMasterRow = SchemeRow & { grandfatheringNav: string | null };

export interface NavPoint {
  nav: string;
  navDate: string;
}

const masterRows = (db: Executor) =>
  db
    .select({ ...getTableColumns(schemes), grandfatheringNav: grandfatheringNavs.nav })
    .from(schemes)
    .leftJoin(grandfatheringNavs, eq(grandfatheringNavs.schemeCode, schemes.schemeCode));

export async function schemeByCode(
  db: Executor,
  schemeCode: number,
): Promise<SchemeMasterRow | undefined> {
  const [row] = await masterRows(db).where(eq(schemes.schemeCode, schemeCode)).limit(1);
  return row;
}

/** The active schemes of a fund house, by name. */
export function schemesOfAmc(db: Executor, amc: string): Promise<SchemeMasterRow[]> {
  return masterRows(db)
    .where(and(eq(schemes.amc, amc), eq(schemes.active, true)))
    .orderBy(asc(schemes.name));
}

export function latestNavRows(db: Executor, codes: number[]) {
  return db
    .select({
      schemeCode: schemes.schemeCode,
      nav: schemes.latestNav,
      navDate: schemes.latestNavDate,
    })
    .from(schemes)
    .where(inArray(schemes.schemeCode, codes));
}

/** The scheme's NAV nearest the date on one side of it (the date itself included). */
async function nearestHistory(
  db: Executor,
  schemeCode: number,
  isoDate: string,
  side: 'before' | 'after',
): Promise<NavPoint | undefined> {
  const onSide = side === 'before' ? lte : gte;
  const rows = await db
    .select({ nav: navHistory.nav, navDate: navHistory.navDate })
    .from(navHistory)
    .where(and(eq(navHistory.schemeCode, schemeCode), onSide(navHistory.navDate, isoDate)))
    .orderBy(side === 'before' ? desc(navHistory.navDate) : asc(navHistory.navDate))
    .limit(1);
  return rows[0];
}

export function historyOnOrBefore(
  db: Executor,
  schemeCode: number,
  isoDate: string,
): Promise<NavPoint | undefined> {
  return nearestHistory(db, schemeCode, isoDate, 'before');
}

export function historyOnOrAfter(
  db: Executor,
  schemeCode: number,
  isoDate: string,
): Promise<NavPoint | undefined> {
  return nearestHistory(db, schemeCode, isoDate, 'after');
}

export function historyBetween(db: Executor, schemeCode: number, fromIso: string, toIso: string) {
  return db
    .select({ nav: navHistory.nav, navDate: navHistory.navDate })
    .from(navHistory)
    .where(
      and(
        eq(navHistory.schemeCode, schemeCode),
        gte(navHistory.navDate, fromIso),
        lte(navHistory.navDate, toIso),
      ),
    )
    .orderBy(asc(navHistory.navDate));
}

export interface ListingRow {
  schemeCode: number;
  name: string;
  amc: string;
  structure: string;
  category: string;
  subType: string;
  schemeType: string;
  plan: string;
  option: string;
  latestNav: string | null;
  latestNavDate: string | null;
  /** NAV on or before one year before the latest NAV date, from the history. */
  yearAgoNav: string | null;
}

/**
 * Active schemes with what the listing shows as on a day, `limit` of them in code order from the
 * first code after `after` (null: from the first): the latest NAV published by then and the NAV a
 * year before it. When the master's NAV is not newer than the day, both come from the master (the
 * import stores the year-ago NAV); otherwise two index probes into the history (its key is scheme,
 * date) find them.
 */
export async function listingSlice(
  db: Executor,
  asOn: string,
  after: number | null,
  limit: number,
): Promise<ListingRow[]> {
  type Raw = {
    scheme_code: number;
    name: string;
    amc: string;
    structure: string;
    category: string;
    sub_type: string;
    scheme_type: string;
    plan: string;
    option: string;
    latest_nav: string | null;
    latest_nav_date: string | null;
    year_ago_nav: string | null;
  };
  const result = (await db.execute(sql`
    SELECT l.scheme_code, l.name, l.amc, l.structure, l.category, l.sub_type, l.scheme_type,
      l.plan, l.option, l.latest_nav, l.latest_nav_date,
      CASE WHEN l.from_master THEN l.stored_year_ago ELSE h.nav::text END AS year_ago_nav
    FROM (
      SELECT s.scheme_code, s.name, s.amc, s.structure, s.category, s.sub_type, s.scheme_type,
        s.plan, s.option, s.latest_nav_date <= ${asOn}::date AS from_master,
        s.year_ago_nav::text AS stored_year_ago,
        CASE WHEN s.latest_nav_date <= ${asOn}::date THEN s.latest_nav::text ELSE k.nav::text END
          AS latest_nav,
        CASE WHEN s.latest_nav_date <= ${asOn}::date THEN s.latest_nav_date ELSE k.nav_date END::text
          AS latest_nav_date
      FROM ${schemes} s
      LEFT JOIN LATERAL (
        SELECT nh.nav, nh.nav_date FROM ${navHistory} nh
        WHERE nh.scheme_code = s.scheme_code AND nh.nav_date <= ${asOn}::date
        ORDER BY nh.nav_date DESC LIMIT 1
      ) k ON s.latest_nav_date > ${asOn}::date
      WHERE s.active AND ${after === null ? sql`true` : sql`s.scheme_code > ${after}`}
      ORDER BY s.scheme_code
      LIMIT ${limit}
    ) l
    LEFT JOIN LATERAL (
      SELECT nh.nav FROM ${navHistory} nh
      WHERE NOT l.from_master AND nh.scheme_code = l.scheme_code
        AND nh.nav_date <= (l.latest_nav_date::date - interval '1 year')::date
      ORDER BY nh.nav_date DESC LIMIT 1
    ) h ON true
    ORDER BY l.scheme_code`)) as unknown as { rows: Raw[] };
  return result.rows.map((r) => ({
    schemeCode: Number(r.scheme_code),
    name: r.name,
    amc: r.amc,
    structure: r.structure,
    category: r.category,
    subType: r.sub_type,
    schemeType: r.scheme_type,
    plan: r.plan,
    option: r.option,
    latestNav: r.latest_nav,
    latestNavDate: r.latest_nav_date,
    yearAgoNav: r.year_ago_nav,
  }));
}

/** Changes whenever an AMFI import lands: the listing index rebuilds when it moves. */
export async function importStamp(db: Executor): Promise<string> {
  const rows = await db
    .select({
      stamp: sql<string>`coalesce(max(${amfiImports.id}), 0)::text || ':' || coalesce(max(${amfiImports.importedAt})::text, '')`,
    })
    .from(amfiImports);
  return rows[0]?.stamp ?? '';
}
