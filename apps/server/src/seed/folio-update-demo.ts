import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import {
  fillRegistrarContacts,
  hasRequests,
  insertRequest,
  registrarFolios,
  setRegistrarContacts,
} from '../modules/services/index.js';

const dayMs = 24 * 60 * 60 * 1000;

/** A number of the known-invalid kind (spec 1 section 5), as registrars hold from old forms. */
export const demoInvalidRegistrarMobile = '9999999999';
export const demoPendingEmail = 'asha.family@example.in';

/**
 * The registrar's contacts of every folio (the account's own, unless set), and for 5000001
 * (DEMO-DATA.md): the HDFC folio with an e-mail change pending at the registrar and an earlier
 * mobile change completed, and the PPFAS folio with a mobile the registrar holds that is not
 * valid, so that changing it online is refused with the branch-or-partner message. Runs after the
 * demo portfolio has opened the folios, and once.
 */
export async function seedFolioUpdateDemo(db: Db, clock: Clock): Promise<void> {
  await fillRegistrarContacts(db);
  const [asha] = await db.select().from(accounts).where(eq(accounts.njAcNo, '5000001'));
  if (!asha || (await hasRequests(db, asha.id))) return;
  const folios = await registrarFolios(db, asha.id);
  const pendingFolio = folios.find((f) => /^HDFC/i.test(f.amc)) ?? folios[0];
  if (!pendingFolio) return;
  const invalidFolio =
    folios.find((f) => /PPFAS|Parag Parikh/i.test(f.amc)) ??
    folios.find((f) => f.folioNo !== pendingFolio.folioNo);
  const now = clock.businessNow().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * dayMs);
  await db.transaction(async (tx) => {
    await insertRequest(tx, {
      accountId: asha.id,
      folioNo: pendingFolio.folioNo,
      changeType: 'MOBILE',
      oldValue: '9822098220',
      newValue: asha.mobile,
      relation: 'SE',
      status: 'COMPLETED',
      createdAt: at(150),
      submittedAt: at(150),
      completedAt: at(145),
    });
    await insertRequest(tx, {
      accountId: asha.id,
      folioNo: pendingFolio.folioNo,
      changeType: 'EMAIL',
      oldValue: pendingFolio.registrarEmail ?? asha.email,
      newValue: demoPendingEmail,
      relation: 'SP',
      status: 'PENDING',
      createdAt: at(2),
      submittedAt: at(2),
    });
    if (invalidFolio)
      await setRegistrarContacts(tx, invalidFolio.folioNo, {
        registrarMobile: demoInvalidRegistrarMobile,
      });
  });
}
