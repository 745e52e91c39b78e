import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { accounts } from '../src/db/schema.js';
import { ProviderRequestStore } from '../src/providers/provider-requests.js';
import { sandboxPaths } from './support/sandbox-paths.js';
import { openMemoryDatabase } from './support/databases.js';

const stranger = '203.0.113.9';

describe('who reaches the sandbox', () => {
  let database: Database;
  let local: App;
  let open: App;

  beforeAll(async () => {
    database = await openMemoryDatabase();
    local = await buildApp(testConfig(), { database, backgroundJobs: false });
    open = await buildApp(testConfig({ sandboxPublic: true }), { database, backgroundJobs: false });
  });
  afterAll(async () => {
    await local.app.close();
    await open.app.close();
    await database.close();
  });

  const get = (built: App, url: string, remoteAddress: string, headers = {}) =>
    built.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers 404 to a client on another machine, on every sandbox path', async () => {
    for (const url of sandboxPaths) {
      const response = await get(local, url, stranger);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/SANDBOX|"messages"|"text"/);
      expect(response.json().errCode, url).toBe('NOT_FOUND');
    }
    const post = await local.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/upi',
      remoteAddress: stranger,
      payload: 'ref=00000000000000000000000000000000&decision=APPROVE',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('serves this machine over IPv4 and IPv6 loopback', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const outbox = await get(local, '/cdesk/sandbox/outbox?njAcNo=5000001', address);
      expect(outbox.statusCode, address).toBe(200);
      expect(outbox.json()).toHaveProperty('messages');
      expect((await get(local, '/cdesk/sandbox/upi?vpa=a@b', address)).statusCode).toBe(200);
    }
  });

  it('refuses a request a proxy forwarded from another machine', async () => {
    const url = '/cdesk/sandbox/captcha?loginId=5000001';
    for (const headers of [
      { 'x-forwarded-for': stranger },
      { 'x-forwarded-for': `127.0.0.1, ${stranger}` },
      { 'x-real-ip': stranger },
      { forwarded: `for=${stranger};proto=https` },
    ])
      expect((await get(local, url, '127.0.0.1', headers)).statusCode).toBe(404);
    expect(
      (await get(local, url, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode,
    ).toBe(200);
  });

  it('serves every client with SANDBOX_PUBLIC=on', async () => {
    const outbox = await get(open, '/cdesk/sandbox/outbox?njAcNo=5000001', stranger);
    expect(outbox.statusCode).toBe(200);
    expect((await get(open, '/cdesk/sandbox/upi?vpa=a@b', stranger)).statusCode).toBe(200);
  });

  it('labels every sandbox page with the sandbox banner', async () => {
    const standIns = local.sandbox!;
    const [account] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.njAcNo, '5000007'));
    const store = new ProviderRequestStore(database.db);
    const ref = async (provider: string, kind: string) =>
      (await store.openOrReuse(provider, kind, account!.id, 12_500n)).id;
    const netbanking = await standIns.paymentGateway.startNetBanking({
      merchantRef: 'BANNER1',
      amountPaise: 100_000n,
      bankCode: 'HDFC',
    });
    await standIns.paymentGateway.startUpiCollect({
      merchantRef: 'BANNER2',
      amountPaise: 100_000n,
      vpa: 'banner@okhdfc',
    });
    await standIns.paymentGateway.expectCredit({
      merchantRef: 'BANNER3',
      amountPaise: 100_000n,
      utr: 'HDFCN26112399999',
    });
    const esign = await standIns.esign.start({
      accountId: account!.id,
      documentUrl: '',
      signerName: 'Suresh Patel',
    });
    const pages = [
      netbanking.redirectUrl,
      '/cdesk/sandbox/upi?vpa=banner@okhdfc',
      '/cdesk/sandbox/bank/neft?utr=HDFCN26112399999',
      esign.redirectUrl,
      `/cdesk/sandbox/depository/dp-charges?ref=${await ref('depository', 'DP_CHARGES')}`,
      `/cdesk/sandbox/kra/rekyc?ref=${await ref('kra', 'REKYC')}`,
      `/cdesk/sandbox/tax/link-aadhaar?ref=${await ref('tax', 'PAN_AADHAAR')}`,
      '/cdesk/sandbox/kra/rekyc?ref=00000000000000000000000000000000',
    ];
    for (const url of pages) {
      const response = await get(local, url, '127.0.0.1');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toMatch(
        /<header class="bar" role="banner" data-sandbox-banner><strong>SANDBOX<\/strong>/,
      );
      expect(response.body, url).toContain('<title>');
      expect(response.body, url).toMatch(/· Sandbox<\/title>/);
    }
  });
});
