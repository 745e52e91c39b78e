import { createRequire } from 'node:module';
import path from 'node:path';
import { dematReportMessages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, navHistory, schemes } from '../src/db/schema.js';
import { PortfolioService } from '../src/modules/portfolio/service.js';
import { envelope, FixedClock, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const pdfUrl = '/cdesk/gw/dpholding/v1/downloadPdf';
const createLinkUrl = '/cdesk/gw/reports/createTrustedLink';
const trustedUrl = '/cdesk/gw/login/report-trusted';
const trustedCmUrl = '/cdesk/gw/login/report-trusted-CM';
const trustedPdfUrl = '/cdesk/gw/login/report-trusted/downloadPdf';
const dayMs = 24 * 60 * 60 * 1000;

const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** The text of each page of a PDF, read back by a PDF reader (pdf.js). */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontsDir,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

/** Empty body, the id in the query: as spec 1 section 7.1 sends it. */
const openShared = (app: Parameters<typeof post>[0], url: string, id: string) =>
  app.inject({ method: 'POST', url: `${url}?id=${encodeURIComponent(id)}` });

describe.each(testDatabases())('demat reports and trusted report links on $name', ({ open }) => {
  // Thursday 26-11-2026 in India: the demo prices are of Wednesday 25-11-2026.
  const clock = new FixedClock(new Date('2026-11-26T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let asha: string;

  beforeAll(async () => {
    // One mutual fund holding for the shared mutual fund statement: 1,000 units bought at 10.
    const db = suite.database.db;
    await db.insert(schemes).values({
      schemeCode: 900101,
      name: 'Gamma Flexi Cap Fund - Direct Plan - Growth',
      amc: 'Gamma Mutual Fund',
      structure: 'Open Ended Schemes',
      category: 'Equity Scheme - Flexi Cap Fund',
      subType: 'Flexi Cap Fund',
      schemeType: 'EQUITY',
      plan: 'DIRECT',
      option: 'GROWTH',
      latestNav: '12.5000',
      latestNavDate: '2026-11-25',
    });
    await db.insert(navHistory).values([
      { schemeCode: 900101, navDate: '2026-06-01', nav: '10.0000' },
      { schemeCode: 900101, navDate: '2026-11-25', nav: '12.5000' },
    ]);
    const [account] = await db.select().from(accounts).where(eq(accounts.njAcNo, '5000001'));
    const portfolio = new PortfolioService(db, clock);
    await portfolio.inTransaction((tx) =>
      portfolio.recordAllotment(tx, {
        accountId: account!.id,
        trxnType: 'PIP',
        schemeCode: 900101,
        amc: 'Gamma Mutual Fund',
        amountPaise: 1_000_000n,
        units: '1000.000',
        nav: '10.0000',
        navDate: '2026-06-01',
        tradeDate: '2026-06-01',
        orderRef: 'T-RPT-1',
      }),
    );
    asha = (await login(suite.app, '5000001')).token;
  });

  it('downloads the demat holding statement as a PDF with every holding and the demo price note', async () => {
    const response = await post(suite.app, pdfUrl, { acCode: 'AC5000001' }, asha);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('demat-holding-statement-AC5000001');
    const pages = await pdfText(response.rawPayload);
    const text = pages.join(' ');
    expect(pages[0]).toContain('Demat Holding Statement');
    expect(pages[0]).toContain('Asha Verma');
    expect(pages[0]).toContain('DP ID IN300214 Client ID ****5678');
    expect(text).toContain('Demo prices');
    // 120 Reliance shares at the demo Rs. 1,412.30: Rs. 1,69,476.00.
    expect(text).toContain('Reliance Industries Ltd');
    expect(text).toContain('INE002A01018');
    expect(text).toContain('Rs. 1,69,476.00');
    const holdings = envelope(
      await post(suite.app, '/cdesk/gw/dpholding/v1/getHoldings', { acCode: 'AC5000001' }, asha),
    ).data as { holdings: { companyName: string }[]; totalValuePaise: number };
    for (const h of holdings.holdings) expect(text).toContain(h.companyName);
    const rupees = (holdings.totalValuePaise / 100).toLocaleString('en-IN', {
      minimumFractionDigits: 2,
    });
    expect(text).toContain(`Total value Rs. ${rupees}`);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('downloads the demat transaction report of a period as a PDF', async () => {
    const body = {
      acCode: 'AC5000001',
      reportType: 'TRANSACTION',
      fromDate: '26-05-2026',
      toDate: '26-11-2026',
    };
    const response = await post(suite.app, pdfUrl, body, asha);
    expect(response.statusCode).toBe(200);
    const pages = await pdfText(response.rawPayload);
    const text = pages.join(' ');
    expect(pages[0]).toContain('Demat Transaction Report');
    expect(text).toContain('Transactions from 26-05-2026 to 26-11-2026');
    const moves = envelope(
      await post(suite.app, '/cdesk/gw/dpholding/v1/getTransactions', body, asha),
    ).data as { items: { companyName: string; isin: string }[] };
    expect(moves.items.length).toBeGreaterThan(0);
    expect(text).toContain(`Transactions ${moves.items.length}`);
    for (const m of moves.items) expect(text).toContain(`${m.companyName} (ISIN ${m.isin})`);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it.each([
    [
      {
        acCode: 'AC5000001',
        reportType: 'TRANSACTION',
        fromDate: '01-05-2026',
        toDate: '26-11-2026',
      },
      dematReportMessages.rangeTooLong,
    ],
    [
      {
        acCode: 'AC5000001',
        reportType: 'TRANSACTION',
        fromDate: '02-04-2026',
        toDate: '01-04-2026',
      },
      dematReportMessages.rangeOrder,
    ],
    [
      {
        acCode: 'AC5000001',
        reportType: 'TRANSACTION',
        fromDate: '01-11-2026',
        toDate: '30-11-2026',
      },
      dematReportMessages.futureDate,
    ],
    [
      { acCode: 'AC5000001', reportType: 'TRANSACTION', toDate: '26-11-2026' },
      dematReportMessages.fromDateRequired,
    ],
    [
      {
        acCode: 'AC5000001',
        reportType: 'TRANSACTION',
        fromDate: '31-02-2026',
        toDate: '26-11-2026',
      },
      'fromDate should be valid.',
    ],
    [{ acCode: 'AC5000001', reportType: 'LEDGER' }, 'reportType should be valid.'],
    [{ reportType: 'HOLDING' }, 'acCode cannot be empty.'],
    [{ acCode: ['AC5000001'] }, null],
  ])('refuses %j with a 400', async (body, message) => {
    const response = await post(suite.app, pdfUrl, body, asha);
    expect(response.statusCode).toBe(400);
    const reply = envelope(response);
    expect(reply.isSuccess).toBe(false);
    if (message) expect(reply.displayMessage).toBe(message);
    else expect(reply.displayMessage).not.toBe('');
  });

  it("refuses another investor's account and a caller without a session", async () => {
    const other = await post(suite.app, pdfUrl, { acCode: 'AC5000013' }, asha);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toContain('json');
    const anonymous = await post(suite.app, pdfUrl, { acCode: 'AC5000001' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shares the demat holding statement through a trusted link that opens without a login', async () => {
    const made = await post(
      suite.app,
      createLinkUrl,
      { acCode: 'AC5000001', reportType: 'DEMAT_HOLDING' },
      asha,
    );
    expect(made.statusCode).toBe(200);
    const link = envelope(made).data as { id: string; url: string; validUntil: string };
    expect(link.url).toBe(`/cdesk/report-trusted-CM?id=${encodeURIComponent(link.id)}`);
    expect(link.validUntil).toBe(new Date(clock.realNow().getTime() + 7 * dayMs).toISOString());

    const opened = await openShared(suite.app, trustedCmUrl, link.id);
    expect(opened.statusCode).toBe(200);
    const report = envelope(opened).data;
    expect(report).toMatchObject({
      reportType: 'DEMAT_HOLDING',
      investorName: 'Asha Verma',
      acCode: 'AC5000001',
      asOnDate: '2026-11-26',
      mfHoldings: null,
    });
    expect(report.dematHoldings.holdings).toHaveLength(8);
    expect(report.dematHoldings.dematAccounts[0].clientId).toBe('****5678');

    // The id may also come in the body, and the PDF opens without a login too.
    const byBody = await post(suite.app, trustedCmUrl, { id: link.id });
    expect(envelope(byBody).data.acCode).toBe('AC5000001');
    const pdf = await post(suite.app, trustedPdfUrl, { id: link.id });
    expect(pdf.statusCode).toBe(200);
    const pages = await pdfText(pdf.rawPayload);
    expect(pages[0]).toContain('Demat Holding Statement');
    expect(pages[0]).toContain(
      'Shared by the investor through a trusted link, valid until 03-12-2026',
    );
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('shares the mutual fund holding statement at report-trusted', async () => {
    const link = envelope(
      await post(suite.app, createLinkUrl, { acCode: 'AC5000001', reportType: 'MF_HOLDING' }, asha),
    ).data as { id: string; url: string };
    expect(link.url.startsWith('/cdesk/report-trusted?id=')).toBe(true);
    const report = envelope(await openShared(suite.app, trustedUrl, link.id)).data;
    expect(report.reportType).toBe('MF_HOLDING');
    const mine = envelope(
      await post(
        suite.app,
        '/cdesk/gw/ewaportfoliows/api/portfolio/getHoldings',
        { acCode: 'AC5000001' },
        asha,
      ),
    ).data;
    expect(report.mfHoldings.summary.currentValuePaise).toBe(mine.summary.currentValuePaise);
    expect(report.mfHoldings.holdings.length).toBe(mine.holdings.length);
    const pages = await pdfText((await post(suite.app, trustedPdfUrl, { id: link.id })).rawPayload);
    expect(pages[0]).toContain('Mutual Fund Holding Statement');
    expect(pages.join(' ')).toContain('Gamma Flexi Cap Fund - Direct Plan - Growth');
    // 1,000 units at 12.5000: Rs. 12,500.00.
    expect(pages.join(' ')).toContain('Rs. 12,500.00');

    // The CM page does not open a mutual fund statement's id, nor the other way round.
    const wrong = await openShared(suite.app, trustedCmUrl, link.id);
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).displayMessage).toBe(dematReportMessages.trustedLinkOtherReport);
  });

  it('refuses an altered, made-up or missing id with a clear message', async () => {
    const { id } = envelope(
      await post(
        suite.app,
        createLinkUrl,
        { acCode: 'AC5000001', reportType: 'DEMAT_HOLDING' },
        asha,
      ),
    ).data as { id: string };
    const flipped = id.slice(0, 20) + (id[20] === 'A' ? 'B' : 'A') + id.slice(21);
    for (const bad of [flipped, '1', 'not a token!', 'A'.repeat(80)]) {
      const response = await openShared(suite.app, trustedCmUrl, bad);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).displayMessage).toBe(dematReportMessages.trustedLinkInvalid);
    }
    const none = await suite.app.inject({ method: 'POST', url: trustedUrl });
    expect(none.statusCode).toBe(400);
    expect(envelope(none).displayMessage).toBe(dematReportMessages.trustedLinkInvalid);
    const pdf = await post(suite.app, trustedPdfUrl, { id: flipped });
    expect(pdf.statusCode).toBe(400);
    const huge = await openShared(suite.app, trustedCmUrl, 'A'.repeat(5000));
    expect(huge.statusCode).toBe(400);
  });

  it("refuses to share ALL or another investor's account", async () => {
    const all = await post(
      suite.app,
      createLinkUrl,
      { acCode: 'ALL', reportType: 'MF_HOLDING' },
      asha,
    );
    expect(all.statusCode).toBe(400);
    expect(envelope(all).displayMessage).toBe(dematReportMessages.oneAccountToShare);
    const other = await post(
      suite.app,
      createLinkUrl,
      { acCode: 'AC5000013', reportType: 'MF_HOLDING' },
      asha,
    );
    expect(other.statusCode).toBe(403);
    const kind = await post(
      suite.app,
      createLinkUrl,
      { acCode: 'AC5000001', reportType: 'LEDGER' },
      asha,
    );
    expect(kind.statusCode).toBe(400);
    const anonymous = await post(suite.app, createLinkUrl, {
      acCode: 'AC5000001',
      reportType: 'MF_HOLDING',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops opening a link once its 7 days on the business clock are over', async () => {
    const { id } = envelope(
      await post(
        suite.app,
        createLinkUrl,
        { acCode: 'AC5000001', reportType: 'DEMAT_HOLDING' },
        asha,
      ),
    ).data as { id: string };
    clock.advance(7 * dayMs - 60_000);
    expect((await openShared(suite.app, trustedCmUrl, id)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await openShared(suite.app, trustedCmUrl, id);
    expect(expired.statusCode).toBe(400);
    expect(envelope(expired).displayMessage).toBe(dematReportMessages.trustedLinkExpired);
    const pdf = await post(suite.app, trustedPdfUrl, { id });
    expect(pdf.statusCode).toBe(400);
    expect(envelope(pdf).displayMessage).toBe(dematReportMessages.trustedLinkExpired);
  });
});
