import { describe, expect, it } from 'vitest';
import { envelope, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { schemeDesk } from './support/scheme-fixture.js';

const listUrl = '/cdesk/gw/ewamftrxnsws/api/scheme/getSchemeList';
const insightUrl = '/cdesk/gw/ewamftrxnsws/api/scheme/getSchemeInsight';

describe.each(testDatabases())('scheme listing and insight on $name', ({ open }) => {
  const desk = schemeDesk(open, '5000001');

  const list = (body: object) =>
    desk.ok<{
      schemes: { schCode: number; [key: string]: unknown }[];
      totalCount: number;
      pageNo: number;
      pageSize: number;
      filterOptions: { amcs: string[]; subTypes: string[]; riskLevels: string[] };
    }>(listUrl, body);
  const codes = (data: { schemes: { schCode: number }[] }) => data.schemes.map((s) => s.schCode);

  it('lists the active schemes in name order with the filter options', async () => {
    const data = await list({});
    expect(data.totalCount).toBe(5);
    expect(codes(data)).toEqual([120503, 112323, 118989, 119800, 120716]);
    expect(data.filterOptions.amcs).toEqual([
      'Axis Mutual Fund',
      'HDFC Mutual Fund',
      'SBI Mutual Fund',
      'UTI Mutual Fund',
    ]);
    expect(data.filterOptions.riskLevels).toHaveLength(6);
    expect(data.schemes[0]).toEqual({
      schCode: 120503,
      schName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
      amc: 'Axis Mutual Fund',
      category: 'Equity Scheme - ELSS',
      subType: 'ELSS',
      schemeType: 'EQUITY',
      plan: 'DIRECT',
      option: 'GROWTH',
      latestNav: { latestNav: '112.2201', navDate: '2026-08-21' },
      return1y: '12.22',
      riskometerVal: 'Very High',
      riskLevel: 6,
      isNfo: false,
      purchaseAllowed: true,
      sipAllowed: true,
    });
  });

  it('filters by plan, scheme type, sub type, AMC and risk', async () => {
    expect(codes(await list({ isDirectPlan: false }))).toEqual([112323]);
    expect(codes(await list({ isDirectPlan: true, selectedSchemeType: 'EQUITY' }))).toEqual([
      120503, 118989,
    ]);
    const equity = await list({ selectedSchemeType: 'EQUITY' });
    expect(equity.filterOptions.subTypes).toEqual(['ELSS', 'Mid Cap Fund']);
    expect(codes(await list({ selectedSubType: 'mid cap fund' }))).toEqual([118989]);
    expect(codes(await list({ selectedAmc: 'SBI Mutual Fund' }))).toEqual([119800]);
    expect(codes(await list({ selectedRisk: 'Low to Moderate' }))).toEqual([119800]);
    expect(codes(await list({ selectedRisk: 'High' }))).toEqual([120716]);
  });

  it('searches every keyword in the name, AMC or code', async () => {
    expect(codes(await list({ searchKeyword: '  axis   direct ' }))).toEqual([120503]);
    expect(codes(await list({ searchKeyword: 'NIFTY' }))).toEqual([120716]);
    expect(codes(await list({ searchKeyword: 'axis idcw regular' }))).toEqual([112323]);
    expect(codes(await list({ searchKeyword: '118989' }))).toEqual([118989]);
    const none = await list({ searchKeyword: 'no such fund' });
    expect(none.totalCount).toBe(0);
    expect(none.schemes).toEqual([]);
  });

  it('pages and sorts', async () => {
    const second = await list({ pageNo: 2, pageSize: 2 });
    expect(codes(second)).toEqual([118989, 119800]);
    expect(second.totalCount).toBe(5);
    expect(codes(await list({ pageNo: 9, pageSize: 2 }))).toEqual([]);
    expect(codes(await list({ sortBy: 'nav', sortOrder: 'desc' }))[0]).toBe(119800);
    expect(codes(await list({ sortBy: 'return1y', sortOrder: 'desc' })).slice(0, 2)).toEqual([
      120503, 112323,
    ]);
    expect(codes(await list({ sortBy: 'risk' }))[0]).toBe(119800);
    expect(codes(await list({ sortOrder: 'desc' }))[0]).toBe(120716);
  });

  it.each([
    [{ pageSize: 500 }],
    [{ pageNo: 0 }],
    [{ selectedRisk: 'Extreme' }],
    [{ selectedSchemeType: 'CRYPTO' }],
    [{ sortBy: 'amc' }],
    [{ isDirectPlan: 'maybe' }],
    [{ searchKeyword: 'x'.repeat(101) }],
  ])('refuses a bad filter %j with a 400', async (body) => {
    const response = await post(desk.app, listUrl, body, desk.token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).isSuccess).toBe(false);
    expect(envelope(response).displayMessage).not.toBe('');
  });

  it('asks for a session', async () => {
    expect((await post(desk.app, listUrl, {})).statusCode).toBe(401);
    expect((await post(desk.app, insightUrl, { schCode: 120503 })).statusCode).toBe(401);
  });

  it('gives the insight of a scheme with its returns over each period', async () => {
    const response = await post(desk.app, insightUrl, { schCode: '120503' }, desk.token);
    expect(response.statusCode).toBe(200);
    const data = envelope(response).data;
    expect(data).toMatchObject({
      schCode: 120503,
      latestNav: { latestNav: '112.2201', navDate: '2026-08-21' },
      riskometerVal: 'Very High',
      exitLoad: 'Nil',
      lockInDays: 1095,
      minLumpsumPaise: 50_000,
      isNfo: false,
      nfoWindow: null,
      purchaseAllowed: true,
      swpAllowed: false,
    });
    expect(data.returns).toEqual([
      {
        period: '1M',
        fromDate: '2026-07-21',
        fromNav: { navDate: '2026-07-21', nav: '110.0000' },
        returnPct: '2.02',
      },
      {
        period: '3M',
        fromDate: '2026-05-21',
        fromNav: { navDate: '2026-05-21', nav: '108.0000' },
        returnPct: '3.91',
      },
      {
        period: '6M',
        fromDate: '2026-02-21',
        fromNav: { navDate: '2026-02-20', nav: '104.5000' },
        returnPct: '7.39',
      },
      {
        period: '1Y',
        fromDate: '2025-08-21',
        fromNav: { navDate: '2025-08-20', nav: '100.0000' },
        returnPct: '12.22',
      },
    ]);
    // A year to the latest NAV: 20-08-2025 lies before it.
    expect(data.navHistory[0]).toEqual({ navDate: '2025-08-22', nav: '101.0000' });
    expect(data.navHistory.at(-1)).toEqual({ navDate: '2026-08-21', nav: '112.2201' });
    expect(data.kimFileList[0].fileUrl).toBe('/cdesk/gw/scheme-documents/120503/kim.pdf');
  });

  it('gives no return for a period the history does not reach', async () => {
    const data = envelope(await post(desk.app, insightUrl, { schCode: 118989 }, desk.token)).data;
    expect(data.returns.map((r: { returnPct: string | null }) => r.returnPct)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    // The master's NAV of 21-08-2026 ends the series after the history's 20-08-2026.
    expect(data.navHistory.map((p: { navDate: string }) => p.navDate)).toEqual([
      '2026-08-01',
      '2026-08-20',
      '2026-08-21',
    ]);
  });

  it('says clearly when the scheme is unknown', async () => {
    const response = await post(desk.app, insightUrl, { schCode: 999999 }, desk.token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(
      'This scheme was not found. Please choose a scheme from the list of funds.',
    );
  });

  it.each([
    [{}],
    [{ schCode: 'abc' }],
    [{ schCode: -5 }],
    [{ schCode: 1.5 }],
    [{ schCode: '9'.repeat(12) }],
  ])('refuses a bad scheme code %j with a 400', async (body) => {
    const response = await post(desk.app, insightUrl, body, desk.token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe('Scheme code should be valid.');
  });

  it('serves the scheme documents as PDFs and refuses others', async () => {
    const kim = await desk.app.inject({
      method: 'GET',
      url: '/cdesk/gw/scheme-documents/120503/kim.pdf',
    });
    expect(kim.statusCode).toBe(200);
    expect(kim.headers['content-type']).toBe('application/pdf');
    expect(kim.body.startsWith('%PDF')).toBe(true);
    const sid = await desk.app.inject({
      method: 'GET',
      url: '/cdesk/gw/scheme-documents/120503/sid.pdf',
    });
    expect(sid.statusCode).toBe(200);
    for (const url of [
      '/cdesk/gw/scheme-documents/120503/other.pdf',
      '/cdesk/gw/scheme-documents/abc/kim.pdf',
      '/cdesk/gw/scheme-documents/999999/kim.pdf',
    ]) {
      const response = await desk.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).isSuccess).toBe(false);
    }
  });
});
