import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.js';
import { PortfolioService, type AllotmentInput } from '../src/modules/portfolio/service.js';
import { FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));

describe.each(testDatabases())('recording allotments and SIPs on $name', ({ open }) => {
  const suite = appPerSuite(open, { clock });
  const service = () => new PortfolioService(suite.database.db, clock);
  const accountIdOf = async (njAcNo: string) => {
    const [row] = await suite.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.njAcNo, njAcNo));
    return row!.id;
  };
  const purchase = (accountId: number, orderRef: string): AllotmentInput => ({
    accountId,
    schemeCode: 120716,
    amc: 'UTI Mutual Fund',
    trxnType: 'PIP',
    amountPaise: 500_000n,
    units: '31.847',
    nav: '157.0000',
    navDate: '2026-11-20',
    tradeDate: '2026-11-20',
    orderRef,
  });

  it('reuses the investor folio with the same AMC and opens a new one for another AMC', async () => {
    const portfolio = service();
    const id = await accountIdOf('5000013');
    const [first, again, other] = await portfolio.inTransaction(async (tx) => [
      await portfolio.findOrCreateFolio(tx, { accountId: id, amc: 'UTI Mutual Fund' }),
      await portfolio.findOrCreateFolio(tx, { accountId: id, amc: 'UTI Mutual Fund' }),
      await portfolio.findOrCreateFolio(tx, { accountId: id, amc: 'HDFC Mutual Fund' }),
    ]);
    expect(first).toMatch(/^\d{8}\/\d{2}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('records an allotment once per order reference', async () => {
    const portfolio = service();
    const id = await accountIdOf('5000013');
    const first = await portfolio.inTransaction((tx) =>
      portfolio.recordAllotment(tx, purchase(id, 'ORD-1')),
    );
    const retry = await portfolio.inTransaction((tx) =>
      portfolio.recordAllotment(tx, { ...purchase(id, 'ORD-1'), amountPaise: 999n }),
    );
    expect(retry).toEqual(first);
    const folio = await portfolio.inTransaction((tx) =>
      portfolio.findOrCreateFolio(tx, { accountId: id, amc: 'UTI Mutual Fund' }),
    );
    expect(first.folioNo).toBe(folio);
  });

  it("refuses another investor's folio and malformed units", async () => {
    const portfolio = service();
    const rohan = await accountIdOf('5000013');
    const asha = await accountIdOf('5000001');
    const { folioNo } = await portfolio.inTransaction((tx) =>
      portfolio.recordAllotment(tx, purchase(rohan, 'ORD-2')),
    );
    await expect(
      portfolio.inTransaction((tx) =>
        portfolio.recordAllotment(tx, { ...purchase(asha, 'ORD-3'), folioNo }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, displayMessage: 'Folio number should be valid.' });
    await expect(
      portfolio.inTransaction((tx) =>
        portfolio.recordAllotment(tx, { ...purchase(rohan, 'ORD-4'), units: '1.2345' }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, displayMessage: 'Units should be valid.' });
  });

  it('registers a SIP once per order reference in the investor folio', async () => {
    const portfolio = service();
    const id = await accountIdOf('5000013');
    const sip = {
      accountId: id,
      schemeCode: 120716,
      amc: 'UTI Mutual Fund',
      amountPaise: 200_000n,
      frequencyId: 'M',
      sipDay: 5,
      startDate: '2026-12-05',
      endDate: '2036-11-05',
      installments: 120,
      mandateNo: 'MND0001',
      orderRef: 'SIP-1',
    };
    const sipId = await portfolio.inTransaction((tx) => portfolio.registerSip(tx, sip));
    const again = await portfolio.inTransaction((tx) => portfolio.registerSip(tx, sip));
    expect(again).toBe(sipId);
    await expect(
      portfolio.inTransaction((tx) =>
        portfolio.registerSip(tx, { ...sip, orderRef: 'SIP-2', endDate: '2026-01-01' }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
