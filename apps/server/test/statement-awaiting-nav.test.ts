import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { navHistory } from '../src/db/schema.js';
import { post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { gw, investor, lumpsum, refOf, submitForm } from './support/purchase.js';
import { insertSchemeFixture } from './support/scheme-fixture.js';
import { accountIdOf, recordLots } from './support/selling.js';
import { parseCsv, pdfText } from './support/statement-text.js';

const midCap = 118989;
const statementUrl = (kind: '' | 'Pdf' | 'Csv') => `/cdesk/gw/reports/transactionStatement${kind}`;

/**
 * A purchase placed after the cut-off on 12-08-2026 waits for the NAV of 13-08, published at 11 pm
 * that day: until then the folio's statement lists it apart as awaiting that NAV, never as a line.
 */
describe.each(testDatabases())(
  'the statement of an order awaiting its NAV, on $name',
  ({ open }) => {
    let database: Database;
    let built: App;
    let asha: Awaited<ReturnType<typeof investor>>;
    const folios = { hdfc: '', axis: '' };

    beforeAll(async () => {
      database = await open();
      built = await buildApp(testConfig(), { database, backgroundJobs: false });
      await insertSchemeFixture(database);
      await database.db.insert(navHistory).values([
        { schemeCode: midCap, navDate: '2026-08-12', nav: '202.0000' },
        { schemeCode: midCap, navDate: '2026-08-13', nav: '204.0000' },
      ]);
      asha = await investor(built.app, '5000001');
      const accountId = await accountIdOf(database, '5000001');
      const lot = [{ navDate: '2026-08-03', units: '10.000', nav: '200.0000' }];
      folios.hdfc = await recordLots(built, accountId, midCap, 'HDFC Mutual Fund', lot, 'AWH');
      folios.axis = await recordLots(built, accountId, 120503, 'Axis Mutual Fund', lot, 'AWA');
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

    it('says "Awaiting the NAV of 13-08-2026" on screen, in the PDF and the CSV until it is allotted', async () => {
      await setClock('12-08-2026 15:30');
      const placed = await asha.data(gw('onConfirm'), lumpsum(midCap, 5100));
      const paid = await submitForm(built.app, '/cdesk/sandbox/bank/netbanking', {
        ref: refOf(placed.netBankingUrl),
        decision: 'APPROVE',
      });
      expect(paid.statusCode).toBe(200);
      expect(await built.allotments.runPending()).toBe(0);
      const [order] = (await asha.data(gw('getOrderStatus'), { tid: placed.trxnId })).orders;
      expect(order).toMatchObject({ status: 'PAID', navDate: '2026-08-13', units: '' });

      // The order names no folio: it goes to Asha's first folio with the fund house.
      const body = {
        acCode: 'AC5000001',
        folioNo: folios.hdfc,
        fromDate: '01-08-2026',
        toDate: '12-08-2026',
      };
      const waiting = await asha.data(statementUrl(''), body);
      expect(waiting.awaitingNav).toEqual([
        {
          orderRef: order.orderRef,
          schemeCode: midCap,
          schemeName: expect.stringMatching(/^HDFC Mid Cap .*Direct.*Growth/),
          trxnType: 'PIP',
          trxnTypeLabel: expect.any(String),
          amountPaise: 510_000,
          placedDate: '2026-08-12',
          navDate: '2026-08-13',
          status: 'Awaiting the NAV of 13-08-2026.',
        },
      ]);
      const lines = () => waiting.schemes.flatMap((s: { lines: { navDate: string }[] }) => s.lines);
      expect(lines().filter((l: { navDate: string }) => l.navDate === '2026-08-13')).toEqual([]);
      // Another fund house's folio does not carry it.
      expect(
        (await asha.data(statementUrl(''), { ...body, folioNo: folios.axis })).awaitingNav,
      ).toEqual([]);

      const pdf = await post(built.app, statementUrl('Pdf'), body, asha.token);
      expect(pdf.statusCode).toBe(200);
      const text = (await pdfText(new Uint8Array(pdf.rawPayload))).join(' ');
      expect(text).toContain('Awaiting NAV');
      expect(text).toContain('Awaiting the NAV of 13-08-2026');

      const csv = await post(built.app, statementUrl('Csv'), body, asha.token);
      expect(csv.statusCode).toBe(200);
      const rows = parseCsv(csv.body);
      expect(rows[0]?.at(-1)).toBe('Status');
      const awaitingRows = rows.filter((r) => r.at(-1)?.startsWith('Awaiting'));
      expect(awaitingRows).toEqual([
        [
          folios.hdfc,
          String(midCap),
          waiting.awaitingNav[0].schemeName,
          '12-08-2026',
          waiting.awaitingNav[0].trxnTypeLabel,
          'In',
          '5100.00',
          '',
          '',
          '13-08-2026',
          '',
          '',
          'Awaiting the NAV of 13-08-2026.',
        ],
      ]);
      for (const row of rows.slice(1).filter((r) => !awaitingRows.includes(r)))
        expect(row.at(-1)).toBe('Allotted');

      // 11 pm on 13-08: the NAV is out, the jobs allot, and the order is an ordinary line.
      await setClock('13-08-2026 23:00');
      expect(await built.allotments.runPending()).toBe(1);
      const allotted = { ...body, toDate: '13-08-2026' };
      const after = await asha.data(statementUrl(''), allotted);
      expect(after.awaitingNav).toEqual([]);
      const mid = after.schemes.find((s: { schemeCode: number }) => s.schemeCode === midCap);
      expect(mid.lines).toContainEqual(
        expect.objectContaining({
          tradeDate: '2026-08-12',
          navDate: '2026-08-13',
          nav: '204.0000',
          flow: 'IN',
        }),
      );
      const afterPdf = await post(built.app, statementUrl('Pdf'), allotted, asha.token);
      const afterText = (await pdfText(new Uint8Array(afterPdf.rawPayload))).join(' ');
      expect(afterText).not.toContain('Awaiting');
      // The NAV as AMFI publishes it, as the CSV gives it.
      expect(afterText).toMatch(/12-08-2026 Purchase 5,100\.00 [\d.]+ 204\.0000 13-08-2026/);
      const afterCsv = parseCsv(
        (await post(built.app, statementUrl('Csv'), allotted, asha.token)).body,
      );
      expect(afterCsv.filter((r) => r.at(-1)?.startsWith('Awaiting'))).toEqual([]);
      expect(afterCsv).toContainEqual(
        expect.arrayContaining(['12-08-2026', '204.0000', '13-08-2026', 'Allotted']),
      );
    });
  },
);
