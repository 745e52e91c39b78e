import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { mfTransactions, planInstallments } from '../src/db/schema.js';
import { AuditService } from '../src/modules/audit/service.js';
import { InstallmentScheduler } from '../src/modules/plans/index.js';
import { claimJobs } from '../src/lib/jobs/index.js';
import { PortfolioService } from '../src/modules/portfolio/service.js';
import { SchemeService } from '../src/modules/schemes/service.js';
import { FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { dayMs, insertPlanFixture, planStart, seedSip } from './support/plans.js';
import { startPurchaseApp, type PurchaseApp } from './support/purchase.js';

const plans = 30;

describe.each(testDatabases())('the installment scheduler on $name', ({ open }) => {
  const clock = new FixedClock(planStart);
  let database: Database;
  let built: PurchaseApp;

  /** A scheduler as another instance of the desk (or the same one after a restart) builds it. */
  const instance = () =>
    new InstallmentScheduler(
      database.db,
      clock,
      new SchemeService(database.db, clock),
      new PortfolioService(database.db, clock),
      built.paymentGateway,
      built.orderRouting,
      new AuditService(database.db),
    );

  beforeAll(async () => {
    database = await open();
    built = await startPurchaseApp(database, clock);
    await insertPlanFixture(database);
    for (let i = 0; i < plans; i += 1)
      await seedSip(database, clock, '5000001', {
        mandateNo: 'UMRN-HDFC-5000001',
        orderRef: `RACE-${i}`,
      });
    // Thursday 20-08-2026, 23:30 in India: every SIP's second installment is due, and the NAV of
    // its day was published at 11 pm.
    clock.advance(8 * dayMs + 13 * 60 * 60_000);
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('runs each installment exactly once across a restart and two racing instances', async () => {
    // An instance records the due installments, claims ten and stops before running them.
    const crashed = instance();
    await crashed.recordDue('2026-08-20');
    const now = clock.realNow();
    const lease = new Date(now.getTime() + 5 * 60_000);
    const claimed = await claimJobs(database.db, 'plan-installment', 10, now, lease);
    expect(claimed).toHaveLength(10);

    // Two instances race over the rest; the claimed ten wait for their lease to run out.
    const [a, b] = await Promise.all([instance().runPending(), instance().runPending()]);
    expect(a + b).toBe(plans - 10);

    // After the restart the lease has run out: the ten run, once.
    clock.advance(6 * 60_000);
    const [c, d] = await Promise.all([instance().runPending(), instance().runPending()]);
    expect(c + d).toBe(10);
    expect(await instance().runPending()).toBe(0);

    const [allotted] = await database.db
      .select({ n: count() })
      .from(mfTransactions)
      .where(like(mfTransactions.orderRef, 'SIPI-%-2026-08-20'));
    expect(allotted?.n).toBe(plans);
    const runs = await database.db
      .select({ status: planInstallments.status, n: count() })
      .from(planInstallments)
      .groupBy(planInstallments.status);
    expect(runs).toEqual([{ status: 'DONE', n: plans }]);
  });

  it('records a declined mandate debit as a failed installment with its reason', async () => {
    // 21-09-2026: the 20-09 installments (a Sunday) run on Monday; the first debit is declined.
    clock.advance(32 * dayMs);
    built.paymentGateway.failNext('MANDATE');
    expect(await instance().runPending()).toBe(plans - 1);
    const failed = await database.db
      .select()
      .from(planInstallments)
      .where(eq(planInstallments.status, 'FAILED'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      installmentDate: '2026-09-20',
      runDate: '2026-09-21',
      reason: 'Installment not processed: the mandate debit was declined by the bank.',
    });
  });
});
