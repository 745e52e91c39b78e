import { istDate } from '@cdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { jobs, navHistory, schemes } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';
import { common, gw, investor, lumpsum, refOf, submitForm } from './support/purchase.js';
import { insertSchemeFixture } from './support/scheme-fixture.js';

const portfolio = (call: string) => `/cdesk/gw/ewaportfoliows/api/portfolio/${call}`;
const netWorthUrl = '/cdesk/gw/ewadashboardws/api/rest/NetworthReport/netWorthReport';

const midCap = 118989;
const liquid = 119800;
const nifty = 120716;

/** Real-looking NAVs around the default business day, Wednesday 12-08-2026. */
const augustNavs = [
  { schemeCode: midCap, navDate: '2026-08-11', nav: '201.5000' },
  { schemeCode: midCap, navDate: '2026-08-12', nav: '202.0000' },
  { schemeCode: midCap, navDate: '2026-08-13', nav: '204.0000' },
  { schemeCode: liquid, navDate: '2026-08-11', nav: '4090.0000' },
  { schemeCode: liquid, navDate: '2026-08-12', nav: '4091.0000' },
  // The index fund published no NAV on 12-08.
  { schemeCode: nifty, navDate: '2026-08-11', nav: '160.0000' },
  { schemeCode: nifty, navDate: '2026-08-13', nav: '162.0000' },
];

/**
 * What every screen must keep to: an order allotted at the NAV of its applicable date (never an
 * older one, never a later one where the scheme published that day), and no "as on" or NAV date
 * later than the business day or than the last NAV the history holds.
 */
