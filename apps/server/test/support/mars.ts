import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { seedDemoPortfolio } from '../../src/seed/demo-portfolio.js';
import { importAmfiFiles } from '../../src/seed/amfi-import.js';
import { marsSeeds, seedMarsPortfolios } from '../../src/seed/mars-demo.js';
import { envelope, FixedClock, latestOtp, post } from './app.js';
import {
  investor,
  startPurchaseApp,
  submitForm,
  refOf,
  type Investor,
  type PurchaseApp,
} from './purchase.js';

const amfiDir =
  process.env.AMFI_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/amfi');

/** Wednesday 12 August 2026, 11:30 in India: the sandbox's default business day. */
export const marsMorning = new Date('2026-08-12T06:00:00Z');

/** 5000001's holdings (demo-portfolio.ts, selling-demo.ts) that a MARS switch moves from. */
const ashaSchemes = [120716, 122639, 118989, 119091, 120503];

export const marsSchemeCodes = marsSeeds.flatMap((seed) => seed.schemes.map((s) => s.schemeCode));

/**
 * The real AMFI data of the MARS schemes and of 5000001's holdings, through the importer: the
 * newest NAVAll file cut down to their lines (with every section and fund-house line), and their
 * rows of the NAV history.
 */
export async function importMarsSchemes(database: Database): Promise<void> {
  const codes = new Set([...marsSchemeCodes, ...ashaSchemes].map(String));
  const dir = await mkdtemp(path.join(tmpdir(), 'cdesk-mars-'));
  try {
    const daily = await readFile(path.join(amfiDir, 'NAVAll-2026-08-22.txt'), 'utf8');
    const kept = daily
      .split('\n')
      .filter((line, i) => i === 0 || !/^\d/.test(line) || codes.has(line.split(';')[0] ?? ''));
    const navAll = path.join(dir, 'NAVAll-2026-08-22.txt');
    await writeFile(navAll, kept.join('\n'));
    const history = gunzipSync(await readFile(path.join(amfiDir, 'nav-history.csv.gz')))
      .toString('utf8')
      .split('\n');
    const rows = history.filter((line, i) => i === 0 || codes.has(line.split(',')[0] ?? ''));
    const csv = path.join(dir, 'nav-history.csv.gz');
    await writeFile(csv, gzipSync(rows.join('\n')));
    await importAmfiFiles(database, [navAll, csv]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface MarsDesk {
  database: Database;
  built: PurchaseApp;
  clock: FixedClock;
  asha: Investor;
  rohan: Investor;
  ok<T = any>(who: Investor, call: string, body: object): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  refused(
    who: Investor,
    call: string,
    body: object,
  ): Promise<{ status: number; message: string; errCode: string; techMessage: string }>;
  /** Approves a net-banking payment at the sandbox bank, as the investor would. */
  payByNetBanking(netBankingUrl: string): Promise<void>;
  otp(
    who: Investor,
    njAcNo: string,
    sessionId: string,
  ): Promise<{ otpGenRefId: string; otp: string }>;
}

export const gw = (call: string) => `/cdesk/gw/${call}`;

/**
 * The app on a fresh database with the real data of the MARS schemes, the demo portfolio of
 * 5000001 and the MARS portfolios seeded, 5000001 and 5000013 logged in.
 */
export function marsDesk(open: () => Promise<Database>, start = marsMorning): MarsDesk {
  const desk = {} as MarsDesk;
  desk.clock = new FixedClock(start);
  desk.ok = async (who, call, body) => {
    const response = await who.call(gw(call), body);
    const reply = envelope(response);
    expect(response.statusCode, reply.displayMessage).toBe(200);
    expect(reply.isSuccess).toBe(true);
    return reply.data;
  };
  desk.refused = async (who, call, body) => {
    const response = await who.call(gw(call), body);
    const reply = envelope(response);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(reply.isSuccess).toBe(false);
    return {
      status: response.statusCode,
      message: reply.displayMessage,
      errCode: reply.errCode,
      techMessage: reply.techMessage,
    };
  };
  desk.payByNetBanking = async (url) => {
    const back = await submitForm(desk.built.app, '/cdesk/sandbox/bank/netbanking', {
      ref: refOf(url),
      decision: 'APPROVE',
    });
    expect(back.statusCode).toBeLessThan(400);
  };
  desk.otp = async (who, njAcNo, sessionId) => {
    const sent = await desk.ok(who, 'ewamftrxnsws/api/redemption/generateTrxnOtp', {
      trxnType: 'RED',
      btnSendResend: 'S',
      sessionId,
    });
    return { otpGenRefId: sent.otpGenRefId, otp: await latestOtp(desk.built.app, njAcNo) };
  };
  beforeAll(async () => {
    desk.database = await open();
    desk.built = await startPurchaseApp(desk.database, desk.clock);
    await importMarsSchemes(desk.database);
    await seedDemoPortfolio(desk.database.db, desk.clock);
    await seedMarsPortfolios(desk.database.db);
    desk.asha = await investor(desk.built.app, '5000001');
    desk.rohan = await investor(desk.built.app, '5000013');
  }, 120_000);
  afterAll(async () => {
    await desk.built.app.close();
    await desk.database.close();
  });
  return desk;
}

export { post };
