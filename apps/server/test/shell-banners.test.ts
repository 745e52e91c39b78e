import { messages, shellMessages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { banners } from '../src/db/schema.js';
import { demoBannerIds, seedDemoBanners } from '../src/seed/banners-demo.js';
import { envelope, FixedClock, login, post, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

const listUrl = '/cdesk/gw/shell/banners/list';
const detailUrl = '/cdesk/gw/shell/banners/detail';
const dayMs = 86_400_000;

describe.each(testDatabases())('offers (banners) on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let asha: string;
  // 16-11-2026, 11:00 in India: the demo offers are dated from this business day.
  const clock = new FixedClock(new Date('2026-11-16T05:30:00Z'));

  beforeAll(async () => {
    database = await open();
    app = await startApp(database, { clock });
    asha = (await login(app, '5000001')).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists the offers running today, in their order, each with the product option it opens', async () => {
    const response = await post(app, listUrl, {}, asha);
    expect(response.statusCode).toBe(200);
    const list = envelope(response).data as { BI: number }[];
    // The tax-saving offer ended on 17-10-2026 and is not listed.
    expect(list.map((b) => b.BI)).toEqual([101, 102, 103, 104, 105]);
    expect(list[0]).toEqual({
      BI: 101,
      t: 'NFO',
      title: 'New fund offer: JioBlackRock Large Cap Fund',
      text: expect.any(String),
      prodType: 'mutual-funds',
      subType: 'nfoPurchase',
      params: ['154632'],
      // The NFO's subscription window: the current month.
      activeFrom: '2026-11-01',
      activeTo: '2026-11-30',
    });
    expect(list[2]).toMatchObject({ t: 'SIP', subType: 'purchase', params: ['122639', 'sip'] });
    expect(list[3]).toMatchObject({ prodType: 'capital-market', activeTo: null });
  });

  it('answers one offer by its number and type, the number given as text as a link carries it', async () => {
    const response = await post(app, detailUrl, { BI: '103', t: 'SIP' }, asha);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toMatchObject({ BI: 103, prodType: 'mutual-funds' });
    const byNumber = await post(app, detailUrl, { BI: 102, t: 'MARS' }, asha);
    expect(envelope(byNumber).data).toMatchObject({ BI: 102, prodType: 'mars' });
  });

  it('says an unknown offer, or a number with another type, was not found', async () => {
    for (const body of [
      { BI: '999', t: 'NFO' },
      { BI: '101', t: 'SIP' },
    ]) {
      const response = await post(app, detailUrl, body, asha);
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({
        isSuccess: false,
        errCode: 'BANNER_NOT_FOUND',
        displayMessage: shellMessages.bannerNotFound,
      });
    }
  });

  it('says when an ended offer ended', async () => {
    const response = await post(app, detailUrl, { BI: demoBannerIds.ended, t: 'ELSS' }, asha);
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toMatchObject({
      errCode: 'BANNER_ENDED',
      displayMessage: 'This offer ended on 17-10-2026. See the offers running now.',
    });
  });

  it('refuses a malformed link with a 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ BI: 'OFFER-42', t: 'NFO' }, shellMessages.bannerIdInvalid],
      [{ BI: '0', t: 'NFO' }, shellMessages.bannerIdInvalid],
      [{ BI: '1234567890', t: 'NFO' }, shellMessages.bannerIdInvalid],
      [{ BI: '101' }, shellMessages.bannerTypeInvalid],
      [{ BI: '101', t: 'N F O' }, shellMessages.bannerTypeInvalid],
      [{ BI: '101', t: 'x'.repeat(21) }, shellMessages.bannerTypeInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await post(app, detailUrl, body, asha);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).displayMessage).toContain(message);
    }
  });

  it('asks for a login', async () => {
    expect((await post(app, listUrl, {})).statusCode).toBe(401);
    expect((await post(app, detailUrl, { BI: '101', t: 'NFO' })).statusCode).toBe(401);
  });

  it('offers an E-Wealth MF account only mutual funds and MARS', async () => {
    const farhan = (await login(app, '5000011')).token;
    const list = envelope(await post(app, listUrl, {}, farhan)).data as { prodType: string }[];
    expect(list.map((b) => b.prodType)).toEqual(['mutual-funds', 'mars', 'mutual-funds']);
    const stocks = await post(app, detailUrl, { BI: demoBannerIds.stocks, t: 'CM' }, farhan);
    expect(stocks.statusCode).toBe(403);
    expect(envelope(stocks).displayMessage).toBe(messages.emfNotAvailable);
  });

  it('adds a missing demo offer on a later start and leaves the others as they are', async () => {
    await database.db
      .update(banners)
      .set({ title: 'Stocks and ETFs, edited' })
      .where(eq(banners.id, demoBannerIds.stocks));
    await database.db.delete(banners).where(eq(banners.id, demoBannerIds.mars));

    await seedDemoBanners(database.db, clock);

    const rows = await database.db.select().from(banners);
    expect(rows.map((row) => row.id).sort()).toEqual([101, 102, 103, 104, 105, 106]);
    expect(rows.find((row) => row.id === demoBannerIds.stocks)?.title).toBe(
      'Stocks and ETFs, edited',
    );
  });

  it('drops an offer from the list once its window has passed on the business clock', async () => {
    // 29-11-2026: the IPO offer ran until 28-11-2026.
    clock.advance(13 * dayMs);
    asha = (await login(app, '5000001')).token;
    const list = envelope(await post(app, listUrl, {}, asha)).data as { BI: number }[];
    expect(list.map((b) => b.BI)).toEqual([101, 102, 103, 104]);
    const ipo = await post(app, detailUrl, { BI: demoBannerIds.ipo, t: 'IPO' }, asha);
    expect(ipo.statusCode).toBe(404);
    expect(envelope(ipo).displayMessage).toBe(shellMessages.bannerEnded('28-11-2026'));
  });
});
