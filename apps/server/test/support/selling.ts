import { istDate, navPublishedAt } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import {
  accounts,
  folios,
  navHistory,
  sandboxDematPermissions,
  schemes,
} from '../../src/db/schema.js';
import { envelope, FixedClock, latestOtp, login, post } from './app.js';
import { insertSchemeFixture } from './scheme-fixture.js';

/** Friday 21 August 2026, 11:30 in India: before both cut-offs. */
export const sellMorning = new Date('2026-08-21T06:00:00Z');

/** A demo new fund offer, as an open NFO of the mid-cap's fund house. */
const nfoCode = 154632;

/** Lots of the seller, as the registrar allotted them. */
export const sellerLots = {
  /** Axis ELSS: a lot past its 3-year lock-in and one still in it. */
  elss: [
    { navDate: '2023-03-15', units: '40.000', nav: '70.0000' },
    { navDate: '2025-08-22', units: '20.000', nav: '101.0000' },
  ],
  /** HDFC Mid Cap: within the 1% exit load year. */
  midCap: [
    { navDate: '2026-08-01', units: '10.000', nav: '200.0000' },
    { navDate: '2026-08-20', units: '5.000', nav: '209.0000' },
  ],
  /** SBI Liquid: worth about ₹2,04,800, above the ₹50,000 insta cash limit's 90 %. */
  liquid: [{ navDate: '2026-08-01', units: '50.000', nav: '4000.0000' }],
};

export interface SellDesk {
  database: Database;
  built: App;
  clock: FixedClock;
  token: string;
  accountId: number;
  folios: { axis: string; hdfc: string; sbi: string };
  ok<T = any>(path: string, body: object, token?: string): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  refused(
    path: string,
    body: object,
    token?: string,
  ): Promise<{ status: number; message: string; errCode: string }>;
  /** Moves the business clock on and logs in again (a session does not outlive days). */
  advance(ms: number): Promise<void>;
  otp(trxnType: string, sessionId: string): Promise<{ otpGenRefId: string; otp: string }>;
  /**
   * Runs the sale jobs once the NAV of the date is published (11 pm India time that day), then
   * comes back to the time the test is at; the business day by default.
   */
  salesOnceNavOf(navDate?: string): Promise<number>;
}

const gw = (path: string) => `/cdesk/gw/${path}`;

/** Records the lots for an account in a folio of the AMC (mode P unless told). */
export async function recordLots(
  built: App,
  accountId: number,
  schemeCode: number,
  amc: string,
  lots: { navDate: string; units: string; nav: string; stampDutyPaise?: bigint }[],
  prefix: string,
): Promise<string> {
  const portfolio = built.portfolio;
  let folioNo = '';
  await portfolio.inTransaction(async (tx) => {
    for (const [i, lot] of lots.entries()) {
      const recorded = await portfolio.recordAllotment(tx, {
        accountId,
        schemeCode,
        amc,
        trxnType: 'PIP',
        amountPaise: 100_000n,
        stampDutyPaise: lot.stampDutyPaise ?? 0n,
        units: lot.units,
        nav: lot.nav,
        navDate: lot.navDate,
        tradeDate: lot.navDate,
        orderRef: `${prefix}-${schemeCode}-${i}`,
      });
      folioNo = recorded.folioNo;
    }
  });
  return folioNo;
}

export async function accountIdOf(database: Database, njAcNo: string): Promise<number> {
  const [row] = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.njAcNo, njAcNo));
  return row!.id;
}

/**
 * One app on its own database for a describe block: the scheme fixture with a few more NAVs, an
 * open NFO of HDFC, and 5000013 (Rohan Gupta) holding ELSS, mid-cap and liquid units.
 */
export function sellDesk(open: () => Promise<Database>, start = sellMorning): SellDesk {
  const desk = {} as SellDesk;
  desk.clock = new FixedClock(start);
  desk.ok = async (path, body, token) => {
    const response = await post(desk.built.app, gw(path), body, token ?? desk.token);
    const reply = envelope(response);
    expect(response.statusCode, reply.displayMessage).toBe(200);
    expect(reply.isSuccess).toBe(true);
    return reply.data;
  };
  desk.refused = async (path, body, token) => {
    const response = await post(desk.built.app, gw(path), body, token ?? desk.token);
    const reply = envelope(response);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(reply.isSuccess).toBe(false);
    return { status: response.statusCode, message: reply.displayMessage, errCode: reply.errCode };
  };
  desk.advance = async (ms) => {
    desk.clock.advance(ms);
    desk.token = (await login(desk.built.app, '5000013')).token;
  };
  desk.salesOnceNavOf = (navDate = istDate(desk.clock.businessNow())) =>
    desk.clock.during(navPublishedAt(navDate), () => desk.built.sales.runPending());
  desk.otp = async (trxnType, sessionId) => {
    const sent = await desk.ok('ewamftrxnsws/api/redemption/generateTrxnOtp', {
      trxnType,
      btnSendResend: 'S',
      sessionId,
    });
    return { otpGenRefId: sent.otpGenRefId, otp: await latestOtp(desk.built.app, '5000013') };
  };
  beforeAll(async () => {
    desk.database = await open();
    desk.built = await buildApp(testConfig(), {
      database: desk.database,
      backgroundJobs: false,
      clock: desk.clock,
    });
    await insertSchemeFixture(desk.database);
    await desk.database.db
      .insert(schemes)
      .values({
        schemeCode: nfoCode,
        name: 'HDFC Innovation Fund - Direct Plan - Growth',
        amc: 'HDFC Mutual Fund',
        structure: 'Open Ended Schemes',
        category: 'Equity Scheme - Thematic Fund',
        subType: 'Thematic Fund',
        schemeType: 'EQUITY',
        plan: 'DIRECT',
        option: 'GROWTH',
        latestNav: '10.0000',
        latestNavDate: '2026-08-21',
      })
      .onConflictDoNothing();
    await desk.database.db
      .insert(navHistory)
      .values([
        { schemeCode: 119800, navDate: '2026-08-20', nav: '4095.0000' },
        { schemeCode: 119800, navDate: '2026-08-21', nav: '4096.0000' },
        { schemeCode: 119800, navDate: '2026-08-22', nav: '4097.0000' },
      ])
      .onConflictDoNothing();
    desk.accountId = await accountIdOf(desk.database, '5000013');
    desk.folios = {
      axis: await recordLots(
        desk.built,
        desk.accountId,
        120503,
        'Axis Mutual Fund',
        sellerLots.elss,
        'LOT',
      ),
      hdfc: await recordLots(
        desk.built,
        desk.accountId,
        118989,
        'HDFC Mutual Fund',
        sellerLots.midCap,
        'LOT',
      ),
      sbi: await recordLots(
        desk.built,
        desk.accountId,
        119800,
        'SBI Mutual Fund',
        sellerLots.liquid,
        'LOT',
      ),
    };
    desk.token = (await login(desk.built.app, '5000013')).token;
  });
  afterAll(async () => {
    await desk.built.app.close();
    await desk.database.close();
  });
  return desk;
}

/** Makes a folio demat, with the depository permission given. */
export async function makeDemat(
  database: Database,
  folioNo: string,
  accountId: number,
  permission: { poaDdpi: 'Y' | 'N'; edisFlag: 'Y' | 'N' },
): Promise<void> {
  await database.db.update(folios).set({ mode: 'D' }).where(eq(folios.folioNo, folioNo));
  await database.db
    .insert(sandboxDematPermissions)
    .values({ accountId, ...permission })
    .onConflictDoUpdate({ target: sandboxDematPermissions.accountId, set: permission });
}
