import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, mappingRequests, partners } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import {
  demoAccounts,
  demoMappingRequests,
  demoPartners,
  demoPassword,
  demoPin,
} from './demo-data.js';

/** Seeds DEMO-DATA.md on an empty database; a database that has accounts is left as it is. */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean; accounts: number }> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  if ((existing?.n ?? 0) > 0) return { seeded: false, accounts: existing?.n ?? 0 };

  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(demoPassword)));
  const pinHashes = await Promise.all(demoAccounts.map(() => hashPassword(demoPin)));
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
    await tx.insert(mappingRequests).values(
      demoMappingRequests.flatMap(({ njAcNo, ...request }) => {
        const id = accountId.get(njAcNo);
        return id ? [{ ...request, accountId: id }] : [];
      }),
    );
  });
  return { seeded: true, accounts: demoAccounts.length };
}
