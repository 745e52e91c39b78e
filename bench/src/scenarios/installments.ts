import { eq, like, count } from 'drizzle-orm';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import {
  accounts,
  folios,
  mfTransactions,
  navHistory,
  schemes,
  sipRegistrations,
} from '../../../apps/server/src/db/schema.js';
import type { Clock } from '../../../apps/server/src/lib/clock.js';
import { AuditService } from '../../../apps/server/src/modules/audit/service.js';
import { InstallmentScheduler } from '../../../apps/server/src/modules/plans/index.js';
import { PortfolioService } from '../../../apps/server/src/modules/portfolio/service.js';
import { SchemeService } from '../../../apps/server/src/modules/schemes/service.js';
import { SandboxOrderRouting } from '../../../apps/server/src/providers/order-routing/sandbox.js';
import { SandboxPaymentGateway } from '../../../apps/server/src/providers/payment-gateway/sandbox.js';
import { seedDemoData } from '../../../apps/server/src/seed/seed-demo.js';
import type { Row, Scenario } from '../scenario.js';
import { round } from '../stats.js';

const plans = Number(process.env.BENCH_PLANS ?? 10_000);
/** A business day's installments of 10,000 plans within ten minutes. */
const target = Math.ceil(plans / 600);

/** Thursday 20-08-2026, 10:30 in India: the day every seeded SIP's installment falls due. */
const runDay = new Date('2026-08-20T05:00:00Z');
const clock: Clock = { realNow: () => new Date(), businessNow: () => runDay };

type BenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];

/** The HDFC Mid Cap scheme, its NAV of the day and a folio for 5000001's seeded SIPs. */
async function seedSchemeAndFolio(db: BenchDb): Promise<number> {
  const [asha] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.njAcNo, '5000001'));
  if (!asha) throw new Error('no demo account');
  await db.insert(schemes).values({
    schemeCode: 118989,
    name: 'HDFC Mid Cap Fund - Direct Plan - Growth Option',
    amc: 'HDFC Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Equity Scheme - Mid Cap Fund',
    subType: 'Mid Cap Fund',
    schemeType: 'EQUITY',
    plan: 'DIRECT',
    option: 'GROWTH',
    latestNav: '209.0000',
    latestNavDate: '2026-08-20',
  });
  await db
    .insert(navHistory)
    .values({ schemeCode: 118989, navDate: '2026-08-20', nav: '209.0000' });
  await db
    .insert(folios)
    .values({ accountId: asha.id, amc: 'HDFC Mutual Fund', folioNo: '99999999/01' });
  return asha.id;
}

async function seedDueSips(db: BenchDb, accountId: number): Promise<void> {
  console.log(`  seeding ${plans.toLocaleString('en-US')} SIPs due on 20-08-2026...`);
  for (let from = 0; from < plans; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, plans - from) }, (_, i) => ({
      accountId,
      folioNo: '99999999/01',
      schemeCode: 118989,
      amountPaise: 500_000n,
      frequencyId: 'M',
      sipDay: 20,
      startDate: '2026-07-20',
      endDate: '2027-06-20',
      installments: 12,
      nextInstallmentDate: '2026-08-20',
      mandateNo: 'UMRN-HDFC-5000001',
      orderRef: `BENCH-SIP-${from + i}`,
    }));
    await db.insert(sipRegistrations).values(rows);
  }
}

function schedulerFor(db: BenchDb): InstallmentScheduler {
  const schemeService = new SchemeService(db, clock);
  return new InstallmentScheduler(
    db,
    clock,
    schemeService,
    new PortfolioService(db, clock),
    new SandboxPaymentGateway(db, clock, 'bench-secret-key-bench-secret-key-0123'),
    new SandboxOrderRouting(schemeService, clock),
    new AuditService(db),
  );
}

function installmentRows(done: number, allotted: number | undefined, seconds: number): Row[] {
  const rate = done / seconds;
  return [
    { metric: 'installments run', value: `${done} of ${plans}`, met: done === plans },
    {
      metric: 'allotments recorded once',
      value: String(allotted ?? 0),
      met: allotted === plans,
    },
    { metric: 'time', value: `${round(seconds, 1)} s` },
    {
      metric: 'installments per second',
      value: String(round(rate, 0)),
      target: `>= ${target}`,
      met: rate >= target,
    },
  ];
}

export const installments: Scenario = {
  name: 'installments',
  summary: `The installment scheduler runs ${plans.toLocaleString('en-US')} due SIP installments (mandate debit, allotment at the day's NAV) on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}.`,
  async run() {
    const database = await openDatabase({
      databaseUrl: process.env.BENCH_DATABASE_URL,
      dataDir: 'memory',
    });
    try {
      await database.migrate();
      await seedDemoData(database.db, clock);
      const accountId = await seedSchemeAndFolio(database.db);
      await seedDueSips(database.db, accountId);
      const scheduler = schedulerFor(database.db);
      console.log('  running the scheduler...');
      const started = performance.now();
      const done = await scheduler.runPending();
      const seconds = (performance.now() - started) / 1000;
      const [allotted] = await database.db
        .select({ n: count() })
        .from(mfTransactions)
        .where(like(mfTransactions.orderRef, 'SIPI-%'));
      const rate = done / seconds;
      const rows = installmentRows(done, allotted?.n, seconds);
      return { result: { plans, done, allotted: allotted?.n ?? 0, seconds, rate }, rows };
    } finally {
      await database.close();
    }
  },
};
