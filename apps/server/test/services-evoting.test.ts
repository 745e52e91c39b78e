import { evotingMessages } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSettings } from '../src/config.js';
import { systemClock } from '../src/lib/clock.js';
import { formTargets } from '../src/plugins/security.js';
import { HttpDepository } from '../src/providers/depository/live.js';
import type { ProviderRequestStore } from '../src/providers/provider-requests.js';
import { ProviderError } from '../src/providers/signed-http.js';
import { sandboxEvotingFailure } from '../src/providers/depository/sandbox-evoting.js';
import { envelope, FixedClock, login, post } from './support/app.js';
import { startHttpRecorder } from './support/outside-systems.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const startUrl = '/cdesk/gw/ewamftrxnsws/api/common/getEVotingRequest';
const outcomeUrl = '/cdesk/gw/ewamftrxnsws/api/common/getEVotingNsdlErrorDtl';
const eventsUrl = '/cdesk/gw/services/evoting/events';
const pagePath = '/cdesk/sandbox/depository/evoting';

// Thursday 26-11-2026 in India: the demo events opened a few days before.
const clock = new FixedClock(new Date('2026-11-26T06:00:00Z'));

interface Started {
  redirectTo: string;
  url: string;
  fields: Record<string, string>;
  requestReference: string;
}

