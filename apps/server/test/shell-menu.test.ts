import {
  breadcrumb,
  parseMenuXml,
  primaryMenu,
  profileMenu,
  ZPrimaryMenu,
  type MenuNode,
} from '@cdesk/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { envelope, login, post, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

const xmlUrl = '/cdesk/gw/xml/primaryMenu.xml';
const jsonUrl = '/cdesk/gw/ewaportfoliows/api/rest/primarymenu/getPrimaryMenu';
const names = (nodes: MenuNode[]) => nodes.map((n) => n.name);

describe.each(testDatabases())('the desk menu on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await open();
    app = await startApp(database);
    token = (await login(app, '5000001')).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const getXml = (bearer?: string) =>
    app.inject({
      method: 'GET',
      url: xmlUrl,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  it('serves the seeded tree as XML, and the same tree as JSON from the fallback', async () => {
    const xml = await getXml(token);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.body).toContain('<MENU_NAME2>help &amp; support</MENU_NAME2>');
    const fromXml = parseMenuXml(xml.body);

    const json = await post(app, jsonUrl, { loginid: 'asha.verma', njac_no: '5000001' }, token);
    expect(json.statusCode).toBe(200);
    const fromJson = ZPrimaryMenu.parse(envelope(json).data);
    expect(fromJson).toEqual(fromXml);
  });

  it('holds the desk menu of spec 1, with the dashboard and the admin panel kept out of the bar', async () => {
    const tree = parseMenuXml((await getXml(token)).body);
    const bar = primaryMenu(tree);
    expect(names(bar)).toEqual([
      'Portfolio',
      'Transact',
      'Reports',
      'Services',
      'Goals',
      'Help Me Invest',
    ]);
    const transact = bar.find((n) => n.name === 'Transact')!;
    expect(names(transact.children)).toEqual([
      'Mutual Funds',
      'MARS',
      'Stocks & ETFs',
      'Fixed Income',
      'Loan',
      'Public Offers',
      'Authorise Transactions',
    ]);
    expect(names(transact.children[0]!.children)).toEqual([
      'Purchase/Buy/SIP',
      'Redeem/Sell/SWP',
      'Switch/STP',
      'All Funds',
      'My Systematic Plans',
      'NFO',
      'Insta Cash',
    ]);
    expect(names(transact.children.find((n) => n.name === 'Public Offers')!.children)).toEqual([
      'Equity IPO',
      'Debt IPO',
      'OFS',
      'OTB',
    ]);
    expect(names(bar.find((n) => n.name === 'Reports')!.children)).not.toContain(
      'Brokerage Statement',
    );
    expect(profileMenu(tree).map((n) => [n.name, n.url])).toEqual([
      ['My profile', '/profile'],
      ['setting', '/setting'],
      ['help & support', '/help-and-support'],
      ['My Wealth Partner', '/contact'],
      ['logout', '/logout'],
    ]);
    expect(profileMenu(tree, { loanHost: true }).map((n) => n.name)).toEqual(['logout']);
  });

  it('gives the breadcrumbs of spec 1 section 2.5 from the served tree', async () => {
    const tree = parseMenuXml((await getXml(token)).body);
    const trail = (path: string) => breadcrumb(tree, path).map((c) => c.name);
    expect(trail('/transact/mutual-funds/purchase-buy-sip')).toEqual([
      'Home',
      'Transact',
      'Mutual Funds',
      'Purchase/Buy/SIP',
    ]);
    expect(trail('/transact/mutual-funds/allFunds')).toEqual(['Home', 'Transact', 'Mutual Funds']);
    expect(trail('/report/mutual-funds/capital-gain/summary')).toEqual([
      'Home',
      'Reports',
      'Mutual Fund Reports',
      'Capital Gain',
      'Capital Gain Summary',
    ]);
    expect(trail('/profile')).toEqual(['Home', 'My profile']);
    expect(trail('/contact')).toEqual(['Home', 'Contact A Partner']);
    expect(trail('/dashboard')).toEqual(['Home']);
  });

  it('needs a session for both forms of the menu', async () => {
    const xml = await getXml();
    expect(xml.statusCode).toBe(401);
    expect(envelope(xml).errCode).toBe('SESSION_EXPIRED');
    const json = await post(app, jsonUrl, { njac_no: '5000001' });
    expect(json.statusCode).toBe(401);
  });

  it('keeps the menu closed while forced steps are pending', async () => {
    const pending = (await login(app, '5000002')).token;
    const xml = await getXml(pending);
    expect(xml.statusCode).toBe(403);
    expect(envelope(xml).errCode).toBe('STEPS_PENDING');
  });

  it('refuses the menu of another investor', async () => {
    const other = await post(app, jsonUrl, { loginid: '5000002', njac_no: '5000002' }, token);
    expect(other.statusCode).toBe(403);
    expect(envelope(other).displayMessage).toBe('This account is not linked to your login.');
    const mixed = await post(app, jsonUrl, { loginid: 'emf.client', njac_no: '5000001' }, token);
    expect(mixed.statusCode).toBe(403);
  });

  it('takes either login ID the investor has, in any case', async () => {
    for (const loginid of ['5000001', 'ASHA.VERMA', '']) {
      const response = await post(app, jsonUrl, { loginid, njac_no: '5000001' }, token);
      expect(response.statusCode, loginid).toBe(200);
    }
  });

  it('tells what is wrong with a bad request, without a 5xx', async () => {
    const missing = await post(app, jsonUrl, { loginid: 'asha.verma' }, token);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).displayMessage).toBe('njac_no cannot be empty.');
    const long = await post(app, jsonUrl, { njac_no: '5'.repeat(500) }, token);
    expect(long.statusCode).toBe(400);
    const wrongType = await post(app, jsonUrl, { njac_no: 5000001 }, token);
    expect(wrongType.statusCode).toBe(400);
    expect(envelope(wrongType).displayMessage).toBe('njac_no should be valid.');
  });

  it('seeds the menu into a database that was seeded before the menu existed, and only once', async () => {
    await database.db.execute(sql`delete from menu_items`);
    await database.db.execute(sql`delete from search_modules`);
    const again = await startApp(database);
    const tree = parseMenuXml((await getXml(token)).body);
    expect(primaryMenu(tree).map((n) => n.name)).toContain('Transact');
    const count = async (table: string) => {
      const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const menuItems = await count('menu_items');
    const notifications = await count('notifications');
    expect(await count('search_modules')).toBeGreaterThan(20);
    await (await startApp(database)).close();
    expect(await count('menu_items')).toBe(menuItems);
    expect(await count('notifications')).toBe(notifications);
    await again.close();
  });
});
