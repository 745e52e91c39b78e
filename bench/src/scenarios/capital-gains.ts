import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  addDays,
  installmentBusinessDay,
  stampDutyPaise,
  unitsForPurchase,
  valuePaise,
} from '@cdesk/domain';
import { buildApp } from '../../../apps/server/src/app.js';
import { testConfig } from '../../../apps/server/src/config.js';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import { accounts, folios, mfTransactions, schemes } from '../../../apps/server/src/db/schema.js';
import type { Clock } from '../../../apps/server/src/lib/clock.js';
import { seedDemoData } from '../../../apps/server/src/seed/seed-demo.js';
import type { Row, Scenario } from '../scenario.js';
import { median, percentile, round } from '../stats.js';

const runs = Number(process.env.BENCH_STATEMENT_RUNS ?? 15);
const schemeCount = 20;
const years = 10;

/** Friday 21-08-2026, 11:30 in India. */
const today = new Date('2026-08-21T06:00:00Z');
const clock: Clock = { realNow: () => new Date(), businessNow: () => today };

/** Twenty schemes of four fund houses: equity (1 % load within a year), debt and hybrids. */
const kinds = [
  ['Equity Scheme - Flexi Cap Fund', 'EQUITY'],
  ['Equity Scheme - Mid Cap Fund', 'EQUITY'],
  ['Debt Scheme - Short Duration Fund', 'DEBT'],
  ['Hybrid Scheme - Aggressive Hybrid Fund', 'HYBRID'],
  ['Hybrid Scheme - Multi Asset Allocation', 'HYBRID'],
] as const;
const amcs = [
  'Bench Alpha Mutual Fund',
  'Bench Beta Mutual Fund',
  'Bench Gamma Mutual Fund',
  'Bench Delta Mutual Fund',
];

/** A NAV path: about 11 % a year with a wobble, 4 decimals. */
function navOn(scheme: number, month: number): string {
  const value = 10 * Math.pow(1.0088, month) * (1 + 0.04 * Math.sin((month + scheme) / 3));
  return value.toFixed(4);
}

const monthStart = (month: number) => {
  const start = new Date(Date.UTC(2016, 8 + month, 10));
  return start.toISOString().slice(0, 10);
};