describe.each(testDatabases())('dates that never lie, on $name', ({ open }) => {
  let database: Database;
  let built: App;
  let asha: Awaited<ReturnType<typeof investor>>;
  /** Each order placed: its transaction id and the NAV date the desk promised before payment. */
  const promised: { trxnId: string; schemeCode: number; navDate: string }[] = [];

  beforeAll(async () => {
    database = await open();
    built = await buildApp(testConfig(), { database, backgroundJobs: false });
    await insertSchemeFixture(database);
    await database.db.insert(navHistory).values(augustNavs);
    asha = await investor(built.app, '5000001');
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const setClock = async (at: string) => {
    const reply = await built.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/clock',
      remoteAddress: '127.0.0.1',
      payload: new URLSearchParams({ at }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.statusCode).toBe(200);
  };
  const today = async () => {
    const reply = await built.app.inject({ method: 'GET', url: '/cdesk/gw/health' });
    return istDate(new Date(String(reply.headers['x-cdesk-business-time'])));
  };
  const status = (tid: string) => asha.data(gw('getOrderStatus'), { tid });
  const lastHistoryDate = async () => {
    const [row] = await database.db
      .select({ last: sql<string>`max(${navHistory.navDate})::text` })
      .from(navHistory);
    return row?.last ?? '';
  };

  /** Places and pays a purchase, noting the NAV date the cut-off call promised for it. */
  const buy = async (schemeCode: number, body: Record<string, unknown>, isLiquid = false) => {
    const cutoff = await asha.data(gw('getCuttofDetail'), {});
    const placed = await asha.data(gw('onConfirm'), body);
    const back = await submitForm(built.app, '/cdesk/sandbox/bank/netbanking', {
      ref: refOf(placed.netBankingUrl),
      decision: 'APPROVE',
    });
    expect(back.statusCode).toBe(200);
    promised.push({
      trxnId: placed.trxnId,
      schemeCode,
      navDate: isLiquid ? cutoff.liquidNavDate : cutoff.navDate,
    });
    await built.allotments.runPending();
    return (await status(placed.trxnId)).orders[0];
  };

  /** The guard: every call that shows an order, a holding or a valuation keeps to its dates. */
  const checkEveryScreen = async () => {
    const day = await today();
    const last = await lastHistoryDate();
    const { items } = await asha.data(portfolio('getTransactions'), {
      acCode: 'AC5000001',
      page: 1,
      pageSize: 100,
    });
    for (const item of items) expect(item.tradeDate <= day, item.transactionId).toBe(true);
    for (const { trxnId, schemeCode, navDate } of promised) {
      const order = (await status(trxnId)).orders[0];
      if (order.status !== 'ALLOTTED') {
        // Waiting for the NAV of the promised day, shown with that day.
        expect(order).toMatchObject({ status: 'PAID', navDate, units: '' });
        continue;
      }
      // A scheme that published no NAV that day is priced at its next one; never an older one.
      if (schemeCode === nifty) expect(order.navDate > navDate, trxnId).toBe(true);
      else expect(order.navDate, trxnId).toBe(navDate);
      const [published] = await database.db
        .select({ nav: navHistory.nav })
        .from(navHistory)
        .where(
          sql`${navHistory.schemeCode} = ${schemeCode} and ${navHistory.navDate} = ${order.navDate}`,
        );
      expect(order.nav, trxnId).toBe(published?.nav);
      // The portfolio's transaction says the same NAV and date as the acknowledgement.
      expect(items, trxnId).toContainEqual(
        expect.objectContaining({ schemeCode, navDate: order.navDate, nav: order.nav }),
      );
    }
    const holdings = await asha.data(portfolio('getHoldings'), { acCode: 'AC5000001' });
    expect(holdings.summary.navDate <= day && holdings.summary.navDate <= last).toBe(true);
    for (const holding of holdings.holdings) expect(holding.navDate <= day).toBe(true);
    // Asked as on a day still to come, the net worth is as on today, at NAVs the history holds.
    const worth = await asha.data(netWorthUrl, { acCode: 'AC5000001', asOnDate: '31/12/2027' });
    expect(worth.asOnDate).toBe(day.split('-').reverse().join('/'));
    expect(worth.navDate <= day && worth.navDate <= last).toBe(true);
    const detail = await asha.data(gw('getSchemeDetail'), { schCode: 120503 });
    expect(detail.latestNav.navDate <= day).toBe(true);
  };

  /** Moves the business clock (which wakes the waiting jobs) and lets the registrar run. */
  const allotAt = async (at: string) => {
    await setClock(at);
    return built.allotments.runPending();
  };

  it('allots before the cut-off at the NAV of the day once AMFI publishes it at 11 pm, and a liquid fund at once at the day before', async () => {
    await setClock('12-08-2026 11:00');
    const cutoff = await asha.data(gw('getCuttofDetail'), {});
    expect(cutoff).toMatchObject({ navDate: '2026-08-12', liquidNavDate: '2026-08-11' });
    const day = await buy(midCap, lumpsum(midCap, 5050));
    expect(day).toMatchObject({ status: 'PAID', navDate: '2026-08-12', units: '' });
    // The NAV of 11-08 was published at 11 pm on 11-08.
    expect(await buy(liquid, lumpsum(liquid, 4091), true)).toMatchObject({
      status: 'ALLOTTED',
      navDate: '2026-08-11',
      nav: '4090.0000',
    });
    await checkEveryScreen();
    expect(await allotAt('12-08-2026 22:59')).toBe(0);
    expect(await allotAt('12-08-2026 23:00')).toBe(1);
    expect((await status(promised[0]?.trxnId ?? '')).orders[0]).toMatchObject({
      status: 'ALLOTTED',
      navDate: '2026-08-12',
      nav: '202.0000',
    });
    await checkEveryScreen();
  });

  it('prices a scheme that published nothing that day at its next NAV, never an older one', async () => {
    await setClock('12-08-2026 11:00');
    const order = await buy(nifty, lumpsum(nifty, 1620));
    expect(order).toMatchObject({ status: 'PAID', navDate: '2026-08-12' });
    // Its next NAV, of 13-08, is not out before 11 pm on 13-08.
    expect(await allotAt('12-08-2026 23:30')).toBe(0);
    expect(await allotAt('13-08-2026 23:00')).toBe(1);
    expect((await status(promised.at(-1)?.trxnId ?? '')).orders[0]).toMatchObject({
      navDate: '2026-08-13',
      nav: '162.0000',
    });
  });

  it('keeps an order placed after the cut-off on 12-08 awaiting the NAV of 13-08 until 11 pm on 13-08, though the history holds it', async () => {
    await setClock('12-08-2026 15:30');
    const order = await buy(midCap, lumpsum(midCap, 2040));
    expect(order).toMatchObject({ status: 'PAID', navDate: '2026-08-13', nav: '', units: '' });
    const { awaitingNav } = await asha.data(portfolio('getTransactions'), {
      acCode: 'AC5000001',
      page: 1,
      pageSize: 20,
    });
    expect(awaitingNav).toEqual([
      expect.objectContaining({ orderRef: order.orderRef, navDate: '2026-08-13' }),
    ]);
    await checkEveryScreen();
    expect(await allotAt('13-08-2026 22:59')).toBe(0);
    expect(await allotAt('13-08-2026 23:00')).toBe(1);
    expect((await status(promised.at(-1)?.trxnId ?? '')).orders[0]).toMatchObject({
      status: 'ALLOTTED',
      navDate: '2026-08-13',
      nav: '204.0000',
    });
    await checkEveryScreen();
  });

  it('counts a new SIP as 1 of its installments, started today, on every call', async () => {
    await setClock('12-08-2026 11:00');
    const sip = { freqId: 'M', installmentDate: 10, totalNoOfInst: 12 };
    const dates = await asha.data(common('getInstallmentDate'), {
      freqId: 'M',
      schCode: midCap,
      installmentDate: 10,
      totalNoOfInst: 12,
    });
    // 12-08 + 7 days = 19-08, after the 10th: the next installment is on 10-09.
    const schedule = { startDate: '2026-08-12', nextDate: '2026-09-10', endDate: '2027-07-10' };
    expect(dates).toMatchObject(schedule);
    const order = await buy(midCap, {
      ...lumpsum(midCap, 2020),
      purchaseItemBean: [
        { schcode: midCap, totalAmount: 2020, trxnType: 'SIP', riskDeclAccepted: 'Y', sip },
      ],
      mandateNo: 'UMRN-HDFC-5000001',
    });
    expect(order).toMatchObject({ status: 'PAID', navDate: '2026-08-12' });
    expect(await allotAt('12-08-2026 23:00')).toBe(1);
    const allotted = (await status(promised.at(-1)?.trxnId ?? '')).orders[0];
    expect(allotted).toMatchObject({ status: 'ALLOTTED', navDate: '2026-08-12' });
    expect(allotted.sip).toMatchObject({ ...schedule, installments: 12 });
    const [registered] = await asha.data(portfolio('getSipRegistrations'), {
      acCode: 'AC5000001',
    });
    expect(registered).toMatchObject({
      startDate: schedule.startDate,
      nextInstallmentDate: schedule.nextDate,
      endDate: schedule.endDate,
      installments: 12,
      installmentsDone: 1,
    });
    await checkEveryScreen();
  });

  it('waits for the NAV of the applicable day and allots once it is imported', async () => {
    // Friday 21-08 after the cut-off: Monday 24-08, which the history does not reach.
    await setClock('21-08-2026 15:30');
    const cutoff = await asha.data(gw('getCuttofDetail'), {});
    expect(cutoff.navDate).toBe('2026-08-24');
    const waiting = await buy(midCap, lumpsum(midCap, 2150));
    expect(waiting).toMatchObject({ status: 'PAID', navDate: '2026-08-24', nav: '' });
    // The portfolio lists it apart, with the NAV it waits for, until units are allotted.
    const { awaitingNav } = await asha.data(portfolio('getTransactions'), {
      acCode: 'AC5000001',
      page: 1,
      pageSize: 20,
    });
    expect(awaitingNav).toEqual([
      expect.objectContaining({
        orderRef: waiting.orderRef,
        schemeCode: midCap,
        placedDate: '2026-08-21',
        navDate: '2026-08-24',
        amountPaise: 215_000,
      }),
    ]);
    await checkEveryScreen();

    // The day's NAV comes in with the next import; the allotment job asks again.
    await database.db
      .insert(navHistory)
      .values({ schemeCode: midCap, navDate: '2026-08-24', nav: '215.0000' });
    await database.db
      .update(schemes)
      .set({ latestNav: '215.0000', latestNavDate: '2026-08-24' })
      .where(eq(schemes.schemeCode, midCap));
    await database.db
      .update(jobs)
      .set({ runAfter: new Date() })
      .where(and(eq(jobs.queue, 'allotment'), inArray(jobs.status, ['PENDING', 'WAITING'])));
    // Imported early, it is still not published until 11 pm on 24-08.
    expect(await built.allotments.runPending()).toBe(0);
    expect(await allotAt('24-08-2026 23:00')).toBe(1);
    const after = await asha.data(portfolio('getTransactions'), { acCode: 'AC5000001' });
    expect(after.awaitingNav).toEqual([]);
    await checkEveryScreen();
    const last = promised.at(-1);
    expect((await status(last?.trxnId ?? '')).orders[0]).toMatchObject({
      status: 'ALLOTTED',
      navDate: '2026-08-24',
      nav: '215.0000',
    });
  });

  it('values the portfolio as on the last NAV it has when the clock runs past the history', async () => {
    await setClock('25-11-2026 10:00');
    const worth = await asha.data(netWorthUrl, { acCode: 'AC5000001', asOnDate: '25/11/2026' });
    expect(worth.asOnDate).toBe('25/11/2026');
    expect(worth.navDate).toBe(await lastHistoryDate());
    await checkEveryScreen();
    // The master's own latest NAV is not later than the day either.
    const [master] = await database.db
      .select({ date: schemes.latestNavDate })
      .from(schemes)
      .where(eq(schemes.schemeCode, midCap));
    expect((master?.date ?? '') <= '2026-11-25').toBe(true);
  });
});
