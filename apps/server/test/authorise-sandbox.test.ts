import { authLinkLifetimeHours } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { placedTrxns, schemes } from '../src/db/schema.js';
import { FixedClock, login, outbox, startApp } from './support/app.js';
import { call } from './support/authorise.js';
import { testDatabases } from './support/databases.js';
import { insertPurchaseFixture } from './support/purchase.js';

const start = new Date('2026-11-23T06:00:00Z');
const page = '/cdesk/sandbox/partner';

function postForm(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: page,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe.each(testDatabases())(
  'the sandbox partner desk and the demo placements on $name',
  ({ open }) => {
    const clock = new FixedClock(start);
    let database: Database;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await open();
      // A first start migrates; the second finds the schemes, as after the AMFI import, and the
      // demo placements go in.
      await (await startApp(database, { clock })).close();
      await insertPurchaseFixture(database);
      await database.db
        .insert(schemes)
        .values({
          schemeCode: 122639,
          name: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
          amc: 'PPFAS Mutual Fund',
          structure: 'Open Ended Schemes',
          category: 'Equity Scheme - Flexi Cap Fund',
          subType: 'Flexi Cap Fund',
          schemeType: 'EQUITY',
          plan: 'DIRECT',
          option: 'GROWTH',
          latestNav: '80.0000',
          latestNavDate: '2026-11-20',
        })
        .onConflictDoNothing();
      app = await startApp(database, { clock });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it("seeds 5000001's purchases for authorisation, with their links in the outbox, once", async () => {
      const token = (await login(app, '5000001')).token;
      const list = await call(app, 'getTrxnAuthRpt', {}, token);
      const types = list.data.trxns.map((t: { trnType: string; payment: { isUsable: string } }) => [
        t.trnType,
        t.payment.isUsable,
      ]);
      expect(types).toEqual(
        expect.arrayContaining([
          ['PIP', 'Y'],
          ['PIP', 'N'],
          ['SIP', 'Y'],
        ]),
      );
      const links = (await outbox(app, '5000001')).filter((m) =>
        m.body.includes('/cdesk/transact/authorize/detail?d='),
      );
      expect(links.length).toBeGreaterThanOrEqual(6);
      const count = (await call(app, 'getTotalNonMarsCount', {}, token)).data.count;

      // A restart places nothing again; once they expire unanswered, a start places them afresh.
      await (await startApp(database, { clock })).close();
      expect((await call(app, 'getTotalNonMarsCount', {}, token)).data.count).toBe(count);
      clock.advance(authLinkLifetimeHours * 3_600_000 + 60_000);
      try {
        await (await startApp(database, { clock })).close();
        const fresh = (await login(app, '5000001')).token;
        expect((await call(app, 'getTotalNonMarsCount', {}, fresh)).data.count).toBe(count);
        const rows = await database.db.select().from(placedTrxns);
        expect(rows.filter((r) => r.placementKey?.startsWith('demo:5000001:'))).toHaveLength(
          2 * count,
        );
      } finally {
        clock.advance(-(authLinkLifetimeHours * 3_600_000 + 60_000));
      }
    });

    it("renders the page: the clients, then a client's holdings, banks and the form", async () => {
      const first = await app.inject({ method: 'GET', url: page });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('text/html');
      expect(first.body).toContain('Partner desk: place a transaction');
      expect(first.body).toContain('5000001 · Asha Verma');

      const client = await app.inject({ method: 'GET', url: `${page}?njAcNo=5000001` });
      expect(client.statusCode).toBe(200);
      expect(client.body).toContain('name="trnType"');
      expect(client.body).toContain('MARSSWI · NJ Rec.MF Portfolio Switch');
      expect(client.body).toContain('value="HDFC~50100234567812"');
      expect(client.body).toContain('Placed for Asha Verma');

      const unknown = await app.inject({ method: 'GET', url: `${page}?njAcNo=5999999` });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('There is no client with wealth account number 5999999.');

      const script = await app.inject({ method: 'GET', url: `${page}/form.js` });
      expect(script.headers['content-type']).toContain('javascript');
    });

    it('a form post places the transaction and shows its reference and link', async () => {
      const placed = await postForm(app, {
        njAcNo: '5000013',
        trnType: 'SIP',
        schCode: '119800',
        amount: '2500',
        freqId: 'M',
        installmentDate: '5',
        totalNoOfInst: '12',
        payMode: '8',
        payBank: 'SBIN~30123456789',
        payerVpa: 'rohan@oksbi',
        notes: 'Liquid SIP',
        // Fields of other types are ignored.
        planId: '12',
        legs: 'nonsense',
      });
      expect(placed.statusCode).toBe(200);
      expect(placed.body).toContain('Placed for authorisation.');
      const ref = /data-placed-ref>(TA\d+)</.exec(placed.body)?.[1];
      expect(ref).toBeDefined();
      const link = /data-placed-link href="([^"]+)"/.exec(placed.body)?.[1] ?? '';
      expect(link).toMatch(/^\/cdesk\/transact\/authorize\/detail\?d=[A-Za-z0-9_-]+&#38;rf=al$/);

      const token = (await login(app, '5000013')).token;
      const list = await call(app, 'getTrxnAuthRpt', {}, token);
      expect(list.data.trxns).toEqual([
        expect.objectContaining({
          trxnId: ref,
          trnType: 'SIP',
          payment: expect.objectContaining({
            payModeId: '8',
            payerVpa: 'rohan@oksbi',
            isUsable: 'Y',
          }),
        }),
      ]);
    });

    it('a form that cannot be placed says why, never a server error', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ njAcNo: '5000013', trnType: '' }, 'Please choose the transaction type.'],
        [{ njAcNo: '5000013', trnType: 'PIP', schCode: '119800' }, 'Amount'],
        [{ njAcNo: '5000013', trnType: 'PIP', schCode: 'abc', amount: '100' }, 'Scheme code'],
        [{ njAcNo: '5000013', trnType: 'BSWI', legs: 'one, two' }, 'Switch leg 1 should read'],
        [
          {
            njAcNo: '5000013',
            trnType: 'PIP',
            folioNo: 'NOFOLIO1',
            schCode: '119800',
            amount: '5000',
          },
          'Folio NOFOLIO1 does not belong to this client.',
        ],
        [
          {
            njAcNo: '5000013',
            trnType: 'PIP',
            schCode: '119800',
            amount: '5000',
            payMode: '1',
            payBank: 'HDFC~50100234567812',
          },
          'The bank account is not one of the client&#39;s registered bank accounts.',
        ],
      ];
      for (const [fields, message] of cases) {
        const response = await postForm(app, fields);
        expect(response.statusCode, message).toBe(400);
        expect(response.body).toContain('role="alert"');
        expect(response.body).toContain(message.replace(/'/g, '&#39;'));
      }
      const json = await app.inject({
        method: 'POST',
        url: `${page}/place`,
        payload: { njAcNo: 5 },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().isSuccess).toBe(false);
    });
  },
);
