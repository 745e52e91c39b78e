import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type App } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { navHistory, schemes } from '../../src/db/schema.js';
import type { Clock } from '../../src/lib/clock.js';
import type { SandboxStandIns } from '../../src/providers/index.js';
import { envelope, login, post } from './app.js';
import { insertSchemeFixture } from './scheme-fixture.js';

export const gw = (call: string) => `/cdesk/gw/ewamftrxnsws/api/purchase/${call}`;
export const common = (call: string) => `/cdesk/gw/ewamftrxnsws/api/common/${call}`;

/** A demo new fund offer (see nfoSchemeCodes) and NAVs around 23 Nov 2026 for the allotment checks. */
export async function insertPurchaseFixture(database: Database): Promise<void> {
  await insertSchemeFixture(database);
  await database.db
    .insert(schemes)
    .values({
      schemeCode: 154632,
      name: 'Demo Flexi Cap Fund - Direct Plan - Growth',
      amc: 'Demo Mutual Fund',
      structure: 'Open Ended Schemes',
      category: 'Equity Scheme - Flexi Cap Fund',
      subType: 'Flexi Cap Fund',
      schemeType: 'EQUITY',
      plan: 'DIRECT',
      option: 'GROWTH',
    })
    .onConflictDoNothing();
  await database.db
    .insert(navHistory)
    .values([
      { schemeCode: 118989, navDate: '2026-11-20', nav: '240.0000' },
      { schemeCode: 118989, navDate: '2026-11-23', nav: '250.0000' },
      { schemeCode: 118989, navDate: '2026-11-25', nav: '256.0000' },
      { schemeCode: 119800, navDate: '2026-11-20', nav: '4150.0000' },
      { schemeCode: 119800, navDate: '2026-11-22', nav: '4151.5000' },
      { schemeCode: 119800, navDate: '2026-11-23', nav: '4152.0000' },
    ])
    .onConflictDoNothing();
}

/** The app with the sandbox's gateway and registrar at hand, to make them decide, fail or hold. */
export type PurchaseApp = App & Pick<SandboxStandIns, 'paymentGateway' | 'orderRouting'>;

export async function startPurchaseApp(database: Database, clock: Clock): Promise<PurchaseApp> {
  const built = await buildApp(testConfig(), { database, backgroundJobs: false, clock });
  if (!built.sandbox) throw new Error('purchase tests run against the sandbox providers');
  const { paymentGateway, orderRouting } = built.sandbox;
  return { ...built, paymentGateway, orderRouting };
}

/** A logged-in investor who posts to the gateway. */
export async function investor(app: FastifyInstance, njAcNo: string) {
  const { token } = await login(app, njAcNo);
  return {
    token,
    call: (url: string, body: unknown) => post(app, url, body, token),
    data: async (url: string, body: unknown) => {
      const response = await post(app, url, body, token);
      const parsed = envelope(response);
      if (response.statusCode !== 200 || !parsed.isSuccess)
        throw new Error(`${url} ${response.statusCode}: ${parsed.displayMessage}`);
      return parsed.data;
    },
  };
}

/** A logged-in investor of `investor()`. */
export type Investor = Awaited<ReturnType<typeof investor>>;

export interface PurchaseDesk {
  database: Database;
  built: PurchaseApp;
  /** 5000001, with a full portfolio. */
  asha: Investor;
  /** 5000013, who has invested nothing yet. */
  rohan: Investor;
}

/**
 * The purchase app on a fresh database with the purchase fixture, Asha and Rohan logged in, for
 * the tests of one describe block; it is closed after them.
 */
export function purchaseDesk(open: () => Promise<Database>, clock: Clock): PurchaseDesk {
  const desk = {} as PurchaseDesk;
  beforeAll(async () => {
    desk.database = await open();
    desk.built = await startPurchaseApp(desk.database, clock);
    await insertPurchaseFixture(desk.database);
    desk.asha = await investor(desk.built.app, '5000001');
    desk.rohan = await investor(desk.built.app, '5000013');
  });
  afterAll(async () => {
    await desk.built.app.close();
    await desk.database.close();
  });
  return desk;
}

let keys = 0;
export const newKey = () => `cart-${Date.now().toString(36)}-${(keys += 1)}`;

/** A one-item lumpsum confirm payload from Asha's HDFC account. */
export function lumpsum(schcode: number, amount: number, extra: Record<string, unknown> = {}) {
  return {
    purchaseItemBean: [{ schcode, totalAmount: amount, trxnType: 'PIP', riskDeclAccepted: 'Y' }],
    totalAmount: amount,
    payMode: '1',
    payBankCode: 'HDFC',
    payBankAccNo: '50100234567812',
    isPIPConfirm: 'Y',
    euinDeclAccepted: 'Y',
    sessionId: newKey(),
    ...extra,
  };
}

function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The form a page posts by itself (a bank returning to the desk): its action and fields. */
export function autoSubmitForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  const inputs = form?.[2] ?? '';
  const fields = Object.fromEntries(
    [...inputs.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [name ?? '', value ?? ''],
    ),
  );
  return { action: form?.[1] ?? '', fields };
}

/**
 * Follows a sandbox form post as a browser would, a page's self-posting form included; returns
 * where the browser ends up.
 */
export async function submitForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
): Promise<{ statusCode: number; location: string; body: string }> {
  const response = await postForm(app, url, fields);
  const returning = autoSubmitForm(response.body);
  let location = String(response.headers.location ?? '');
  if (response.statusCode === 200 && returning.action) {
    const back = await postForm(app, returning.action, returning.fields);
    location = String(back.headers.location ?? '');
  }
  return { statusCode: response.statusCode, location, body: response.body };
}

export function refOf(url: string): string {
  return new URL(url, 'http://x').searchParams.get('ref') ?? '';
}
