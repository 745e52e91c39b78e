import { schemeMessages } from '@cdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemes } from '../src/db/schema.js';
import { envelope, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { schemeDesk } from './support/scheme-fixture.js';

const searchUrl = '/cdesk/gw/ewamftrxnsws/api/scheme/searchSchemes';

/** The flexi-cap's four plans as the 8-field NAVAll file names them, and a liquid fund of its AMC. */
const parag = (schemeCode: number, name: string, plan: string, option: string) => ({
  schemeCode,
  name,
  amc: 'PPFAS Mutual Fund',
  structure: 'Open Ended Schemes',
  category: 'Equity Scheme - Flexi Cap Fund',
  subType: 'Flexi Cap Fund',
  schemeType: 'EQUITY',
  plan,
  option,
  latestNav: '90.7427',
  latestNavDate: '2026-08-21',
});

describe.each(testDatabases())('the header search for funds on $name', ({ open }) => {
  const desk = schemeDesk(open, '5000013');
  beforeAll(async () => {
    await desk.database.db
      .insert(schemes)
      .values([
        parag(153965, 'Parag Parikh Flexi Cap Fund', 'REGULAR', 'IDCW'),
        parag(122640, 'Parag Parikh Flexi Cap Fund', 'REGULAR', 'GROWTH'),
        parag(153964, 'Parag Parikh Flexi Cap Fund', 'DIRECT', 'IDCW'),
        parag(122639, 'Parag Parikh Flexi Cap Fund', 'DIRECT', 'GROWTH'),
        parag(143269, 'Parag Parikh Liquid Fund', 'DIRECT', 'GROWTH'),
      ]);
  });

  const search = (body: object) =>
    desk.ok<{ schCode: number; schName: string; plan: string }[]>(searchUrl, body);
  const found = async (searchKeyword: string) =>
    (await search({ searchKeyword })).map((s) => `${s.schCode} ${s.schName}`);

  it('finds a fund by part of its name, once, as its direct growth plan', async () => {
    expect(await found('parag')).toEqual([
      '122639 Parag Parikh Flexi Cap Fund',
      '143269 Parag Parikh Liquid Fund',
    ]);
    expect(await found('PARIKH flexi')).toEqual(['122639 Parag Parikh Flexi Cap Fund']);
  });

  it('finds funds by their AMC', async () => {
    expect(await found('ppfas')).toHaveLength(2);
    expect(await found('hdfc')).toEqual(['118989 HDFC Mid Cap Fund - Direct Plan - Growth Option']);
  });

  it('finds the very plan an AMFI scheme code names', async () => {
    expect(await found('153965')).toEqual(['153965 Parag Parikh Flexi Cap Fund']);
    expect((await search({ searchKeyword: '153965' }))[0]).toMatchObject({
      plan: 'REGULAR',
      option: 'IDCW',
      amc: 'PPFAS Mutual Fund',
    });
  });

  it('puts names that start with the search first, then names with a word starting with it', async () => {
    expect(await found('axis elss')).toEqual([
      '120503 Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
      '112323 Axis ELSS Tax Saver Fund - Regular Plan - IDCW',
    ]);
    // The PPFAS names hold no word 'growth' (their plan does): after every name that does.
    expect(await found('growth')).toEqual([
      '120503 Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
      '118989 HDFC Mid Cap Fund - Direct Plan - Growth Option',
      '119800 SBI Liquid Fund - Direct Plan - Growth',
      '120716 UTI Nifty 50 Index Fund - Direct Plan - Growth Option',
      '122639 Parag Parikh Flexi Cap Fund',
      '143269 Parag Parikh Liquid Fund',
    ]);
  });

  it('gives at most the number asked for, and nothing for words no fund has', async () => {
    expect(await search({ searchKeyword: 'fund', maxResults: 2 })).toHaveLength(2);
    expect(await found('no such fund anywhere')).toEqual([]);
  });

  it.each([
    [{ searchKeyword: '' }, schemeMessages.searchKeyword],
    [{ searchKeyword: '   ' }, schemeMessages.searchKeyword],
    [{}, ''],
    [{ searchKeyword: 'parag', maxResults: 21 }, ''],
    [{ searchKeyword: 'x'.repeat(101) }, ''],
  ])('refuses %j', async (body, message) => {
    const response = await post(desk.app, searchUrl, body, desk.token);
    expect(response.statusCode).toBe(400);
    if (message) expect(envelope(response).displayMessage).toBe(message);
  });

  it('answers only a logged-in investor', async () => {
    const response = await post(desk.app, searchUrl, { searchKeyword: 'parag' });
    expect(response.statusCode).toBe(401);
  });
});
