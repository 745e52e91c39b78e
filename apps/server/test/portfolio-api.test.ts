import { xirr } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, navHistory, schemes } from '../src/db/schema.js';
import { PortfolioService } from '../src/modules/portfolio/service.js';
import { envelope, FixedClock, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const netWorthUrl = '/cdesk/gw/ewadashboardws/api/rest/NetworthReport/netWorthReport';
const holdingsUrl = '/cdesk/gw/ewaportfoliows/api/portfolio/getHoldings';
const transactionsUrl = '/cdesk/gw/ewaportfoliows/api/portfolio/getTransactions';
const sipsUrl = '/cdesk/gw/ewaportfoliows/api/portfolio/getSipRegistrations';

// 10-03-2026 in India.
const clock = new FixedClock(new Date('2026-03-10T06:00:00Z'));

const scheme = (code: number, name: string, amc: string, type: string, nav: string) => ({
  schemeCode: code,
  name,
  amc,
  structure: 'Open Ended Schemes',
  category: type === 'LIQUID' ? 'Debt Scheme - Liquid Fund' : 'Equity Scheme - Flexi Cap Fund',
  subType: type === 'LIQUID' ? 'Liquid Fund' : 'Flexi Cap Fund',
  schemeType: type,
  plan: 'DIRECT',
  option: 'GROWTH',
  latestNav: nav,
  latestNavDate: '2026-03-09',
});

describe.each(testDatabases())('portfolio calls on $name', ({ open }) => {
  const suite = appPerSuite(open, { clock });
  let asha: string;
  let rohan: string;
  let sipId: number;

  beforeAll(async () => {
    const db = suite.database.db;
    await db
      .insert(schemes)
      .values([
        scheme(
          900001,
          'Alpha Flexi Cap Fund - Direct Plan - Growth',
          'Alpha Mutual Fund',
          'EQUITY',
          '12.5000',
        ),
        scheme(
          900002,
          'Beta Liquid Fund - Direct Plan - Growth',
          'Beta Mutual Fund',
          'LIQUID',
          '1100.0000',
        ),
      ]);
    await db.insert(navHistory).values([
      { schemeCode: 900001, navDate: '2026-01-01', nav: '10.0000' },
      { schemeCode: 900001, navDate: '2026-02-01', nav: '11.0000' },
      { schemeCode: 900001, navDate: '2026-03-09', nav: '12.5000' },
      { schemeCode: 900002, navDate: '2026-01-01', nav: '1000.0000' },
      { schemeCode: 900002, navDate: '2026-03-09', nav: '1100.0000' },
    ]);
    const [account] = await db.select().from(accounts).where(eq(accounts.njAcNo, '5000001'));
    const accountId = account!.id;
    const portfolio = new PortfolioService(db, clock);
    const base = { accountId, trxnType: 'PIP' as const };
    await portfolio.inTransaction(async (tx) => {
      sipId = await portfolio.registerSip(tx, {
        accountId,
        schemeCode: 900001,
        amc: 'Alpha Mutual Fund',
        amountPaise: 550_000n,
        frequencyId: 'M',
        sipDay: 1,
        startDate: '2026-02-01',
        endDate: '2027-01-01',
        installments: 12,
        mandateNo: 'NJEM01',
        nextInstallmentDate: '2026-04-01',
        orderRef: 'T-SIP-1',
      });
      // ₹10,000 at 10 = 1,000 units; ₹5,500 at 11 = 500 units; ₹20,000 at 1,000 = 20 units.
      await portfolio.recordAllotment(tx, {
        ...base,
        schemeCode: 900001,
        amc: 'Alpha Mutual Fund',
        amountPaise: 1_000_000n,
        units: '1000.000',
        nav: '10.0000',
        navDate: '2026-01-01',
        tradeDate: '2026-01-01',
        orderRef: 'T-1',
      });
      await portfolio.recordAllotment(tx, {
        ...base,
        trxnType: 'SIP',
        schemeCode: 900001,
        amc: 'Alpha Mutual Fund',
        amountPaise: 550_000n,
        units: '500.000',
        nav: '11.0000',
        navDate: '2026-02-01',
        tradeDate: '2026-02-01',
        orderRef: 'T-2',
        sipRegistrationId: sipId,
      });
      await portfolio.recordAllotment(tx, {
        ...base,
        schemeCode: 900002,
        amc: 'Beta Mutual Fund',
        amountPaise: 2_000_000n,
        units: '20.000',
        nav: '1000.0000',
        navDate: '2026-01-01',
        tradeDate: '2026-01-01',
        orderRef: 'T-3',
      });
    });
    asha = (await login(suite.app)).token;
    rohan = (await login(suite.app, '5000013')).token;
  });

  it('reports net worth at the NAV on or before the date asked', async () => {
    const body = envelope(
      await post(suite.app, netWorthUrl, { acCode: 'AC5000001', asOnDate: '15/02/2026' }, asha),
    );
    expect(body.isSuccess).toBe(true);
    // 1,500 units at 11 (01-02-2026) = ₹16,500 and 20 units at 1,000 (01-01-2026) = ₹20,000.
    // Invested ₹35,500; gain ₹1,000 = 2.816..% -> 2.82.
    expect(body.data).toMatchObject({
      acCode: 'AC5000001',
      asOnDate: '15/02/2026',
      netWorthPaise: 3_650_000,
      currentValuePaise: 3_650_000,
      investedPaise: 3_550_000,
      gainPaise: 100_000,
      gainPercent: '2.82',
      navDate: '2026-02-01',
    });
    const rate = xirr([
      { date: '2026-01-01', amountPaise: -1_000_000n },
      { date: '2026-02-01', amountPaise: -550_000n },
      { date: '2026-01-01', amountPaise: -2_000_000n },
      { date: '2026-02-15', amountPaise: 3_650_000n },
    ]);
    expect(body.data.xirrPercent).toBe((rate! * 100).toFixed(2));
    expect(body.data.byProduct).toEqual([
      expect.objectContaining({
        productId: 'mutual-funds',
        product: 'Mutual Funds',
        currentValuePaise: 3_650_000,
      }),
    ]);
    // ₹16,500 / ₹36,500 = 45.205..% and ₹20,000 / ₹36,500 = 54.794..%.
    expect(body.data.byAssetClass).toEqual([
      { assetClass: 'EQUITY', valuePaise: 1_650_000, percent: '45.21' },
      { assetClass: 'DEBT', valuePaise: 2_000_000, percent: '54.79' },
    ]);
  });

  it("values today's net worth at the latest NAVs", async () => {
    const body = envelope(
      await post(suite.app, netWorthUrl, { acCode: 'AC5000001', asOnDate: '10/03/2026' }, asha),
    );
    // 1,500 x 12.5 + 20 x 1,100, both NAVs of 09-03-2026.
    expect(body.data).toMatchObject({ netWorthPaise: 4_075_000, navDate: '2026-03-09' });
  });

  it('sums every visible code for ALL and leaves out later transactions', async () => {
    const body = envelope(
      await post(suite.app, netWorthUrl, { acCode: 'ALL', asOnDate: '10/01/2026' }, asha),
    );
    // Only the two 01-01-2026 purchases: 1,000 x 10 + 20 x 1,000.
    expect(body.data).toMatchObject({
      acCode: 'ALL',
      netWorthPaise: 3_000_000,
      investedPaise: 3_000_000,
    });
  });

  it('takes a day still to come as today: no value at NAVs not yet published', async () => {
    const body = envelope(
      await post(suite.app, netWorthUrl, { acCode: 'AC5000001', asOnDate: '11/03/2027' }, asha),
    );
    expect(body.data).toMatchObject({
      asOnDate: '10/03/2026',
      netWorthPaise: 4_075_000,
      navDate: '2026-03-09',
    });
  });

  it("refuses bad dates, bad codes and another investor's code", async () => {
    const cases: [unknown, number, string][] = [
      [{ acCode: 'AC5000001', asOnDate: '2026-02-15' }, 400, 'asOnDate should be valid.'],
      [{ acCode: 'AC5000001', asOnDate: '31/02/2026' }, 400, 'asOnDate should be valid.'],
      [{ acCode: 'AC5000001' }, 400, 'asOnDate cannot be empty.'],
      [{ asOnDate: '15/02/2026' }, 400, 'acCode cannot be empty.'],
      [{ acCode: "' or 1=1", asOnDate: '15/02/2026' }, 400, 'acCode should be valid.'],
      [
        { acCode: 'AC5000013', asOnDate: '15/02/2026' },
        403,
        'This account is not linked to your login.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(suite.app, netWorthUrl, payload, asha);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(envelope(response).displayMessage).toBe(message);
    }
    const anonymous = await post(suite.app, netWorthUrl, {
      acCode: 'AC5000001',
      asOnDate: '15/02/2026',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists holdings at the latest NAV with gain, XIRR and allocation', async () => {
    const body = envelope(await post(suite.app, holdingsUrl, { acCode: 'AC5000001' }, asha));
    expect(body.isSuccess).toBe(true);
    // 1,500 x 12.5 = ₹18,750 on ₹15,500 (20.967..%); 20 x 1,100 = ₹22,000 on ₹20,000 (10%).
    expect(body.data.holdings).toEqual([
      expect.objectContaining({
        schemeCode: 900002,
        schemeType: 'LIQUID',
        assetClass: 'DEBT',
        units: '20.000',
        nav: '1100.0000',
        navDate: '2026-03-09',
        currentValuePaise: 2_200_000,
        investedPaise: 2_000_000,
        gainPaise: 200_000,
        gainPercent: '10.00',
      }),
      expect.objectContaining({
        schemeCode: 900001,
        schemeName: 'Alpha Flexi Cap Fund - Direct Plan - Growth',
        amc: 'Alpha Mutual Fund',
        acCode: 'AC5000001',
        units: '1500.000',
        currentValuePaise: 1_875_000,
        investedPaise: 1_550_000,
        gainPaise: 325_000,
        gainPercent: '20.97',
      }),
    ]);
    // ₹40,750 on ₹35,500: ₹5,250, 14.788..%.
    expect(body.data.summary).toMatchObject({
      currentValuePaise: 4_075_000,
      investedPaise: 3_550_000,
      gainPaise: 525_000,
      gainPercent: '14.79',
      navDate: '2026-03-09',
    });
    expect(Number(body.data.summary.xirrPercent)).toBeGreaterThan(50);
    expect(body.data.allocation.map((r: { percent: string }) => r.percent)).toEqual([
      '46.01',
      '53.99',
    ]);
  });

  it('pages transactions newest first', async () => {
    const first = envelope(
      await post(suite.app, transactionsUrl, { acCode: 'AC5000001', page: 1, pageSize: 2 }, asha),
    );
    expect(first.data.total).toBe(3);
    expect(
      first.data.items.map((t: { tradeDate: string; trxnTypeLabel: string }) => [
        t.tradeDate,
        t.trxnTypeLabel,
      ]),
    ).toEqual([
      ['2026-02-01', 'SIP'],
      ['2026-01-01', 'Purchase'],
    ]);
    const second = envelope(
      await post(suite.app, transactionsUrl, { acCode: 'AC5000001', page: 2, pageSize: 2 }, asha),
    );
    expect(second.data.items).toHaveLength(1);
    const bad = await post(suite.app, transactionsUrl, { acCode: 'AC5000001', pageSize: 0 }, asha);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).displayMessage).toBe('pageSize should be valid.');
  });

  it('lists SIP registrations with the installments done', async () => {
    const body = envelope(await post(suite.app, sipsUrl, { acCode: 'AC5000001' }, asha));
    expect(body.data).toEqual([
      expect.objectContaining({
        sipId,
        schemeCode: 900001,
        amountPaise: 550_000,
        installments: 12,
        installmentsDone: 1,
        status: 'ACTIVE',
        nextInstallmentDate: '2026-04-01',
      }),
    ]);
  });

  it('shows an investor with no holdings an empty portfolio', async () => {
    const worth = envelope(
      await post(suite.app, netWorthUrl, { acCode: 'AC5000013', asOnDate: '10/03/2026' }, rohan),
    );
    expect(worth.data).toMatchObject({
      netWorthPaise: 0,
      investedPaise: 0,
      gainPercent: null,
      xirrPercent: null,
      byProduct: [],
    });
    const holdings = envelope(await post(suite.app, holdingsUrl, { acCode: 'AC5000013' }, rohan));
    expect(holdings.data.holdings).toEqual([]);
    const sips = envelope(await post(suite.app, sipsUrl, { acCode: 'AC5000013' }, rohan));
    expect(sips.data).toEqual([]);
    const other = await post(suite.app, holdingsUrl, { acCode: 'AC5000001' }, rohan);
    expect(other.statusCode).toBe(403);
  });
});