async function start(app: FastifyInstance, token: string): Promise<Started> {
  const response = await post(app, startUrl, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(response).data as Started;
}

function form(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The hidden fields of the page's forms: the request's reference and the page's key. */
function pageFields(html: string): { ref: string; key: string } {
  const ref = /name="ref" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const key = /name="key" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { ref, key };
}

/** The EVSN of the event of the company named. */
function evsnOf(html: string, company: string): string {
  const section = html.split('<section class="event">').find((s) => s.includes(company)) ?? '';
  return (
    /name="evsn" value="(\d+)"/.exec(section)?.[1] ??
    /<dt>EVSN<\/dt><dd>(\d+)/.exec(section)?.[1] ??
    ''
  );
}

describe.each(testDatabases())('e-voting through the depository on $name', ({ open }) => {
  const suite = appPerSuite(open, { clock });
  let asha: string;

  beforeAll(async () => {
    asha = (await login(suite.app, '5000001')).token;
  });

  it("lists the two open events of 5000001's companies, around the business date", async () => {
    const response = await post(suite.app, eventsUrl, {}, asha);
    expect(response.statusCode).toBe(200);
    const { data } = envelope(response);
    expect(data.depository).toBe('NSDL');
    expect(data.note).toBe('');
    expect(data.events).toEqual([
      expect.objectContaining({
        companyName: 'HDFC Bank Ltd',
        isin: 'INE040A01034',
        startDate: '2026-11-24',
        endDate: '2026-12-08',
        shares: 120,
        resolutions: 3,
        voted: 0,
      }),
      expect.objectContaining({
        companyName: 'Reliance Industries Ltd',
        isin: 'INE002A01018',
        meetingType: 'Postal Ballot',
        shares: 120,
        resolutions: 2,
        voted: 0,
      }),
    ]);
    for (const event of data.events) {
      expect(event.evsn).toMatch(/^\d{9}$/);
      expect(event.cutOffDate < event.startDate).toBe(true);
    }
  });

  it('serves its two calls under ewamftrxnsws/api/common/, as spec 3 lists them, and not at the root', async () => {
    for (const call of ['getEVotingRequest', 'getEVotingNsdlErrorDtl']) {
      const old = await post(suite.app, `/cdesk/gw/common/${call}`, {}, asha);
      expect(old.statusCode).toBe(404);
    }
    const moved = await post(suite.app, outcomeUrl, { requestReference: 'EVR-UNKNOWN' }, asha);
    expect(moved.statusCode).not.toBe(404);
  });

  it("opens a session with NSDL for 5000001's demat account, with a signed form", async () => {
    const started = await start(suite.app, asha);
    expect(started.redirectTo).toBe('NSDL');
    expect(started.url).toBe(pagePath);
    expect(Object.keys(started.fields).sort()).toEqual(['data', 'sig']);
    expect(started.requestReference).toMatch(/^EV[0-9A-F]{20}$/);
  });

  it('opens a session with CDSL for a CDSL account (5000016), which has no open events', async () => {
    const sunita = (await login(suite.app, '5000016')).token;
    const started = await start(suite.app, sunita);
    expect(started.redirectTo).toBe('CDSL');
    const page = await form(suite.app, started.url, started.fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('CDSL e-Voting');
    expect(page.body).toContain('There are no open e-voting events');
  });

  it('refuses an investor without a demat account, and a caller without a session', async () => {
    const farhan = (await login(suite.app, '5000011')).token;
    expect(envelope(await post(suite.app, eventsUrl, {}, farhan)).data).toEqual({
      depository: null,
      events: [],
      note: evotingMessages.noDematAccount,
    });
    const refused = await post(suite.app, startUrl, {}, farhan);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({
      isSuccess: false,
      errCode: 'EVOTING_NO_DEMAT',
      displayMessage: evotingMessages.noDematAccount,
    });
    expect((await post(suite.app, startUrl, {})).statusCode).toBe(401);
    expect((await post(suite.app, outcomeUrl, { requestReference: 'EV-1' })).statusCode).toBe(401);
  });

  it('refuses a reference that is missing, malformed, unknown or of another account', async () => {
    const cases: [unknown, string][] = [
      [{}, evotingMessages.referenceRequired],
      [{ requestReference: '  ' }, evotingMessages.referenceRequired],
      [{ requestReference: 'EV 1<script>' }, evotingMessages.referenceInvalid],
      [{ requestReference: 'E'.repeat(41) }, evotingMessages.referenceInvalid],
      [{ requestReference: 'EV-1' }, evotingMessages.unknownReference],
    ];
    for (const [body, message] of cases) {
      const response = await post(suite.app, outcomeUrl, body, asha);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).displayMessage).toBe(message);
    }
    const anil = (await login(suite.app, '5000015')).token;
    const theirs = await start(suite.app, anil);
    const response = await post(
      suite.app,
      outcomeUrl,
      { requestReference: theirs.requestReference },
      asha,
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errCode).toBe('EVOTING_UNKNOWN_REFERENCE');
  });

  it('answers a session the depository has not received yet as pending, with no error', async () => {
    const started = await start(suite.app, asha);
    const response = await post(
      suite.app,
      outcomeUrl,
      { requestReference: started.requestReference },
      asha,
    );
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({
      requestReference: started.requestReference,
      redirectTo: 'NSDL',
      status: 'PENDING',
      ERROR_CODE_DESCRIPTION: '',
      RES_ERROR_CODE_ID: '',
      votes: [],
    });
  });

  it('lists the open events of the companies held, records a vote once, and sends the browser back', async () => {
    const started = await start(suite.app, asha);
    const page = await form(suite.app, started.url, started.fields);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-sandbox-banner');
    expect(page.body).toContain('NSDL e-Voting');
    expect(page.body).toContain('HDFC Bank Ltd');
    expect(page.body).toContain('INE040A01034');
    expect(page.body).toContain('Reliance Industries Ltd');
    expect(page.body).toContain('Postal Ballot');
    expect(page.body).not.toContain('Infosys Ltd');
    const fields = pageFields(page.body);
    expect(fields.ref).toBe(started.requestReference);
    const hdfc = evsnOf(page.body, 'HDFC Bank Ltd');
    expect(hdfc).toMatch(/^\d{9}$/);

    // Nothing chosen: the page says so and records nothing.
    const empty = await form(suite.app, `${pagePath}/vote`, { ...fields, evsn: hdfc });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Choose For, Against or Abstain on at least one resolution.');

    const voted = await form(suite.app, `${pagePath}/vote`, { ...fields, evsn: hdfc, r1: 'FOR' });
    expect(voted.statusCode).toBe(200);
    expect(voted.body).toContain('Your vote was recorded.');
    expect(voted.body).toContain('Your vote: For · cast on 26-11-2026');
    // The same resolution again, and a choice that is not one: nothing more is recorded.
    const again = await form(suite.app, `${pagePath}/vote`, {
      ...fields,
      evsn: hdfc,
      r1: 'AGAINST',
      r2: 'MAYBE',
    });
    expect(again.body).toContain('No vote was recorded');

    // A key that is not the page's votes nothing.
    const stranger = await form(suite.app, `${pagePath}/vote`, {
      ref: fields.ref,
      key: '0'.repeat(32),
      evsn: hdfc,
      r2: 'FOR',
    });
    expect(stranger.statusCode).toBe(404);

    const back = await form(suite.app, `${pagePath}/finish`, fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/cdesk/evoting?requestReference=${started.requestReference}`,
    );

    const outcome = await post(
      suite.app,
      outcomeUrl,
      { requestReference: started.requestReference },
      asha,
    );
    const data = envelope(outcome).data;
    expect(data).toMatchObject({
      status: 'COMPLETED',
      ERROR_CODE_DESCRIPTION: '',
      RES_ERROR_CODE_ID: '',
    });
    // HDFC Bank: 80 and 40 shares bought, all voted with.
    expect(data.votes).toEqual([
      expect.objectContaining({
        evsn: hdfc,
        companyName: 'HDFC Bank Ltd',
        isin: 'INE040A01034',
        resolutionNo: 1,
        choice: 'FOR',
        shares: 120,
      }),
    ]);
    expect(data.votes[0].resolution).toMatch(/^To receive, consider and adopt/);

    // The session is over: its page, its form and its key are spent.
    const spent = await suite.app.inject({
      method: 'GET',
      url: `${pagePath}?ref=${fields.ref}&key=${fields.key}`,
    });
    expect(spent.statusCode).toBe(404);
    const reused = await form(suite.app, started.url, started.fields);
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('This e-voting request was already used.');

    // A new session shows the vote already cast and lets the other resolutions be voted on.
    const next = await start(suite.app, asha);
    const reopened = await form(suite.app, next.url, next.fields);
    expect(reopened.body).toContain('Your vote: For · cast on 26-11-2026');
    const nextFields = pageFields(reopened.body);
    const more = await form(suite.app, `${pagePath}/vote`, {
      ...nextFields,
      evsn: hdfc,
      r2: 'AGAINST',
      r3: 'ABSTAIN',
    });
    expect(more.body).toContain('Your 2 votes were recorded.');
    await form(suite.app, `${pagePath}/finish`, nextFields);
    const second = envelope(
      await post(suite.app, outcomeUrl, { requestReference: next.requestReference }, asha),
    ).data;
    expect(second.votes.map((v: { choice: string }) => v.choice)).toEqual(['AGAINST', 'ABSTAIN']);
    const events = envelope(await post(suite.app, eventsUrl, {}, asha)).data.events;
    expect(events.map((e: { voted: number }) => e.voted)).toEqual([3, 0]);
  });

  it('refuses a form whose signature does not match, or that has expired', async () => {
    const started = await start(suite.app, asha);
    const tampered = await form(suite.app, started.url, {
      ...started.fields,
      sig: '0'.repeat(64),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('This e-voting request is not valid.');
    const late = await start(suite.app, asha);
    clock.advance(6 * 60 * 1000);
    const expired = await form(suite.app, late.url, late.fields);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This e-voting request has expired.');
    const missing = await form(suite.app, pagePath, {});
    expect(missing.statusCode).toBe(400);
  });

  it('answers with the error code and description when the depository fails the session', async () => {
    const failNext = await suite.app.inject({ method: 'POST', url: `${pagePath}/fail-next` });
    expect(failNext.statusCode).toBe(200);
    const started = await start(suite.app, asha);
    const back = await form(suite.app, started.url, started.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/cdesk/evoting?requestReference=${started.requestReference}`,
    );
    const outcome = await post(
      suite.app,
      outcomeUrl,
      { requestReference: started.requestReference },
      asha,
    );
    expect(outcome.statusCode).toBe(200);
    expect(envelope(outcome).data).toMatchObject({
      status: 'FAILED',
      ERROR_CODE_DESCRIPTION: sandboxEvotingFailure.description,
      RES_ERROR_CODE_ID: sandboxEvotingFailure.code,
      votes: [],
    });
    // Only the next session fails.
    const after = await start(suite.app, asha);
    expect((await form(suite.app, after.url, after.fields)).statusCode).toBe(200);
  });
});

describe('the live depository: e-voting over its signed HTTP API', () => {
  const investor = { id: 7, njAcNo: '5000001', pan: 'AKVPV4821K', dematAccNo: 'IN30426212345678' };
  let outside: Awaited<ReturnType<typeof startHttpRecorder>>;
  let sessionBody: unknown;

  beforeAll(async () => {
    outside = await startHttpRecorder({
      '/dp/evoting/sessions': () => ({ status: 200, body: sessionBody }),
      '/dp/evoting/events': () => ({
        status: 200,
        body: {
          events: [
            {
              evsn: '260810101',
              isin: 'INE040A01034',
              companyName: 'HDFC Bank Ltd',
              meetingType: 'Annual General Meeting',
              cutOffDate: '2026-08-03',
              startDate: '2026-08-10',
              endDate: '2026-08-24',
              shares: 120,
              resolutions: 3,
              voted: 1,
            },
          ],
        },
      }),
      '/dp/evoting/outcome': (request) =>
        JSON.parse(request.body).requestReference === 'NSDL-778812'
          ? {
              status: 200,
              body: {
                status: 'FAILED',
                errorCode: 'E-102',
                errorDescription: 'Demat account is not eligible for e-voting.',
                votes: [],
              },
            }
          : {
              status: 200,
              body: {
                status: 'COMPLETED',
                errorCode: '',
                errorDescription: '',
                votes: [
                  {
                    evsn: '260810101',
                    companyName: 'HDFC Bank Ltd',
                    isin: 'INE040A01034',
                    resolutionNo: 2,
                    resolution: 'To declare a dividend on equity shares.',
                    choice: 'AGAINST',
                    shares: 120,
                    votedAt: '2026-08-12T05:30:00Z',
                  },
                ],
              },
            },
    });
  });
  afterAll(() => outside.close());

  const depository = () =>
    new HttpDepository(
      { url: `${outside.base}/dp`, secret: 'shared-secret-shared-secret-0123456789' },
      {} as ProviderRequestStore,
      'https://desk.example.in',
      systemClock,
    );
  const last = (path: string) => outside.requests.filter((r) => r.path === path).at(-1)!;

  it('opens a session, signed, and returns the browser to the desk', async () => {
    sessionBody = {
      requestReference: 'NSDL-778811',
      redirectTo: 'NSDL',
      url: 'https://eservices.nsdl.com/SecureWeb/evoting/evotinglogin.jsp',
      fields: { encData: 'abc', checksum: 'def' },
    };
    const session = await depository().startEvoting(investor);
    expect(session).toEqual(sessionBody);
    const sent = last('/dp/evoting/sessions');
    expect(sent.headers['x-cdesk-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(sent.body)).toEqual({
      njAcNo: '5000001',
      pan: 'AKVPV4821K',
      dematAccNo: 'IN30426212345678',
      returnUrl: 'https://desk.example.in/cdesk/evoting',
    });
  });

  it('refuses a page that is not an e-voting site the desk may post to', async () => {
    sessionBody = {
      requestReference: 'NSDL-778811',
      redirectTo: 'NSDL',
      url: 'https://evoting.example.com/page',
      fields: {},
    };
    await expect(depository().startEvoting(investor)).rejects.toBeInstanceOf(ProviderError);
  });

  it("lets the desk's pages post the form only to the participant and the depositories", () => {
    const live = { depository: { url: 'https://dp.example.in/api', secret: 's' } } as LiveSettings;
    expect(formTargets({ tradingHost: undefined, live })).toEqual([
      'https://dp.example.in',
      'https://eservices.nsdl.com',
      'https://www.evotingindia.com',
    ]);
  });

  it('reads the open events of the demat account', async () => {
    const events = await depository().evotingEvents(investor);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ evsn: '260810101', resolutions: 3, voted: 1 });
    expect(JSON.parse(last('/dp/evoting/events').body)).toEqual({
      njAcNo: '5000001',
      dematAccNo: 'IN30426212345678',
    });
  });

  it("reads the depository's error, or the votes it recorded", async () => {
    expect(await depository().evotingOutcome(investor, 'NSDL-778812')).toEqual({
      status: 'FAILED',
      error: { code: 'E-102', description: 'Demat account is not eligible for e-voting.' },
      votes: [],
    });
    const done = await depository().evotingOutcome(investor, 'NSDL-778811');
    expect(done.error).toBeNull();
    expect(done.votes[0]).toMatchObject({ choice: 'AGAINST', shares: 120 });
    expect(done.votes[0]?.votedAt).toEqual(new Date('2026-08-12T05:30:00Z'));
  });
});
