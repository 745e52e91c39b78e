import { stampDutyPaise, unitsForAmount, valuePaise } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, mfTransactions, navHistory, schemes } from '../src/db/schema.js';
import { seedDemoPortfolio } from '../src/seed/demo-portfolio.js';
import { envelope, FixedClock, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

// 10-03-2026 in India: eight monthly installments of each SIP and both lumpsums are due.
const clock = new FixedClock(new Date('2026-03-10T06:00:00Z'));

/** The demo portfolio's schemes as the AMFI master files them, with a few of their real NAVs. */
const demoSchemes = [
  [
    120716,
    'UTI Nifty 50 Index Fund - Growth Option- Direct',
    'UTI Mutual Fund',
    'Other Scheme - Index Funds',
    'OTHERS',
  ],
  [
    122639,
    'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
    'PPFAS Mutual Fund',
    'Equity Scheme - Flexi Cap Fund',
    'EQUITY',
  ],
  [
    118989,
    'HDFC Mid Cap Fund - Growth Option - Direct Plan',
    'HDFC Mutual Fund',
    'Equity Scheme - Mid Cap Fund',
    'EQUITY',
  ],
  [
    119091,
    'HDFC Liquid Fund - Growth Option - Direct Plan',
    'HDFC Mutual Fund',
    'Debt Scheme - Liquid Fund',
    'LIQUID',
  ],
] as const;

const navs = [
  [120716, '2025-07-18', '173.8748'],
  [120716, '2026-03-09', '168.0044'],
  [122639, '2025-07-18', '91.9428'],
  [122639, '2026-03-09', '88.6512'],
  [118989, '2025-07-18', '217.979'],
  [118989, '2026-03-09', '210.943'],
  [119091, '2025-07-18', '5194.5977'],
  [119091, '2026-03-09', '5389.8071'],
] as const;

const latest = (code: number) => navs.filter(([c]) => c === code).at(-1)!;

describe.each(testDatabases())('the demo portfolio on $name', ({ open }) => {
  const suite = appPerSuite(open, { clock });
  let asha: string;

  beforeAll(async () => {
    const db = suite.database.db;
    await db.insert(schemes).values(
      demoSchemes.map(([schemeCode, name, amc, category, schemeType]) => ({
        schemeCode,
        name,
        amc,
        structure: 'Open Ended Schemes',
        category,
        subType: category.slice(category.indexOf(' - ') + 3),
        schemeType,
        plan: 'DIRECT',
        option: 'GROWTH',
        latestNav: latest(schemeCode)[2],
        latestNavDate: latest(schemeCode)[1],
      })),
    );
    await db
      .insert(navHistory)
      .values(navs.map(([schemeCode, navDate, nav]) => ({ schemeCode, navDate, nav })));
    expect(await seedDemoPortfolio(db, clock)).toMatchObject({ seeded: true });
    asha = (await login(suite.app)).token;
  });

  it('deducts stamp duty from every installment and lumpsum before pricing its units', async () => {
    const [account] = await suite.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.njAcNo, '5000001'));
    const rows = await suite.database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.accountId, account!.id));
    // Installments of July 2025 to February 2026 of three SIPs, and two lumpsums.
    expect(rows).toHaveLength(3 * 8 + 2);
    for (const row of rows) {
      expect(row.stampDutyPaise).toBe(stampDutyPaise(row.amountPaise));
      expect(row.units).toBe(unitsForAmount(row.amountPaise - row.stampDutyPaise, row.nav));
    }
    // ₹5,000 SIP of the index fund: ₹0.25 of duty, and units for ₹4,999.75 at the NAV of its day.
    const first = rows
      .filter((r) => r.schemeCode === 120716)
      .sort((a, b) => a.tradeDate.localeCompare(b.tradeDate))[0]!;
    expect(first).toMatchObject({ amountPaise: 500_000n, stampDutyPaise: 25n });
    expect(first.units).toBe(unitsForAmount(499_975n, first.nav));
    // ₹1,00,000 lumpsum in the liquid fund: ₹5.00 of duty.
    const liquid = rows.find((r) => r.schemeCode === 119091);
    expect(liquid).toMatchObject({ amountPaise: 10_000_000n, stampDutyPaise: 500n });
  });

  it('counts the Nifty 50 index fund as equity and the liquid fund as debt', async () => {
    const body = envelope(
      await post(
        suite.app,
        '/cdesk/gw/ewaportfoliows/api/portfolio/getHoldings',
        { acCode: 'AC5000001' },
        asha,
      ),
    );
    const index = body.data.holdings.find((h: { schemeCode: number }) => h.schemeCode === 120716);
    expect(index).toMatchObject({ schemeType: 'OTHERS', assetClass: 'EQUITY' });
    const classes = body.data.allocation.map((r: { assetClass: string }) => r.assetClass);
    expect(classes).toEqual(['EQUITY', 'DEBT']);
    const equity = body.data.holdings
      .filter((h: { assetClass: string }) => h.assetClass === 'EQUITY')
      .reduce((sum: number, h: { currentValuePaise: number }) => sum + h.currentValuePaise, 0);
    expect(body.data.allocation[0].valuePaise).toBe(equity);
  });

  it('counts as invested the cost of the units held: units x NAV plus stamp duty, purchase by purchase', async () => {
    const rows = await suite.database.db.select().from(mfTransactions);
    const body = envelope(
      await post(
        suite.app,
        '/cdesk/gw/ewaportfoliows/api/portfolio/getHoldings',
        { acCode: 'AC5000001' },
        asha,
      ),
    );
    for (const holding of body.data.holdings) {
      // Nothing sold: every purchase is held whole.
      const bought = rows.filter((r) => r.schemeCode === holding.schemeCode);
      const cost = bought.reduce(
        (sum, r) => sum + valuePaise(r.units, r.nav) + r.stampDutyPaise,
        0n,
      );
      expect(BigInt(holding.investedPaise)).toBe(cost);
    }
    // The index fund's installments of ₹5,000 all take the NAV of 09-03-2026 here (the history has
    // none between): duty ₹0.25, units 4,999.75 / 168.0044 = 29.7596 -> 29.760, each costing
    // 29.760 x 168.0044 = ₹4,999.811 -> ₹4,999.81 + 0.25 = ₹5,000.06; eight of them ₹40,000.48.
    const index = body.data.holdings.find((h: { schemeCode: number }) => h.schemeCode === 120716);
    expect(rows.filter((r) => r.schemeCode === 120716).map((r) => [r.units, r.nav])).toEqual(
      Array.from({ length: 8 }, () => ['29.760', '168.0044']),
    );
    expect(index.investedPaise).toBe(4_000_048);
  });

  it('shows each installment with its amount, stamp duty and units', async () => {
    const [row] = await suite.database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.schemeCode, 120716))
      .orderBy(mfTransactions.tradeDate)
      .limit(1);
    const body = envelope(
      await post(
        suite.app,
        '/cdesk/gw/ewaportfoliows/api/portfolio/getTransactions',
        { acCode: 'AC5000001', pageSize: 100 },
        asha,
      ),
    );
    expect(body.data.items).toContainEqual(
      expect.objectContaining({
        schemeCode: 120716,
        tradeDate: row!.tradeDate,
        amountPaise: 500_000,
        stampDutyPaise: 25,
        units: row!.units,
      }),
    );
  });
});
