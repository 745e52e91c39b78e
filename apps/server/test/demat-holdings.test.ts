import { dematMessages } from '@cdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dematDemo } from '../src/seed/demat-demo.js';
import { envelope, FixedClock, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const holdingsUrl = '/cdesk/gw/dpholding/v1/getHoldings';
const transactionsUrl = '/cdesk/gw/dpholding/v1/getTransactions';

// Thursday 26-11-2026 in India: the demo prices are of Wednesday 25-11-2026.
const clock = new FixedClock(new Date('2026-11-26T06:00:00Z'));

interface Holding {
  isin: string;
  quantity: number;
  freeQuantity: number;
  pledgedQuantity: number;
  lockedInQuantity: number;
  pricePaise: number;
  priceDate: string;
  valuePaise: number;
}

describe.each(testDatabases())('demat holdings from the depository on $name', ({ open }) => {
  const suite = appPerSuite(open, { clock });
  let asha: string;

  beforeAll(async () => {
    asha = (await login(suite.app, '5000001')).token;
  });

  it("shows 5000001's shares with its DP, a masked client id and demo prices", async () => {
    const response = await post(suite.app, holdingsUrl, { acCode: 'AC5000001' }, asha);
    expect(response.statusCode).toBe(200);
    const { data } = envelope(response);
    expect(data.dematAccounts).toEqual([
      { acCode: 'AC5000001', depository: 'NSDL', dpId: 'IN300214', clientId: '****5678' },
    ]);
    expect(data.isDemoPrice).toBe(true);
    expect(data.note).toBe(dematMessages.demoPrices);
    const holdings = data.holdings as Holding[];
    expect(holdings.map((h) => h.isin).sort()).toEqual(
      dematDemo.holdings.map((h) => h.isin).sort(),
    );
    const reliance = holdings.find((h) => h.isin === 'INE002A01018');
    // Bought 100 and 50, sold 30: 120 shares, 20 pledged; 120 x ₹1,412.30 = ₹1,69,476.00.
    expect(reliance).toMatchObject({
      quantity: 120,
      freeQuantity: 100,
      pledgedQuantity: 20,
      lockedInQuantity: 0,
      pricePaise: 141_230,
      priceDate: '2026-11-25',
      valuePaise: 16_947_600,
    });
    for (const h of holdings) {
      expect(h.valuePaise).toBe(h.quantity * h.pricePaise);
      expect(h.freeQuantity + h.pledgedQuantity + h.lockedInQuantity).toBe(h.quantity);
    }
    expect(data.totalValuePaise).toBe(holdings.reduce((sum, h) => sum + h.valuePaise, 0));
  });

  it('answers ALL with the same shares', async () => {
    const mine = envelope(await post(suite.app, holdingsUrl, { acCode: 'AC5000001' }, asha)).data;
    const all = envelope(await post(suite.app, holdingsUrl, { acCode: 'ALL' }, asha)).data;
    expect(all.acCode).toBe('ALL');
    expect(all.totalValuePaise).toBe(mine.totalValuePaise);
  });

  it("lists a year of trades that add up to each holding, each with the ISIN's balance after it", async () => {
    const response = await post(
      suite.app,
      transactionsUrl,
      { acCode: 'AC5000001', fromDate: '26-11-2025', toDate: '26/11/2026' },
      asha,
    );
    expect(response.statusCode).toBe(200);
    const { data } = envelope(response);
    expect(data).toMatchObject({ fromDate: '2025-11-26', toDate: '2026-11-26', note: '' });
    const items = data.items as {
      tradeDate: string;
      isin: string;
      type: string;
      quantity: number;
      balance: number;
    }[];
    expect(items).toHaveLength(dematDemo.holdings.reduce((n, h) => n + h.moves.length, 0));
    expect(items.map((i) => i.tradeDate)).toEqual(items.map((i) => i.tradeDate).sort());
    const holdings = envelope(await post(suite.app, holdingsUrl, { acCode: 'AC5000001' }, asha))
      .data.holdings as Holding[];
    for (const h of holdings) {
      const trades = items.filter((i) => i.isin === h.isin);
      const net = trades.reduce((n, t) => n + (t.type === 'BUY' ? t.quantity : -t.quantity), 0);
      expect(net).toBe(h.quantity);
      expect(trades.at(-1)?.balance).toBe(h.quantity);
    }
  });

  it('keeps the running balance when the period starts after earlier trades', async () => {
    const { data } = envelope(
      await post(
        suite.app,
        transactionsUrl,
        { acCode: 'AC5000001', fromDate: '15-08-2026', toDate: '26-11-2026' },
        asha,
      ),
    );
    const sale = (data.items as { isin: string; type: string; balance: number }[]).find(
      (i) => i.isin === 'INE002A01018',
    );
    // Reliance: 100 + 50 bought before mid-August, 30 sold on 28-08-2026.
    expect(sale).toMatchObject({ type: 'SELL', balance: 120 });
  });

  it('answers an account without a demat account with an empty list and a note', async () => {
    // Farhan Ali's E-Wealth MF account has no demat account (5000013's is an empty one).
    const farhan = (await login(suite.app, '5000011')).token;
    const holdings = await post(suite.app, holdingsUrl, { acCode: 'AC5000011' }, farhan);
    expect(holdings.statusCode).toBe(200);
    expect(envelope(holdings).data).toEqual({
      acCode: 'AC5000011',
      dematAccounts: [],
      holdings: [],
      totalValuePaise: 0,
      isDemoPrice: false,
      note: dematMessages.noDematAccount,
    });
    const trades = await post(
      suite.app,
      transactionsUrl,
      { acCode: 'AC5000011', fromDate: '01-01-2026', toDate: '26-11-2026' },
      farhan,
    );
    expect(envelope(trades).data).toMatchObject({ items: [], note: dematMessages.noDematAccount });
  });

  it('says so when a demat account holds no shares', async () => {
    const anil = (await login(suite.app, '5000015')).token;
    const { data } = envelope(await post(suite.app, holdingsUrl, { acCode: 'AC5000015' }, anil));
    expect(data.dematAccounts).toEqual([
      { acCode: 'AC5000015', depository: 'NSDL', dpId: 'IN300214', clientId: '****4321' },
    ]);
    expect(data.holdings).toEqual([]);
    expect(data.note).toBe(dematMessages.noShares);
  });

  it.each([
    [
      { acCode: 'AC5000001', fromDate: '02-04-2026', toDate: '01-04-2026' },
      dematMessages.rangeOrder,
    ],
    [
      { acCode: 'AC5000001', fromDate: '01-01-2025', toDate: '26-11-2026' },
      dematMessages.rangeTooLong,
    ],
    [
      { acCode: 'AC5000001', fromDate: '31-02-2026', toDate: '26-11-2026' },
      'fromDate should be valid.',
    ],
    [
      { acCode: 'AC5000001', fromDate: '2026-01-01', toDate: '26-11-2026' },
      'fromDate should be valid.',
    ],
    [{ acCode: 'AC5000001', toDate: '26-11-2026' }, 'fromDate cannot be empty.'],
    [
      { acCode: 'AC5000001', fromDate: 20260101, toDate: '26-11-2026' },
      'fromDate cannot be empty.',
    ],
    [{ fromDate: '01-01-2026', toDate: '26-11-2026' }, 'acCode cannot be empty.'],
    [
      { acCode: "' or 1=1", fromDate: '01-01-2026', toDate: '26-11-2026' },
      'acCode should be valid.',
    ],
  ])('refuses the statement request %j with a 400', async (body, message) => {
    const response = await post(suite.app, transactionsUrl, body, asha);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ isSuccess: false, displayMessage: message });
  });

  it("refuses bad holdings requests with a 400, and another investor's code with a 403", async () => {
    const bad = await post(suite.app, holdingsUrl, { acCode: ['AC5000001'] }, asha);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).displayMessage).toBe('acCode cannot be empty.');
    const other = await post(suite.app, holdingsUrl, { acCode: 'AC5000002' }, asha);
    expect(other.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const response = await post(suite.app, holdingsUrl, { acCode: 'AC5000001' });
    expect(response.statusCode).toBe(401);
  });
});
