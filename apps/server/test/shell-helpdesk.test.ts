import { describe, expect, it } from 'vitest';
import { envelope, FixedClock, login, outbox, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const sendUrl = '/cdesk/gw/ewadashboardws/api/rest/helpdesk/sendQuery';
const listUrl = '/cdesk/gw/ewadashboardws/api/rest/helpdesk/listQueries';
const good = {
  category: 'SYSTEMATIC',
  subject: 'SIP instalment not debited',
  message: 'My SIP instalment for November was not debited although my mandate is active.',
};

describe.each(testDatabases())('help and support queries on $name', ({ open }) => {
  // 10:00 IST on 21 November 2026.
  const clock = new FixedClock(new Date('2026-11-21T04:30:00Z'));
  const suite = appPerSuite(open, { clock });

  it('stores a query with a reference number and acknowledges it by SMS and e-mail', async () => {
    const { token } = await login(suite.app, '5000001');
    const response = await post(
      suite.app,
      sendUrl,
      { ...good, subject: `  ${good.subject}  ` },
      token,
    );
    expect(response.statusCode).toBe(200);
    const body = envelope(response);
    const referenceNo = body.data.referenceNo as string;
    expect(referenceNo).toMatch(/^CDQ261121\d{6}$/);
    expect(body.displayMessage).toBe(
      `Your query has been registered. Your reference number is ${referenceNo}.`,
    );
    expect(body.data).toMatchObject({
      category: 'SYSTEMATIC',
      categoryLabel: 'SIP, SWP and STP',
      subject: good.subject,
      status: 'OPEN',
      createdAt: '2026-11-21T04:30:00.000Z',
    });

    const [email, sms] = await outbox(suite.app, '5000001');
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '9812345670' });
    expect(sms!.body).toContain(referenceNo);
    expect(email).toMatchObject({
      channel: 'EMAIL',
      recipient: 'asha.verma@example.in',
      subject: `We have received your query ${referenceNo}`,
    });
    expect(email!.body).toContain('Dear Asha Verma');

    const list = envelope(await post(suite.app, listUrl, {}, token)).data;
    expect(list[0]).toMatchObject({ referenceNo, status: 'OPEN', subject: good.subject });
  });

  it('gives every query its own reference number, newest first in the list', async () => {
    const { token } = await login(suite.app, '5000011');
    const refs: string[] = [];
    for (const subject of ['First question here', 'Second question here']) {
      clock.advance(60_000);
      refs.push(
        envelope(await post(suite.app, sendUrl, { ...good, subject }, token)).data.referenceNo,
      );
    }
    expect(new Set(refs).size).toBe(2);
    const list = envelope(await post(suite.app, listUrl, {}, token)).data as {
      referenceNo: string;
    }[];
    expect(list.map((q) => q.referenceNo)).toEqual([...refs].reverse());
  });

  it('shows each investor only their own queries', async () => {
    const { token } = await login(suite.app, '5000013');
    expect(envelope(await post(suite.app, listUrl, {}, token)).data).toEqual([]);
  });

  it.each([
    [{ ...good, category: 'BILLING' }, 'Please choose a category.'],
    [{ ...good, category: undefined }, 'Please choose a category.'],
    [{ ...good, subject: '' }, 'Subject cannot be empty.'],
    [{ ...good, subject: undefined }, 'Subject cannot be empty.'],
    [{ ...good, subject: 'SIP' }, 'Subject must be at least 5 characters.'],
    [{ ...good, subject: 'S'.repeat(121) }, 'Subject must be at most 120 characters.'],
    [{ ...good, message: '   ' }, 'Message cannot be empty.'],
    [{ ...good, message: 'Please help' }, 'Message must be at least 20 characters.'],
    [{ ...good, message: 'M'.repeat(2001) }, 'Message must be at most 2000 characters.'],
    [{ ...good, subject: 42 }, 'Subject cannot be empty.'],
  ])('refuses %j with a clear message', async (body, message) => {
    const { token } = await login(suite.app, '5000001');
    const response = await post(suite.app, sendUrl, body, token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(message);
  });

  it('drops fields a client should not set', async () => {
    const { token } = await login(suite.app, '5000001');
    const response = await post(
      suite.app,
      sendUrl,
      { ...good, status: 'RESOLVED', referenceNo: 'CDQ000', accountId: 2 },
      token,
    );
    expect(envelope(response).data.status).toBe('OPEN');
    expect(envelope(response).data.referenceNo).not.toBe('CDQ000');
  });

  it('allows ten queries an India day, then again the next day', async () => {
    const desk = (await login(suite.app, 'new.investor')).token;
    for (let i = 0; i < 10; i++) {
      const sent = await post(
        suite.app,
        sendUrl,
        { ...good, subject: `Question number ${i}` },
        desk,
      );
      expect(sent.statusCode, `query ${i}`).toBe(200);
    }
    const refused = await post(suite.app, sendUrl, good, desk);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).displayMessage).toBe(
      'You can raise up to 10 queries a day. Please try again tomorrow.',
    );
    // A little after 10:00 IST plus 14 hours is past midnight in India; the session has idled out.
    clock.advance(14 * 3_600_000);
    const fresh = (await login(suite.app, 'new.investor')).token;
    expect((await post(suite.app, sendUrl, good, fresh)).statusCode).toBe(200);
  });

  it('needs a session, and stays open while a forced step points the investor here', async () => {
    expect((await post(suite.app, sendUrl, good)).statusCode).toBe(401);
    expect((await post(suite.app, listUrl, {})).statusCode).toBe(401);
    const emailUnverified = (await login(suite.app, '5000009')).token;
    expect((await post(suite.app, sendUrl, good, emailUnverified)).statusCode).toBe(200);
  });
});
