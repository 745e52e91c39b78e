import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow, newestRow } from '../../db/rows.js';
import {
  marsPortfolios,
  marsPortfolioSchemes,
  marsRedemptions,
  marsTargets,
  marsTargetSchemes,
  type MarsPortfolioRow,
  type MarsPortfolioSchemeRow,
  type MarsRedemptionRow,
  type MarsTargetRow,
  type MarsTargetSchemeRow,
} from '../../db/schema.js';

export type {
  MarsPortfolioRow,
  MarsPortfolioSchemeRow,
  MarsRedemptionRow,
  MarsTargetRow,
  MarsTargetSchemeRow,
};

/** A portfolio with its schemes in their order. */
export interface PortfolioRows {
  portfolio: MarsPortfolioRow;
  schemes: MarsPortfolioSchemeRow[];
}

export async function portfolios(db: Executor): Promise<PortfolioRows[]> {
  const [heads, legs] = await Promise.all([
    db.select().from(marsPortfolios).orderBy(asc(marsPortfolios.position)),
    db
      .select()
      .from(marsPortfolioSchemes)
      .orderBy(asc(marsPortfolioSchemes.marsId), asc(marsPortfolioSchemes.position)),
  ]);
  return heads.map((portfolio) => ({
    portfolio,
    schemes: legs.filter((leg) => leg.marsId === portfolio.marsId),
  }));
}

export async function portfolio(db: Executor, marsId: string): Promise<PortfolioRows | null> {
  const head = await firstRow(db, marsPortfolios, eq(marsPortfolios.marsId, marsId));
  if (!head) return null;
  const schemes = await db
    .select()
    .from(marsPortfolioSchemes)
    .where(eq(marsPortfolioSchemes.marsId, marsId))
    .orderBy(asc(marsPortfolioSchemes.position));
  return { portfolio: head, schemes };
}

/** The portfolio a scheme belongs to, if any. */
export function portfolioOfScheme(
  db: Executor,
  schemeCode: number,
): Promise<MarsPortfolioSchemeRow | undefined> {
  return firstRow(db, marsPortfolioSchemes, eq(marsPortfolioSchemes.schemeCode, schemeCode));
}

export function target(db: Executor, marsTarNo: string): Promise<MarsTargetRow | undefined> {
  return firstRow(db, marsTargets, eq(marsTargets.marsTarNo, marsTarNo));
}

/** The account's newest target of a portfolio, where a new investment in it adds to. */
export function newestTargetOf(
  db: Executor,
  accountId: number,
  marsId: string,
): Promise<MarsTargetRow | undefined> {
  return newestRow(
    db,
    marsTargets,
    marsTargets.createdAt,
    eq(marsTargets.accountId, accountId),
    eq(marsTargets.marsId, marsId),
  );
}

export function targetsOf(db: Executor, accountId: number): Promise<MarsTargetRow[]> {
  return db
    .select()
    .from(marsTargets)
    .where(eq(marsTargets.accountId, accountId))
    .orderBy(asc(marsTargets.createdAt), asc(marsTargets.marsTarNo));
}

/** Opens a target; false when the number is taken already. */
export async function insertTarget(
  db: Executor,
  row: typeof marsTargets.$inferInsert,
): Promise<boolean> {
  const created = await db.insert(marsTargets).values(row).onConflictDoNothing().returning();
  return created.length > 0;
}

/**
 * Maps schemes to a target; a scheme the account already holds under another target stays there,
 * and a known folio fills in one that was not known yet.
 */
export async function mapSchemes(
  db: Executor,
  rows: (typeof marsTargetSchemes.$inferInsert)[],
): Promise<void> {
  for (const row of rows) {
    await db.insert(marsTargetSchemes).values(row).onConflictDoNothing();
    if (row.folioNo)
      await db
        .update(marsTargetSchemes)
        .set({ folioNo: row.folioNo })
        .where(
          and(
            eq(marsTargetSchemes.marsTarNo, row.marsTarNo),
            eq(marsTargetSchemes.schemeCode, row.schemeCode),
            eq(marsTargetSchemes.folioNo, ''),
          ),
        );
  }
}

export function targetSchemes(db: Executor, marsTarNos: string[]): Promise<MarsTargetSchemeRow[]> {
  if (marsTarNos.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(marsTargetSchemes)
    .where(inArray(marsTargetSchemes.marsTarNo, marsTarNos));
}

/** The target that holds the account's scheme, if any. */
export function targetSchemeOf(
  db: Executor,
  accountId: number,
  schemeCode: number,
): Promise<MarsTargetSchemeRow | undefined> {
  return firstRow(
    db,
    marsTargetSchemes,
    eq(marsTargetSchemes.accountId, accountId),
    eq(marsTargetSchemes.schemeCode, schemeCode),
  );
}

export async function setFolio(
  db: Executor,
  marsTarNo: string,
  schemeCode: number,
  folioNo: string,
): Promise<void> {
  await db
    .update(marsTargetSchemes)
    .set({ folioNo })
    .where(
      and(eq(marsTargetSchemes.marsTarNo, marsTarNo), eq(marsTargetSchemes.schemeCode, schemeCode)),
    );
}

export function redemptionByKey(
  db: Executor,
  accountId: number,
  key: string,
): Promise<MarsRedemptionRow | undefined> {
  return firstRow(
    db,
    marsRedemptions,
    eq(marsRedemptions.accountId, accountId),
    eq(marsRedemptions.idempotencyKey, key),
  );
}

/** Keeps a verified redemption; undefined when its key was taken meanwhile. */
export async function insertRedemption(
  tx: Tx,
  row: typeof marsRedemptions.$inferInsert,
): Promise<MarsRedemptionRow | undefined> {
  const [saved] = await tx.insert(marsRedemptions).values(row).onConflictDoNothing().returning();
  return saved;
}