export const capitalGains: Scenario = {
  name: 'capital-gains',
  summary: `The capital-gains statement of 10 years of monthly SIPs in ${schemeCount} schemes with redemptions: the call and its PDF, ${runs} runs each, on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}.`,
  async run() {
    const database = await openDatabase({
      databaseUrl: process.env.BENCH_DATABASE_URL,
      dataDir: 'memory',
    });
    await database.migrate();
    const built = await buildApp(testConfig(), { database, backgroundJobs: false, clock });
    try {
      await seedDemoData(database.db, clock);
      const [investor] = await database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.njAcNo, '5000013'));
      if (!investor) throw new Error('no demo account 5000013');
      const rows: (typeof mfTransactions.$inferInsert)[] = [];
      let sales = 0;
      for (let s = 0; s < schemeCount; s += 1) {
        const schemeCode = 990_001 + s;
        const [category, schemeType] = kinds[s % kinds.length]!;
        const amc = amcs[s % amcs.length]!;
        const folioNo = `BENCH${s}/1`;
        await database.db.insert(schemes).values({
          schemeCode,
          name: `Bench ${category.split(' - ')[1]} ${s + 1} - Direct Plan - Growth`,
          amc,
          structure: 'Open Ended Schemes',
          category,
          subType: category.split(' - ')[1] ?? '',
          schemeType,
          plan: 'DIRECT',
          option: 'GROWTH',
          latestNav: navOn(s, years * 12),
          latestNavDate: '2026-08-20',
        });
        await database.db.insert(folios).values({ accountId: investor.id, amc, folioNo });
        let held = 0n;
        for (let m = 0; m < years * 12; m += 1) {
          const on = installmentBusinessDay(monthStart(m));
          if (on >= '2026-08-21') break;
          const nav = navOn(s, m);
          const units = unitsForPurchase(500_000n, nav);
          held += BigInt(units.replace('.', ''));
          rows.push({
            accountId: investor.id,
            schemeCode,
            folioNo,
            trxnType: 'SIP',
            flow: 'IN',
            amountPaise: 500_000n,
            stampDutyPaise: stampDutyPaise(500_000n),
            units,
            nav,
            navDate: on,
            tradeDate: on,
            orderRef: `BENCH-${s}-SIP-${m}`,
          });
          // Some redemptions: a tenth of the units every December from 2020, and in June and
          // August of the current year.
          const month = on.slice(5, 7);
          const sells =
            (month === '12' && on >= '2020') ||
            (on >= '2026-04' && (month === '06' || month === '08'));
          if (!sells) continue;
          const saleOn = addDays(on, 2);
          const saleNav = navOn(s, m);
          const sold = held / 10n;
          held -= sold;
          const soldUnits = `${sold / 1000n}.${(sold % 1000n).toString().padStart(3, '0')}`;
          rows.push({
            accountId: investor.id,
            schemeCode,
            folioNo,
            trxnType: 'RED',
            flow: 'OUT',
            amountPaise: valuePaise(soldUnits, saleNav),
            units: soldUnits,
            nav: saleNav,
            navDate: saleOn,
            tradeDate: saleOn,
            orderRef: `BENCH-${s}-RED-${m}`,
          });
          sales += 1;
        }
      }
      for (let i = 0; i < rows.length; i += 500)
        await database.db.insert(mfTransactions).values(rows.slice(i, i + 500));

      const login = await built.app.inject({
        method: 'POST',
        url: '/cdesk/gw/login/v2/authenticate',
        payload: { loginId: '5000013', password: 'Demo@1234', loginWith: 'NJACNO' },
      });
      const token = (login.json() as { data: { token: string } }).data.token;
      const call = async (path: string) => {
        const started = performance.now();
        const response = await built.app.inject({
          method: 'POST',
          url: `/cdesk/gw/reports/${path}`,
          payload: { acCode: 'AC5000013', financialYear: '2026-27' },
          headers: { authorization: `Bearer ${token}` },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return { ms, response };
      };
      const first = await call('capitalGainStatement');
      const statement = first.response.json() as {
        data: { schemes: { sales: { lots: unknown[] }[] }[] };
      };
      const yearSales = statement.data.schemes.flatMap((s) => s.sales);
      const lots = yearSales.reduce((n, sale) => n + sale.lots.length, 0);
      const firstPdf = await call('capitalGainStatementPdf');
      const times: number[] = [];
      const pdfTimes: number[] = [];
      let pdfBytes = 0;
      for (let i = 0; i < runs; i += 1) {
        times.push((await call('capitalGainStatement')).ms);
        const pdf = await call('capitalGainStatementPdf');
        pdfTimes.push(pdf.ms);
        pdfBytes = pdf.response.rawPayload.length;
      }
      const pages = (await PDFDocument.load(firstPdf.response.rawPayload)).getPageCount();
      const result = {
        database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
        schemes: schemeCount,
        transactions: rows.length,
        salesInAllYears: sales,
        salesInYear: yearSales.length,
        lotsInYear: lots,
        statementMs: {
          first: round(first.ms),
          median: round(median(times)),
          p95: round(percentile(times, 95)),
        },
        pdfMs: {
          first: round(firstPdf.ms),
          median: round(median(pdfTimes)),
          p95: round(percentile(pdfTimes, 95)),
        },
        pdfBytes,
        pdfPages: pages,
      };
      const out: Row[] = [
        {
          metric: 'portfolio',
          value: `${rows.length} transactions, ${sales} sales; FY 2026-27: ${yearSales.length} sales, ${lots} lots`,
        },
        {
          metric: 'capitalGainStatement median / p95 (first)',
          value: `${result.statementMs.median} / ${result.statementMs.p95} ms (${result.statementMs.first} ms)`,
        },
        {
          metric: 'capitalGainStatementPdf median / p95 (first)',
          value: `${result.pdfMs.median} / ${result.pdfMs.p95} ms (${result.pdfMs.first} ms)`,
        },
        { metric: 'PDF size, pages', value: `${(pdfBytes / 1024).toFixed(1)} KB, ${pages} pages` },
      ];
      return { result, rows: out };
    } finally {
      await built.app.close();
      await database.close();
    }
  },
};
