import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { amfiImports, schemes as schemeTable } from '../src/db/schema.js';
import { SchemeService } from '../src/modules/schemes/service.js';
import { FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { insertSchemeFixture } from './support/scheme-fixture.js';

describe.each(testDatabases())('scheme reads on $name', ({ open }) => {
  let database: Database;
  let schemes: SchemeService;

  beforeAll(async () => {
    database = await open();
    await database.migrate();
    await insertSchemeFixture(database);
    schemes = new SchemeService(database.db, new FixedClock(new Date('2026-08-24T05:00:00Z')));
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives the master row with its attributes and latest NAV', async () => {
    const view = await schemes.get(120503);
    expect(view).toMatchObject({
      schemeCode: 120503,
      amc: 'Axis Mutual Fund',
      plan: 'DIRECT',
      latestNav: '112.2201',
      latestNavDate: '2026-08-21',
    });
    expect(view?.attributes.lockInDays).toBe(1095);
    expect(view?.attributes.riskometer.label).toBe('Very High');
    expect(await schemes.get(999999)).toBeNull();
  });

  it('reads latest NAVs of many codes at once, leaving unknown codes out', async () => {
    const navs = await schemes.latestNavs([120503, 119800, 120503, 999999]);
    expect([...navs.keys()].sort()).toEqual([119800, 120503]);
    expect(navs.get(119800)).toEqual({ nav: '4100.1234', navDate: '2026-08-23' });
    expect((await schemes.latestNavs([])).size).toBe(0);
  });

  it('finds the NAV on or before a date, from the history or the master, never a later one', async () => {
    expect(await schemes.navOnOrBefore(120503, '2025-08-21')).toEqual({
      nav: '100.0000',
      navDate: '2025-08-20',
    });
    expect(await schemes.navOnOrBefore(120503, '2026-08-21')).toEqual({
      nav: '112.2201',
      navDate: '2026-08-21',
    });
    // Nothing published by the date: no NAV, not the master's later one.
    expect(await schemes.navOnOrBefore(118989, '2020-01-01')).toBeNull();
    // The master is newer than the history and still on or before the date.
    expect(await schemes.navOnOrBefore(118989, '2026-08-25')).toEqual({
      nav: '210.5000',
      navDate: '2026-08-21',
    });
    expect(await schemes.navOnOrBefore(999999, '2026-08-25')).toBeNull();
  });

  it('gives a NAV series oldest first within the dates', async () => {
    const series = await schemes.navSeries(120503, '2026-05-01', '2026-08-20');
    expect(series.map((p) => p.navDate)).toEqual(['2026-05-21', '2026-07-21', '2026-08-20']);
    expect(series[2]?.nav).toBe('112.0096');
  });

  it('lists active schemes only, with the one-year return from the history', async () => {
    const page = await schemes.filter({
      isDirectPlan: null,
      selectedSchemeType: '',
      selectedSubType: '',
      selectedAmc: '',
      selectedRisk: '',
      searchKeyword: '',
      pageNo: 1,
      pageSize: 20,
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(page.totalCount).toBe(5);
    const axis = page.schemes.find((s) => s.schCode === 120503);
    // 100.0000 on 20-08-2025 (on or before 21-08-2025) to 112.2201.
    expect(axis?.return1y).toBe('12.22');
    expect(page.schemes.find((s) => s.schCode === 118989)?.return1y).toBeNull();
    expect(schemes.today()).toBe('2026-08-24');
  });

  it('reads NAVs as on the business day when the clock is behind the newest import', async () => {
    // Thursday 20-08-2026 in India: the master's NAVs of 21-08 are not published yet.
    const behind = new SchemeService(database.db, new FixedClock(new Date('2026-08-20T05:00:00Z')));
    expect(await behind.get(120503)).toMatchObject({
      latestNav: '112.0096',
      latestNavDate: '2026-08-20',
    });
    expect((await behind.latestNavs([120503, 118989])).get(118989)).toEqual({
      nav: '209.0000',
      navDate: '2026-08-20',
    });
    // The registrar's NAV for an order of 20-08 is that day's, and for 21-08 the next published.
    expect(await behind.navOnOrAfter(120503, '2026-08-20')).toEqual({
      nav: '112.0096',
      navDate: '2026-08-20',
    });
    expect(await behind.navOnOrAfter(118989, '2026-08-21')).toEqual({
      nav: '210.5000',
      navDate: '2026-08-21',
    });
    expect(await behind.navOnOrAfter(118989, '2026-08-24')).toBeNull();
    const page = await behind.filter({
      isDirectPlan: null,
      selectedSchemeType: '',
      selectedSubType: '',
      selectedAmc: '',
      selectedRisk: '',
      searchKeyword: 'axis elss',
      pageNo: 1,
      pageSize: 20,
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(page.schemes.find((s) => s.schCode === 120503)?.latestNav).toEqual({
      latestNav: '112.0096',
      navDate: '2026-08-20',
    });
  });

  it('rebuilds the listing when an AMFI import lands', async () => {
    const watching = new SchemeService(database.db, new FixedClock(new Date()), {
      importCheckMs: 0,
    });
    const everything = {
      isDirectPlan: null,
      selectedSchemeType: '',
      selectedSubType: '',
      selectedAmc: '',
      selectedRisk: '',
      searchKeyword: 'brand new',
      pageNo: 1,
      pageSize: 20,
      sortBy: 'name',
      sortOrder: 'asc',
    } as const;
    expect((await watching.filter(everything)).totalCount).toBe(0);
    await database.db.insert(schemeTable).values({
      schemeCode: 154700,
      name: 'Brand New Flexi Cap Fund',
      amc: 'New Mutual Fund',
      structure: 'Open Ended Schemes',
      category: 'Equity Scheme - Flexi Cap Fund',
      subType: 'Flexi Cap Fund',
      schemeType: 'EQUITY',
      plan: 'DIRECT',
      option: 'GROWTH',
      latestNav: '10.0000',
      latestNavDate: '2026-08-21',
    });
    // Without a new import the listing stays as built.
    expect((await watching.filter(everything)).totalCount).toBe(0);
    await database.db.insert(amfiImports).values({
      fileName: 'NAVAll-2026-08-23.txt',
      sha256: 'listing-refresh-test',
      kind: 'navall',
      rows: 1,
    });
    await vi.waitFor(async () => {
      expect((await watching.filter(everything)).totalCount).toBe(1);
    });
  });
});
