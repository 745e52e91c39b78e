import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { navHistory, schemes } from '../../src/db/schema.js';
import { inTransaction, refreshYearAgoNavs } from '../../src/seed/amfi-repository.js';
import { envelope, FixedClock, login, post, startApp } from './app.js';

type SchemeInsert = typeof schemes.$inferInsert;

/** A handful of real schemes with a small NAV history, instead of the full AMFI import. */
export const fixtureSchemes: SchemeInsert[] = [
  {
    schemeCode: 120503,
    isinGrowth: 'INF846K01EW2',
    name: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
    amc: 'Axis Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Equity Scheme - ELSS',
    subType: 'ELSS',
    schemeType: 'EQUITY',
    plan: 'DIRECT',
    option: 'GROWTH',
    latestNav: '112.2201',
    latestNavDate: '2026-08-21',
  },
  {
    schemeCode: 112323,
    name: 'Axis ELSS Tax Saver Fund - Regular Plan - IDCW',
    amc: 'Axis Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Equity Scheme - ELSS',
    subType: 'ELSS',
    schemeType: 'EQUITY',
    plan: 'REGULAR',
    option: 'IDCW',
    latestNav: '25.1100',
    latestNavDate: '2026-08-21',
  },
  {
    schemeCode: 118989,
    name: 'HDFC Mid Cap Fund - Direct Plan - Growth Option',
    amc: 'HDFC Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Equity Scheme - Mid Cap Fund',
    subType: 'Mid Cap Fund',
    schemeType: 'EQUITY',
    plan: 'DIRECT',
    option: 'GROWTH',
    latestNav: '210.5000',
    latestNavDate: '2026-08-21',
  },
  {
    schemeCode: 119800,
    name: 'SBI Liquid Fund - Direct Plan - Growth',
    amc: 'SBI Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Debt Scheme - Liquid Fund',
    subType: 'Liquid Fund',
    schemeType: 'LIQUID',
    plan: 'DIRECT',
    option: 'GROWTH',
    latestNav: '4100.1234',
    latestNavDate: '2026-08-23',
  },
  {
    schemeCode: 120716,
    name: 'UTI Nifty 50 Index Fund - Direct Plan - Growth Option',
    amc: 'UTI Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Other Scheme - Index Funds',
    subType: 'Index Funds',
    schemeType: 'OTHERS',
    plan: 'DIRECT',
    option: 'GROWTH',
    latestNav: '170.0000',
    latestNavDate: '2026-08-21',
  },
  {
    schemeCode: 100027,
    name: 'Wound Up Fund - Growth',
    amc: 'Old Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Equity Scheme - Large Cap Fund',
    subType: 'Large Cap Fund',
    schemeType: 'EQUITY',
    plan: 'REGULAR',
    option: 'GROWTH',
    latestNav: '12.0000',
    latestNavDate: '2019-03-29',
    active: false,
  },
];

/** 120503 gains from 100 a year earlier; 118989 has only recent history. */
export const fixtureHistory: (typeof navHistory.$inferInsert)[] = [
  { schemeCode: 120503, navDate: '2025-08-20', nav: '100.0000' },
  { schemeCode: 120503, navDate: '2025-08-22', nav: '101.0000' },
  { schemeCode: 120503, navDate: '2026-02-20', nav: '104.5000' },
  { schemeCode: 120503, navDate: '2026-05-21', nav: '108.0000' },
  { schemeCode: 120503, navDate: '2026-07-21', nav: '110.0000' },
  { schemeCode: 120503, navDate: '2026-08-20', nav: '112.0096' },
  { schemeCode: 120503, navDate: '2026-08-21', nav: '112.2201' },
  { schemeCode: 112323, navDate: '2025-08-21', nav: '26.0000' },
  { schemeCode: 112323, navDate: '2026-08-21', nav: '25.1100' },
  { schemeCode: 118989, navDate: '2026-08-01', nav: '200.0000' },
  { schemeCode: 118989, navDate: '2026-08-20', nav: '209.0000' },
];

export async function insertSchemeFixture(database: Database): Promise<void> {
  await database.db.insert(schemes).values(fixtureSchemes).onConflictDoNothing();
  await database.db.insert(navHistory).values(fixtureHistory).onConflictDoNothing();
  // What the AMFI import keeps after each load: the listing's year-ago NAVs.
  await inTransaction(database.raw, refreshYearAgoNavs);
}

export interface SchemeDesk {
  database: Database;
  app: FastifyInstance;
  /** The session of the investor the desk was opened for. */
  token: string;
  /** Posts as that investor, expects 200, and answers the envelope's data. */
  ok<T>(url: string, body: object): Promise<T>;
}

/**
 * The app on a fresh database with the scheme fixture, `njAcNo` logged in, on Monday 24-08-2026
 * (10:30 in India), for the tests of one describe block; it is closed after them.
 */
export function schemeDesk(open: () => Promise<Database>, njAcNo: string): SchemeDesk {
  const desk: SchemeDesk = {
    ok: async <T>(url: string, body: object) => {
      const response = await post(desk.app, url, body, desk.token);
      expect(response.statusCode).toBe(200);
      return envelope(response).data as T;
    },
  } as SchemeDesk;
  beforeAll(async () => {
    desk.database = await open();
    desk.app = await startApp(desk.database, {
      clock: new FixedClock(new Date('2026-08-24T05:00:00Z')),
    });
    await insertSchemeFixture(desk.database);
    desk.token = (await login(desk.app, njAcNo)).token;
  });
  afterAll(async () => {
    await desk.app.close();
    await desk.database.close();
  });
  return desk;
}
