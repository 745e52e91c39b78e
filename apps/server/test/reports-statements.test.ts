import { paiseToRupeeText, reportMessages, schedule112aColumns } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { navHistory, sandboxBankCredits, sellOrders } from '../src/db/schema.js';
import { post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { accountIdOf, recordLots, sellDesk } from './support/selling.js';
import { parseCsv, pdfText } from './support/statement-text.js';

const gw = (p: string) => `/cdesk/gw/${p}`;
const rupees = (paise: number) => paiseToRupeeText(BigInt(paise));

describe.each(testDatabases())('mutual-fund statements on $name', ({ open }) => {
  // 5000013 on Friday 21-08-2026 before the cut-off: sales are priced at that day's NAV.
  const desk = sellDesk(open);
  const trxnIds: Record<string, string> = {};
  let othersFolio = '';

  const sell = async (
    kind: 'redemption' | 'switch',
    trxnType: string,
    body: Record<string, unknown>,
    sessionId: string,
  ) => {
    const auth = await desk.otp(trxnType, sessionId);
    const placed = await desk.ok(`ewamftrxnsws/api/${kind}/onConfirm`, {
      ...body,
      sessionId,
      ...auth,
      ...(kind === 'redemption' ? { isRedConfirm: 'Y' } : {}),
    });
    return placed.trxnId as string;
  };

  beforeAll(async () => {
    await desk.database.db
      .insert(navHistory)
      .values({ schemeCode: 118989, navDate: '2026-08-21', nav: '210.5000' })
      .onConflictDoNothing();
    // Two older lots of the mid-cap: one bought 20-08-2025 (more than 12 months before the sale),
    // one on 21-08-2025 (exactly 12 months: short term, and 365 days: inside the 1 % load year),
    // paying stamp duty on ₹600.03 (₹0.03) and ₹960.05 (0.048 -> ₹0.05).
    await recordLots(
      desk.built,
      desk.accountId,
      118989,
      'HDFC Mutual Fund',
      [
        { navDate: '2025-08-20', units: '4.000', nav: '150.0000', stampDutyPaise: 3n },
        { navDate: '2025-08-21', units: '6.000', nav: '160.0000', stampDutyPaise: 5n },
      ],
      'CG',
    );
    othersFolio = await recordLots(
      desk.built,
      await accountIdOf(desk.database, '5000001'),
      118989,
      'HDFC Mutual Fund',
      [{ navDate: '2026-08-01', units: '1.000', nav: '200.0000' }],
      'OTHER',
    );
    // 7 units: the 4 of 20-08-2025 and 3 of 21-08-2025.
    trxnIds.first = await sell(
      'redemption',
      'RED',
      { folioNo: desk.folios.hdfc, schCode: 118989, redeemBy: 'UNITS', units: '7' },
      'cg-red-1',
    );
    // 5 units: the other 3 of 21-08-2025 and 2 of the 10 bought 01-08-2026 (a partial lot).
    trxnIds.second = await sell(
      'redemption',
      'RED',
      { folioNo: desk.folios.hdfc, schCode: 118989, redeemBy: 'UNITS', units: '5' },
      'cg-red-2',
    );
    // A switch-out of 5 ELSS units bought 15-03-2023, past the lock-in, into the IDCW plan.
    trxnIds.switch = await sell(
      'switch',
      'SWI',
      {
        folioNo: desk.folios.axis,
        schCode: 120503,
        redeemBy: 'UNITS',
        units: '5',
        targetSchCode: 112323,
      },
      'cg-swi-1',
    );
    // Priced once the NAV of the day is published at 11 pm.
    await desk.salesOnceNavOf();
    await desk.salesOnceNavOf();
  });

  const statement = (body: object = {}) =>
    desk.ok('reports/capitalGainStatement', { acCode: 'AC5000013', ...body });

  it('replays the folio first in first out and gives each lot its term, exit load and gain', async () => {
    const cg = await statement();
    expect(cg.financialYear).toBe('2026-27');
    expect(cg.financialYears).toEqual(['2026-27', '2025-26', '2022-23']);
    expect(cg).toMatchObject({ fromDate: '2026-04-01', toDate: '2027-03-31' });
    const mid = cg.schemes.find((s: { schemeCode: number }) => s.schemeCode === 118989);
    expect(mid.sales).toHaveLength(2);
    const [first, second] = mid.sales;
    expect(
      first.lots.map((l: Record<string, unknown>) => [l.purchaseDate, l.units, l.term, l.daysHeld]),
    ).toEqual([
      ['2025-08-20', '4.000', 'LONG', 366],
      ['2025-08-21', '3.000', 'SHORT', 365],
    ]);
    // Gross 7 x 210.50 = ₹1,473.50. Load: 1 % of 3 x 210.50 = ₹6.315 -> ₹6.32 on the lot held
    // 365 days, nothing on the one held 366; net paid 1,473.50 - 6.32 = ₹1,467.18.
    // Long: sale value 4 x 210.50 = ₹842.00, cost 600.00 + 0.03 of duty = ₹600.03: ₹241.97.
    // Short: sale value 1,473.50 - 842.00 = ₹631.50; cost 480.00 + round(5 x 3 / 6) = 2.5 -> 3
    // paise of duty = ₹480.03; gain 631.50 - 6.32 - 480.03 = ₹145.15.
    expect(
      first.lots.map((l: Record<string, unknown>) => [
        l.stampDutyPaise,
        l.costPaise,
        l.saleValuePaise,
        l.exitLoadPaise,
        l.gainPaise,
      ]),
    ).toEqual([
      [3, 60_003, 84_200, 0, 24_197],
      [3, 48_003, 63_150, 632, 14_515],
    ]);
    expect(first).toMatchObject({
      longTermPaise: 24_197,
      shortTermPaise: 14_515,
      exitLoadPaise: 632,
      saleValuePaise: 147_350,
      costPaise: 60_003 + 48_003,
      netPaise: 147_350 - 632,
    });
    expect(
      second.lots.map((l: Record<string, unknown>) => [l.purchaseDate, l.units, l.term]),
    ).toEqual([
      ['2025-08-21', '3.000', 'SHORT'],
      ['2026-08-01', '2.000', 'SHORT'],
    ]);
    // The last 3 units of 21-08-2025 carry the duty left, 5 - 3 = 2 paise: cost ₹480.02, sale
    // value ₹631.50, load ₹6.32, gain ₹145.16. The 2 units of 01-08-2026 (no duty recorded):
    // sale value 1,052.50 - 631.50 = ₹421.00, load 1 % = ₹4.21, gain 421.00 - 4.21 - 400.00 =
    // ₹16.79. Short term ₹161.95; load ₹10.53.
    expect(second).toMatchObject({
      shortTermPaise: 16_195,
      longTermPaise: 0,
      exitLoadPaise: 1_053,
      saleValuePaise: 105_250,
      netPaise: 105_250 - 1_053,
    });

    const elss = cg.schemes.find((s: { schemeCode: number }) => s.schemeCode === 120503);
    expect(elss.sales[0]).toMatchObject({
      trxnType: 'SWI',
      trxnTypeLabel: 'Switch',
      units: '5.000',
    });
    // Sale value 5 x 112.2201 = ₹561.1005 -> ₹561.10, cost 5 x 70 = ₹350.00: ₹211.10, long term;
    // an ELSS has no exit load.
    expect(elss).toMatchObject({
      longTermPaise: 21_110,
      shortTermPaise: 0,
      exitLoadPaise: 0,
      gainsClass: 'EQUITY',
      gainsClassText: 'Equity-oriented fund',
    });

    expect(cg.totals).toMatchObject({
      shortTermPaise: 14_515 + 16_195,
      longTermPaise: 24_197 + 21_110,
      undeterminedTermPaise: 0,
      exitLoadPaise: 632 + 1_053,
      gainPaise: 14_515 + 16_195 + 24_197 + 21_110,
    });
    expect(cg.totals.saleValuePaise - cg.totals.exitLoadPaise - cg.totals.costPaise).toBe(
      cg.totals.gainPaise,
    );
  });

  it('agrees with what each sell order recorded, to the paisa', async () => {
    const cg = await statement();
    const sales = cg.schemes.flatMap((s: { sales: unknown[] }) => s.sales);
    expect(sales).toHaveLength(3);
    for (const tid of Object.values(trxnIds)) {
      const { order } = await desk.ok('ewamftrxnsws/api/redemption/getSellOrderStatus', { tid });
      const sale = sales.find((s: { orderRef: string }) => s.orderRef === order.orderRef);
      expect(sale, order.orderRef).toBeDefined();
      expect(rupees(sale.shortTermPaise)).toBe(order.shortTermGain);
      expect(rupees(sale.longTermPaise)).toBe(order.longTermGain);
      expect(rupees(sale.exitLoadPaise)).toBe(order.exitLoad);
      expect(rupees(sale.netPaise)).toBe(order.netAmount);
      expect(sale.units).toBe(order.units);
      const [row] = await desk.database.db
        .select()
        .from(sellOrders)
        .where(eq(sellOrders.orderRef, order.orderRef));
      expect(BigInt(sale.shortTermPaise)).toBe(row!.shortTermGainPaise);
      expect(BigInt(sale.longTermPaise)).toBe(row!.longTermGainPaise);
    }
  });

  it('filters by term, folio and scheme, and the totals follow', async () => {
    const long = await statement({ term: 'LONG' });
    expect(long.totals).toMatchObject({ shortTermPaise: 0, longTermPaise: 24_197 + 21_110 });
    expect(long.choices).toHaveLength(2);
    const short = await statement({ term: 'SHORT', schemeCode: 118989 });
    expect(short.schemes).toHaveLength(1);
    expect(short.totals).toMatchObject({
      shortTermPaise: 14_515 + 16_195,
      longTermPaise: 0,
      exitLoadPaise: 1_685,
    });
    const axis = await statement({ folioNo: desk.folios.axis });
    expect(axis.schemes.map((s: { schemeCode: number }) => s.schemeCode)).toEqual([120503]);
    const earlier = await statement({ financialYear: '2025-26' });
    expect(earlier.schemes).toEqual([]);
    expect(earlier.totals.gainPaise).toBe(0);
  });

  it('writes the statement as a PDF with the investor, masked PAN, tables, totals and page numbers', async () => {
    const response = await post(
      desk.built.app,
      gw('reports/capitalGainStatementPdf'),
      { acCode: 'AC5000013', financialYear: '2026-27' },
      desk.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'capital-gains-AC5000013-2026-27.pdf',
    );
    const bytes = new Uint8Array(response.rawPayload);
    const doc = await PDFDocument.load(bytes);
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(doc.getPageCount());
    const all = pages.join(' ');
    expect(all).toContain('Capital Gains Statement');
    expect(all).toContain('Rohan Gupta');
    expect(all).toMatch(/\*{6}\w{4}/);
    expect(all).toContain('01-04-2026 to 31-03-2027');
    expect(all).toContain('HDFC Mid Cap Fund');
    expect(all).toContain('241.97');
    expect(all).toContain('Total');
    // Gross, exit load and net paid of each sale, and NAVs as AMFI publishes them.
    expect(all).toContain('Gross Rs. 1,473.50, exit load Rs. 6.32, net paid Rs. 1,467.18');
    expect(all).toContain('at NAV 210.5000');
    expect(all).toContain('112.2201');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('writes the statement as CSV a spreadsheet opens: BOM, CRLF, quoted fields, plain rupees', async () => {
    const response = await post(
      desk.built.app,
      gw('reports/capitalGainStatementCsv'),
      { acCode: 'AC5000013', financialYear: '2026-27' },
      desk.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const text = response.body;
    expect(text.startsWith('\uFEFF"Financial Year"')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const rows = parseCsv(text);
    const [header, ...body] = rows;
    expect(header).toContain('Short Term Gain (Rs)');
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
    const totalAt = body.findIndex((row) => row[0] === 'Total');
    const lots = body.slice(0, totalAt);
    expect(lots).toHaveLength(5);
    const col = (name: string) => header!.indexOf(name);
    for (const row of lots) {
      expect(row[col('Sale Date')]).toBe('21-08-2026');
      expect(row[col('Purchase Date')]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(row[col('Cost (Rs)')]).toMatch(/^-?\d+\.\d{2}$/);
    }
    const total = body[totalAt]!;
    const cg = await statement();
    expect(total[0]).toBe('Total');
    expect(total[col('Short Term Gain (Rs)')]).toBe(rupees(cg.totals.shortTermPaise));
    expect(total[col('Long Term Gain (Rs)')]).toBe(rupees(cg.totals.longTermPaise));
    expect(total[col('Exit Load (Rs)')]).toBe(rupees(cg.totals.exitLoadPaise));
    const sum = (name: string) =>
      lots.reduce((acc, row) => acc + BigInt(row[col(name)]!.replace('.', '')), 0n);
    expect(sum('Short Term Gain (Rs)')).toBe(BigInt(cg.totals.shortTermPaise));
    expect(sum('Exit Load (Rs)')).toBe(BigInt(cg.totals.exitLoadPaise));
    // Each sale's lots add up to its net paid.
    for (const sale of cg.schemes.flatMap((s: { sales: unknown[] }) => s.sales)) {
      const mine = lots.filter((row) => row[col('Order Ref')] === sale.orderRef);
      const paid = mine.reduce(
        (acc, row) => acc + BigInt(row[col('Net Paid (Rs)')]!.replace('.', '')),
        0n,
      );
      expect(paid).toBe(BigInt(sale.netPaise));
    }
    expect(lots.map((row) => row[col('Sale NAV')])).toContain('210.5000');
    // Below the total, the gains by period of the year: every sale was on 21-08-2026.
    const periods = body.slice(totalAt + 1);
    expect(periods.map((row) => row.slice(0, 6))).toEqual([
      ['Period', 'From', 'To', 's. 111A Gain (Rs)', 's. 112A Gain (Rs)', 'Other Gain (Rs)'],
      ['Up to 15-06', '01-04-2026', '15-06-2026', '0.00', '0.00', '0.00'],
      ['16-06 to 15-09', '16-06-2026', '15-09-2026', '307.10', '453.07', '0.00'],
      ['16-09 to 15-12', '16-09-2026', '15-12-2026', '0.00', '0.00', '0.00'],
      ['16-12 to 15-03', '16-12-2026', '15-03-2027', '0.00', '0.00', '0.00'],
      ['16-03 to 31-03', '16-03-2027', '31-03-2027', '0.00', '0.00', '0.00'],
    ]);
  });

  it('adds the gains up by the periods of the year the return asks for', async () => {
    const cg = await statement();
    // All three sales are of 21-08-2026, in 16-06 to 15-09. s. 111A: the mid-cap's short-term
    // ₹145.15 + ₹161.95 = ₹307.10; s. 112A: ₹241.97 + the ELSS's ₹211.10 = ₹453.07.
    expect(cg.periods).toHaveLength(5);
    expect(cg.periods[1]).toEqual({
      period: 'JUN_16_TO_SEP_15',
      label: '16-06 to 15-09',
      fromDate: '2026-06-16',
      toDate: '2026-09-15',
      s111aPaise: 14_515 + 16_195,
      s112aPaise: 24_197 + 21_110,
      otherPaise: 0,
    });
    for (const i of [0, 2, 3, 4])
      expect(cg.periods[i]).toMatchObject({ s111aPaise: 0, s112aPaise: 0, otherPaise: 0 });
    // They follow the filters, as the totals do.
    const long = await statement({ term: 'LONG' });
    expect(long.periods[1]).toMatchObject({ s111aPaise: 0, s112aPaise: 45_307 });
    const pdf = await post(
      desk.built.app,
      gw('reports/capitalGainStatementPdf'),
      { acCode: 'AC5000013', financialYear: '2026-27' },
      desk.token,
    );
    const text = (await pdfText(new Uint8Array(pdf.rawPayload))).join(' ');
    expect(text).toContain('Gains by period of the financial year');
    expect(text).toContain('16-06 to 15-09');
    expect(text).toContain('16-06-2026 to 15-09-2026');
    expect(text).toContain('453.07');
  });

  it('writes Schedule 112A: the long-term sales of equity-oriented units in its columns', async () => {
    const response = await post(
      desk.built.app,
      gw('reports/capitalGainSchedule112aCsv'),
      // The screen sends its filters too; the schedule takes every sale of the year.
      { acCode: 'AC5000013', financialYear: '2026-27', term: 'SHORT', schemeCode: 118989 },
      desk.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'schedule-112a-AC5000013-2026-27.csv',
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...schedule112aColumns]);
    expect(rows).toHaveLength(3);
    // The ELSS switch: 5 units bought 15-03-2023 at 70 (after 31-01-2018, no FMV), sold at
    // 112.2201: 5 x 112.2201 = ₹561.1005 -> ₹561.10; cost ₹350.00; no exit load; ₹211.10.
    expect(rows[0]).toEqual([
      '1',
      'After 31st January, 2018',
      'INF846K01EW2',
      expect.stringContaining('Axis ELSS Tax Saver Fund'),
      '5.000',
      '112.2201',
      '561.10',
      '350.00',
      '350.00',
      '',
      '',
      '',
      '0.00',
      '350.00',
      '211.10',
    ]);
    // The mid-cap's long-term lot only (4 units of 20-08-2025; the short-term 3 are s. 111A's):
    // 4 x 210.50 = ₹842.00, cost 600.00 + 0.03 duty = ₹600.03, no load: ₹241.97.
    expect(rows[1]).toEqual([
      '2',
      'After 31st January, 2018',
      '',
      expect.stringContaining('HDFC Mid Cap Fund'),
      '4.000',
      '210.5000',
      '842.00',
      '600.03',
      '600.03',
      '',
      '',
      '',
      '0.00',
      '600.03',
      '241.97',
    ]);
    // Totals: 561.10 + 842.00 = ₹1,403.10 of consideration, balance 211.10 + 241.97 = ₹453.07.
    expect(rows[2]).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '1403.10',
      '950.03',
      '950.03',
      '0.00',
      '',
      '0.00',
      '0.00',
      '950.03',
      '453.07',
    ]);
    const refused = await post(
      desk.built.app,
      gw('reports/capitalGainSchedule112aCsv'),
      { acCode: 'AC5000013', financialYear: '2026-28' },
      desk.token,
    );
    expect(refused.statusCode).toBe(400);
    const noSession = await post(desk.built.app, gw('reports/capitalGainSchedule112aCsv'), {
      acCode: 'AC5000013',
    });
    expect(noSession.statusCode).toBe(401);
  });

  it("lists a folio's transactions with the units held after each, on screen, as PDF and CSV", async () => {
    const body = {
      acCode: 'AC5000013',
      folioNo: desk.folios.hdfc,
      fromDate: '01-04-2026',
      toDate: '21-08-2026',
    };
    const ts = await desk.ok('reports/transactionStatement', body);
    expect(ts.folioNo).toBe(desk.folios.hdfc);
    expect(ts.folios.map((f: { folioNo: string }) => f.folioNo)).toContain(desk.folios.axis);
    const [mid] = ts.schemes;
    expect(mid).toMatchObject({
      schemeCode: 118989,
      openingUnits: '10.000',
      closingUnits: '13.000',
    });
    expect(
      mid.lines.map((l: Record<string, string>) => [l.tradeDate, l.flow, l.units, l.balanceUnits]),
    ).toEqual([
      ['2026-08-01', 'IN', '10.000', '20.000'],
      ['2026-08-20', 'IN', '5.000', '25.000'],
      ['2026-08-21', 'OUT', '7.000', '18.000'],
      ['2026-08-21', 'OUT', '5.000', '13.000'],
    ]);
    expect(ts.totals.outPaise).toBe(7 * 21_050 - 632 + (5 * 21_050 - 1_053));

    const pdf = await post(desk.built.app, gw('reports/transactionStatementPdf'), body, desk.token);
    expect(pdf.statusCode).toBe(200);
    const pages = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(pages.join(' ')).toContain(`Folio ${desk.folios.hdfc}`);
    expect(pages.join(' ')).toContain('13.000');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));

    const csv = await post(desk.built.app, gw('reports/transactionStatementCsv'), body, desk.token);
    const rows = parseCsv(csv.body);
    expect(rows).toHaveLength(5);
    expect(rows[3]).toEqual([
      desk.folios.hdfc,
      '118989',
      expect.stringContaining('HDFC Mid Cap Fund'),
      '21-08-2026',
      'Redemption',
      'Out',
      rupees(7 * 21_050 - 632),
      '0.00',
      '210.5000',
      '21-08-2026',
      '7.000',
      '18.000',
      'Allotted',
    ]);
  });

  it('refuses a bad financial year, another investor’s folio and bad dates with a 400', async () => {
    for (const financialYear of ['2026-28', '26-27', 'x'.repeat(20)]) {
      const refused = await desk.refused('reports/capitalGainStatement', {
        acCode: 'AC5000013',
        financialYear,
      });
      expect(refused).toMatchObject({ status: 400, message: reportMessages.financialYearInvalid });
    }
    const notOffered = await desk.refused('reports/capitalGainStatement', {
      acCode: 'AC5000013',
      financialYear: '2019-20',
    });
    expect(notOffered).toMatchObject({
      status: 400,
      message: reportMessages.financialYearNotOffered,
    });
    const range = { acCode: 'AC5000013', fromDate: '01-04-2026', toDate: '21-08-2026' };
    const other = await desk.refused('reports/transactionStatement', {
      ...range,
      folioNo: othersFolio,
    });
    expect(other).toMatchObject({ status: 400, message: reportMessages.folioNotFound });
    const otherGains = await desk.refused('reports/capitalGainStatement', {
      acCode: 'AC5000013',
      folioNo: othersFolio,
    });
    expect(otherGains).toMatchObject({ status: 400, message: reportMessages.folioNotFound });
    const otherPdf = await post(
      desk.built.app,
      gw('reports/transactionStatementPdf'),
      { ...range, folioNo: othersFolio },
      desk.token,
    );
    expect(otherPdf.statusCode).toBe(400);
    for (const dates of [
      { fromDate: '31-02-2026', toDate: '21-08-2026' },
      { fromDate: '21-08-2026', toDate: '01-04-2026' },
      { fromDate: '01-01-2010', toDate: '21-08-2026' },
      { fromDate: '', toDate: '21-08-2026' },
      { fromDate: 20260401, toDate: '21-08-2026' },
    ]) {
      const refused = await desk.refused('reports/transactionStatement', {
        acCode: 'AC5000013',
        folioNo: desk.folios.hdfc,
        ...dates,
      });
      expect(refused.status).toBe(400);
    }
    const someoneElse = await desk.refused('reports/capitalGainStatement', { acCode: 'AC5000001' });
    expect(someoneElse.status).toBe(403);
    const noSession = await post(desk.built.app, gw('reports/capitalGainStatementCsv'), {
      acCode: 'AC5000013',
    });
    expect(noSession.statusCode).toBe(401);
  });
});

describe.each(testDatabases())('a redemption by amount in the statement on $name', ({ open }) => {
  const desk = sellDesk(open);
  const dayMs = 24 * 60 * 60 * 1000;

  it('shows the amount asked as the gross, and as net paid the credit the bank received', async () => {
    await desk.database.db
      .insert(navHistory)
      .values({ schemeCode: 118989, navDate: '2026-08-21', nav: '210.5000' })
      .onConflictDoNothing();
    const sessionId = 'cg-red-amount-1';
    const auth = await desk.otp('RED', sessionId);
    await desk.ok('ewamftrxnsws/api/redemption/onConfirm', {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'AMOUNT',
      amount: '1000.50',
      sessionId,
      isRedConfirm: 'Y',
      ...auth,
    });
    await desk.salesOnceNavOf('2026-08-21');
    // Paid on T+2, Tuesday 25-08-2026.
    await desk.advance(4 * dayMs);
    await desk.built.sales.runPending();
    const [credit] = await desk.database.db
      .select()
      .from(sandboxBankCredits)
      .where(eq(sandboxBankCredits.accountId, desk.accountId));
    // ₹1,000.50 at 210.5000: 4.753 units (4.75297), worth ₹1,000.5065 -> ₹1,000.51. Exit load 1 %
    // of it, ₹10.005065 -> ₹10.01 (bought 01-08-2026). Net paid 1,000.50 - 10.01 = ₹990.49.
    expect(credit?.amountPaise).toBe(99_049n);
    const cg = await desk.ok('reports/capitalGainStatement', { acCode: 'AC5000013' });
    const [sale] = cg.schemes.find((s: { schemeCode: number }) => s.schemeCode === 118989).sales;
    // One lot, 4.753 of the 10 units bought at 200.0000 (no stamp duty recorded): cost ₹950.60;
    // as the last lot it takes the whole gross, ₹1,000.50; gain 1,000.50 - 10.01 - 950.60 =
    // ₹39.89, short term.
    expect(sale).toMatchObject({
      units: '4.753',
      saleValuePaise: 100_050,
      exitLoadPaise: 1_001,
      netPaise: Number(credit?.amountPaise),
      costPaise: 95_060,
      shortTermPaise: 3_989,
    });
    expect(sale.lots).toEqual([
      expect.objectContaining({ units: '4.753', saleValuePaise: 100_050, gainPaise: 3_989 }),
    ]);
  });
});
