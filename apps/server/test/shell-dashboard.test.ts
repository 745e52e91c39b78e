import { ZSearchBoxResponse } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { envelope, login, post, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

const rest = (call: string) => `/cdesk/gw/ewadashboardws/api/rest/${call}`;
const codesUrl = rest('loadAccodeandUcc/getAccodeandUcc');
const searchUrl = rest('searchBox/searchBoxWFMModuleList');
const searchBody = { projectId: 584, needSearchBoxData: 'yes', projectName: 'cdesk' };
const listUrl = rest('notifications/getNotifications');
const readUrl = rest('notifications/markNotificationRead');

/** Checks a PDF's cross-reference table: every offset lands on its object, every stream length fits. */
function expectWellFormedPdf(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count = '0'] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

describe.each(testDatabases())('account codes, search and notifications on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let asha: string;
  let rohan: string;

  beforeAll(async () => {
    database = await open();
    app = await startApp(database);
    asha = (await login(app, '5000001')).token;
    rohan = (await login(app, '5000013')).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers the 'Showing for' entries as NAME and VALUE: ALL, the own code, then family", async () => {
    const response = await post(app, codesUrl, {}, asha);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual([
      { NAME: 'ALL', VALUE: 'ALL', UCC: '', RELATION: '' },
      { NAME: 'Asha Verma', VALUE: 'AC5000001', UCC: 'NJ5000001', RELATION: 'Self' },
      { NAME: 'Rohit Verma', VALUE: 'AC5100001', UCC: 'NJ5100001', RELATION: 'Spouse' },
    ]);
    expect(envelope(await post(app, codesUrl, { accode: 'AC5100001' }, rohan)).data).toEqual([
      { NAME: 'Rohan Gupta', VALUE: 'AC5000013', UCC: 'NJ5000013', RELATION: 'Self' },
    ]);
  });

  it('gives the search box items in the spec names, with up to three help files', async () => {
    const response = await post(app, searchUrl, searchBody, asha);
    expect(response.statusCode).toBe(200);
    const modules = ZSearchBoxResponse.parse(envelope(response).data);
    expect(modules.length).toBeGreaterThanOrEqual(20);
    const sip = modules.find((m) => m.url === '/transact/mutual-funds/purchase-buy-sip')!;
    expect(sip).toMatchObject({
      displayName: 'Purchase/Buy/SIP',
      moduleName: 'Purchase/Buy/SIP',
      file1: 'How to start a SIP',
      path1: '/cdesk/gw/media/help/how-to-start-a-sip.pdf',
      file2: 'Setting up a bank mandate for SIP',
      file3: '',
      path3: '',
    });
    expect(sip.keywords).toContain('sip');
    // Shown by another name than the menu's: the module is still named as the menu names it.
    const settings = modules.find((m) => m.url === '/setting')!;
    expect(settings).toMatchObject({ displayName: 'Settings', moduleName: 'setting' });
    expect(modules.some((m) => m.helpContent.length > 160)).toBe(true);
    expect(modules.some((m) => m.file3 !== '' && m.path3 !== '')).toBe(true);
    expect(new Set(modules.map((m) => m.url)).size).toBe(modules.length);
  });

  it('serves every help file the search data names, as a well-formed PDF', async () => {
    const modules = ZSearchBoxResponse.parse(
      envelope(await post(app, searchUrl, searchBody, asha)).data,
    );
    const urls = new Set(modules.flatMap((m) => [m.path1, m.path2, m.path3].filter(Boolean)));
    expect(urls.size).toBeGreaterThanOrEqual(8);
    for (const url of urls) {
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toBe('application/pdf');
      expectWellFormedPdf(file.rawPayload);
    }
    const sip = await app.inject({
      method: 'GET',
      url: '/cdesk/gw/media/help/how-to-start-a-sip.pdf',
    });
    expect(sip.rawPayload.toString('latin1')).toContain('(How to start a SIP) Tj');
    const missing = await app.inject({ method: 'GET', url: '/cdesk/gw/media/help/nothing.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).displayMessage).toBe('The help document was not found.');
  });

  it.each([
    [{ ...searchBody, projectId: 585 }, 'Search project should be valid.'],
    [{ ...searchBody, projectId: '584' }, 'Search project should be valid.'],
    [{ ...searchBody, projectName: 'other' }, 'Search project should be valid.'],
    [{ ...searchBody, needSearchBoxData: 'no' }, 'needSearchBoxData should be valid.'],
    [{}, 'Search project should be valid.'],
  ])('refuses the search call with %j', async (body, message) => {
    const response = await post(app, searchUrl, body, asha);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(message);
  });

  it('lists notifications newest first, with the nominee notice already read', async () => {
    const response = await post(app, listUrl, {}, asha);
    expect(response.statusCode).toBe(200);
    const list = envelope(response).data as {
      id: number;
      title: string;
      createdAt: string;
      read: boolean;
    }[];
    expect(list.map((n) => n.title)).toEqual([
      'SIP instalment on the 20th',
      'Transactions waiting for your authorisation',
      'NAV of your holdings updated',
      'Nominee on record',
    ]);
    expect(list.map((n) => n.read)).toEqual([false, false, false, true]);
    const times = list.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const welcome = envelope(await post(app, listUrl, {}, rohan)).data as typeof list;
    expect(welcome.map((n) => [n.title, n.read])).toEqual([['Welcome to your Client Desk', false]]);
  });

  it('marks a notification read, once, and only for its owner', async () => {
    const list = envelope(await post(app, listUrl, {}, asha)).data as {
      id: number;
      read: boolean;
    }[];
    const unread = list.find((n) => !n.read)!;
    const marked = await post(app, readUrl, { id: unread.id }, asha);
    expect(marked.statusCode).toBe(200);
    expect(envelope(marked).data).toMatchObject({ id: unread.id, read: true });
    const again = await post(app, readUrl, { id: unread.id }, asha);
    expect(envelope(again).data.read).toBe(true);
    const after = envelope(await post(app, listUrl, {}, asha)).data as {
      id: number;
      read: boolean;
    }[];
    expect(after.find((n) => n.id === unread.id)?.read).toBe(true);

    const stranger = await post(app, readUrl, { id: list[0]!.id }, rohan);
    expect(stranger.statusCode).toBe(404);
    expect(envelope(stranger).displayMessage).toBe('This notification was not found.');
    expect((await post(app, readUrl, { id: 999_999 }, asha)).statusCode).toBe(404);
  });

  it.each([{}, { id: 0 }, { id: -3 }, { id: 'one' }, { id: 1.5 }, { id: 2 ** 60 }])(
    'refuses to mark %j',
    async (body) => {
      const response = await post(app, readUrl, body, asha);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).displayMessage).not.toBe('');
    },
  );

  it('needs a session, with no forced steps pending', async () => {
    for (const [url, body] of [
      [codesUrl, {}],
      [searchUrl, searchBody],
      [listUrl, {}],
      [readUrl, { id: 1 }],
    ] as const) {
      expect((await post(app, url, body)).statusCode, url).toBe(401);
    }
    const pending = (await login(app, '5000004')).token;
    const blocked = await post(app, codesUrl, {}, pending);
    expect(blocked.statusCode).toBe(403);
    expect(envelope(blocked).errCode).toBe('STEPS_PENDING');
  });
});
