import { sql } from 'drizzle-orm';
import { addDays, istDate } from '@cdesk/domain';
import type { Db, Tx } from '../db/client.js';
import {
  accounts,
  linkedAccountCodes,
  mappingRequests,
  menuItems,
  nominees,
  notifications,
  partners,
  searchModules,
} from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { hashPassword } from '../lib/passwords.js';
import {
  demoAccounts,
  demoLinkedAccountCodes,
  demoMappingRequests,
  demoMenu,
  demoNominees,
  demoNotifications,
  demoPartners,
  demoPassword,
  demoPin,
  demoSearchModules,
  menuItemUrl,
  type MenuSeed,
} from './demo-data.js';

/**
 * Seeds DEMO-DATA.md on an empty database; a database that has accounts is left as it is. The menu
 * and the search box data are reference data, seeded whenever their tables are empty, so a
 * database seeded before they existed gets them too.
 */
export async function seedDemoData(
  db: Db,
  clock: Clock,
): Promise<{ seeded: boolean; accounts: number }> {
  await seedReferenceData(db);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  if ((existing?.n ?? 0) > 0) return { seeded: false, accounts: existing?.n ?? 0 };

  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(demoPassword)));
  const pinHashes = await Promise.all(demoAccounts.map(() => hashPassword(demoPin)));
  const now = clock.businessNow();
  await db.transaction(async (tx) => {
    const insertedPartners = await tx
      .insert(partners)
      .values(demoPartners)
      .returning({ id: partners.id, brcode: partners.brcode });
    const partnerId = new Map(insertedPartners.map((p) => [p.brcode, p.id]));
    const insertedAccounts = await tx
      .insert(accounts)
      .values(
        demoAccounts.map(({ partnerBrcode, ...account }, i) => ({
          ...account,
          ucc: `NJ${account.njAcNo}`,
          acCode: `AC${account.njAcNo}`,
          partnerId: partnerId.get(partnerBrcode) ?? null,
          passwordHash: hashes[i] ?? '',
          pinHash: pinHashes[i] ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: accounts.id, njAcNo: accounts.njAcNo });
    const accountId = new Map(insertedAccounts.map((a) => [a.njAcNo, a.id]));
    const requests = demoMappingRequests.map(({ daysAgo, ...request }) => ({
      ...request,
      requestedOn: addDays(istDate(now), -daysAgo),
    }));
    await tx.insert(mappingRequests).values(withAccountIds(accountId, requests));
    await seedAccountShellData(tx, accountId, now);
  });
  return { seeded: true, accounts: demoAccounts.length };
}

/** Demo rows of the accounts just seeded, each with its account's id in place of its number. */
function withAccountIds<T extends { njAcNo: string }>(
  accountId: Map<string, number>,
  rows: readonly T[],
) {
  return rows.flatMap(({ njAcNo, ...row }) => {
    const id = accountId.get(njAcNo);
    return id ? [{ ...row, accountId: id }] : [];
  });
}

function menuRows(
  items: MenuSeed[],
  parent: { id: number; url: string } | null,
): (typeof menuItems.$inferInsert)[] {
  return items.flatMap((item, position) => {
    const url = menuItemUrl(item, parent?.url ?? '');
    return [
      {
        menuId: item.id,
        parentMenuId: parent?.id ?? null,
        position,
        name: item.name,
        url,
        isInPrimary: item.inPrimary ?? true,
        active: item.active ?? true,
        access: item.access ?? 'ZPDCE',
      },
      ...menuRows(item.children ?? [], { id: item.id, url }),
    ];
  });
}

async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [menu] = await tx.select({ n: sql<number>`count(*)::int` }).from(menuItems);
    if ((menu?.n ?? 0) === 0) await tx.insert(menuItems).values(menuRows(demoMenu, null));
    const [search] = await tx.select({ n: sql<number>`count(*)::int` }).from(searchModules);
    if ((search?.n ?? 0) === 0) {
      await tx
        .insert(searchModules)
        .values(demoSearchModules.map((m, position) => ({ ...m, position })));
    }
  });
}

/** The shell's demo data of the accounts just seeded: nominee, family code, notifications. */
async function seedAccountShellData(
  tx: Tx,
  accountId: Map<string, number>,
  now: Date,
): Promise<void> {
  const codes = withAccountIds(accountId, demoLinkedAccountCodes).map((code, position) => ({
    ...code,
    position,
  }));
  if (codes.length > 0) await tx.insert(linkedAccountCodes).values(codes);
  const nomineeRows = withAccountIds(accountId, demoNominees);
  if (nomineeRows.length > 0) await tx.insert(nominees).values(nomineeRows);
  const notificationRows = withAccountIds(accountId, demoNotifications).map(
    ({ hoursAgo, read, ...n }) => {
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      return { ...n, createdAt: at, readAt: read ? at : null };
    },
  );
  if (notificationRows.length > 0) await tx.insert(notifications).values(notificationRows);
}
