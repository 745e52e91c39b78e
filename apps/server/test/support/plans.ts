import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { accounts, navHistory, registeredBanks, schemes } from '../../src/db/schema.js';
import { PortfolioService } from '../../src/modules/portfolio/service.js';
import type { Clock } from '../../src/lib/clock.js';
import { insertSchemeFixture } from './scheme-fixture.js';

export const plansGw = (call: string) => `/cdesk/gw/ewamftrxnsws/api/systematicplan/${call}`;

/** Wednesday 12-08-2026, 10:30 in India. */
export const planStart = new Date('2026-08-12T05:00:00Z');

export const dayMs = 24 * 60 * 60 * 1000;

export async function accountIdOf(database: Database, njAcNo: string): Promise<number> {
  const [row] = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.njAcNo, njAcNo));
  if (!row) throw new Error(`no account ${njAcNo}`);
  return row.id;
}

/** The scheme fixture, a second HDFC scheme (an STP target) and NAVs of the installment days. */
export async function insertPlanFixture(database: Database): Promise<void> {
  await insertSchemeFixture(database);
  await database.db
    .insert(schemes)
    .values({
      schemeCode: 119091,
      name: 'HDFC Liquid Fund - Direct Plan - Growth Option',
      amc: 'HDFC Mutual Fund',
      structure: 'Open Ended Schemes',
      category: 'Debt Scheme - Liquid Fund',
      subType: 'Liquid Fund',
      schemeType: 'LIQUID',
      plan: 'DIRECT',
      option: 'GROWTH',
      latestNav: '5100.0000',
      latestNavDate: '2026-08-21',
    })
    .onConflictDoNothing();
  await database.db
    .insert(navHistory)
    .values([
      { schemeCode: 118989, navDate: '2026-07-20', nav: '195.0000' },
      { schemeCode: 119091, navDate: '2026-08-20', nav: '5099.0000' },
    ])
    .onConflictDoNothing();
}

/** A second registered bank with a mandate, for bank shifts. */
export async function addMandateBank(database: Database, njAcNo: string, mandateNo: string) {
  const accountId = await accountIdOf(database, njAcNo);
  const [bank] = await database.db
    .insert(registeredBanks)
    .values({
      accountId,
      bankCode: 'KKBK',
      bankName: 'Kotak Mahindra Bank',
      bankAccNo: `90${njAcNo}4455`,
      ifsc: 'KKBK0000958',
      payModes: ['3'],
      mandateNo,
      mandateMaxPaise: 10_000_000n,
    })
    .returning();
  return bank!;
}

/**
 * A monthly SIP in HDFC Mid Cap Fund (₹5,000 on the 20th from 20-07-2026): its first installment
 * allotted at 195, the next due on 20-08-2026. Returns its id and folio.
 */
export async function seedSip(
  database: Database,
  clock: Clock,
  njAcNo: string,
  options: { mandateNo?: string; orderRef?: string; installments?: number } = {},
): Promise<{ id: number; folioNo: string }> {
  const portfolio = new PortfolioService(database.db, clock);
  const accountId = await accountIdOf(database, njAcNo);
  const orderRef = options.orderRef ?? `TEST-SIP-${njAcNo}`;
  return portfolio.inTransaction(async (tx) => {
    const id = await portfolio.registerSip(tx, {
      accountId,
      schemeCode: 118989,
      amc: 'HDFC Mutual Fund',
      amountPaise: 500_000n,
      frequencyId: 'M',
      sipDay: 20,
      startDate: '2026-07-20',
      endDate: '2027-06-20',
      installments: options.installments ?? 12,
      nextInstallmentDate: '2026-08-20',
      mandateNo: options.mandateNo ?? '',
      orderRef,
    });
    const allotment = await portfolio.recordAllotment(tx, {
      accountId,
      schemeCode: 118989,
      amc: 'HDFC Mutual Fund',
      trxnType: 'SIP',
      amountPaise: 500_000n,
      stampDutyPaise: 25n,
      units: '25.640',
      nav: '195.0000',
      navDate: '2026-07-20',
      tradeDate: '2026-07-20',
      orderRef: `${orderRef}-1`,
      sipRegistrationId: id,
    });
    return { id, folioNo: allotment.folioNo };
  });
}
