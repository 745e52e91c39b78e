import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type BannerRow, banners } from '../../db/schema.js';

export type { BannerRow } from '../../db/schema.js';

/** The offers running on `day` (YYYY-MM-DD), in their order. */
export function bannersRunningOn(db: Executor, day: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(lte(banners.activeFrom, day), or(isNull(banners.activeTo), gte(banners.activeTo, day))),
    )
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function bannerById(
  db: Executor,
  id: number,
  type: string,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), eq(banners.type, type)));
  return row;
}
