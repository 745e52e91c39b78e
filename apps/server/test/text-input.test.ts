import {
  captchaImageResource,
  displayPhotoResource,
  gatewayBase,
  gatewayCalls,
  gatewayPrefixUrl,
  gatewayUrl,
  helpDocumentResource,
  logoutCall,
  nomineePdfResource,
  partnerImageResource,
  schemeDocumentResource,
  sendQueryCall,
  socialIconResource,
} from '@cdesk/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { envelope, login, LogLines, post, startApp } from './support/app.js';
import { openMemoryDatabase, testDatabases } from './support/databases.js';
import { sampleBody, stringPaths, withSuffix } from './support/sample-body.js';

/** A marker that must never reach the log: the probe's values travel with it. */
const marker = 'zzprobe';
const nul = `${marker}\u0000`;

/** Every registered route of one method under a prefix, read from the app's route table. */
function routesUnder(app: FastifyInstance, method: 'GET' | 'POST', prefix: string): string[] {
  const table = app.printRoutes({ commonPrefix: false, method });
  return [...table.matchAll(/(\S+) \(([^)]*)\)$/gm)]
    .filter(([, , methods]) => methods?.split(', ').includes(method))
    .map(([, url = '']) => (url.startsWith('/') ? url : `/${url}`))
    .filter((url) => url.startsWith(prefix));
}

/** The gateway's GET addresses that take a file name or a code in the path. */
const gatewayFiles = (part: string) => [
  gatewayPrefixUrl(displayPhotoResource, `${part}.png`),
  gatewayPrefixUrl(partnerImageResource, part),
  gatewayPrefixUrl(socialIconResource, part),
  gatewayPrefixUrl(helpDocumentResource, part),
  gatewayPrefixUrl(schemeDocumentResource, `${part}/sid.pdf`),
  gatewayPrefixUrl(schemeDocumentResource, `119551/${part}`),
  gatewayPrefixUrl(nomineePdfResource, part),
];

function expectRefused(response: LightMyRequestResponse, where: string): void {
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.statusCode, where).toBe(400);
  const body = envelope(response);
  expect(body.isSuccess, where).toBe(false);
  expect(body.displayMessage, where).toMatch(/not allowed/);
}

describe.each(testDatabases())('text a client sends, on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let known: Record<string, string>;
  const log = new LogLines();

  beforeAll(async () => {
    database = await open();
    app = await startApp(database, {
      config: { rateLimitPerMinute: 1_000_000, logLevel: 'info' },
      logDestination: log,
    });
    const session = await login(app);
    token = session.token;
    const own = session.userData.ucc_dtl[0] as { ucc: string; acCode: string };
    known = {
      loginId: '5000002',
      njAcNo: '5000002',
      ucc: own.ucc,
      acCode: own.acCode,
      accode: own.acCode,
      ccode: own.acCode,
    };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a NUL in any string field of any gateway call with a 400, never a 5xx', async () => {
    const calls = [
      ...gatewayCalls.filter((call) => call !== logoutCall),
      captchaImageResource,
      // Last: it ends the session the others use.
      logoutCall,
    ];
    for (const call of calls) {
      const base = sampleBody(call.request, known);
      const paths = stringPaths(base);
      // A call without string fields still gets one, which its schema would drop.
      const bodies = paths.length
        ? paths.map((path) => ({ where: path.join('.'), body: withSuffix(base, path, nul) }))
        : [{ where: 'extra', body: { ...(base as object), extra: nul } }];
      for (const { where, body } of bodies) {
        const response = await post(app, gatewayUrl(call), body, token);
        expectRefused(response, `${call.path} ${where}`);
      }
    }
  });

  it('answers a NUL in the query or the form of any sandbox page with a 4xx', async () => {
    const fields = ['ref', 'decision', 'reason', 'vpa', 'utr', 'doc', 'step', 'otp'];
    const people = ['njAcNo', 'loginId'];
    const value = encodeURIComponent(nul);
    for (const url of routesUnder(app, 'GET', '/cdesk/sandbox/')) {
      for (const field of [...fields, ...people]) {
        const response = await app.inject({ method: 'GET', url: `${url}?${field}=${value}` });
        expect(response.statusCode, `GET ${url} ${field}`).toBe(400);
      }
    }
    for (const url of routesUnder(app, 'POST', '/cdesk/sandbox/')) {
      for (const field of fields) {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: `${field}=${value}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.statusCode, `POST ${url} ${field}`).toBe(400);
      }
    }
  });

  it('answers a NUL in the path or the query of a gateway GET with a 400', async () => {
    const value = encodeURIComponent(nul);
    const urls = [
      ...gatewayFiles(value),
      ...gatewayFiles('x').map((url) => `${url}?exp=1&sig=${value}`),
      ...routesUnder(app, 'GET', gatewayBase).map((url) => `${url}?q=${value}`),
    ];
    for (const url of urls) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `GET ${url}`).toBe(400);
    }
  });

  it("takes line breaks in a help query's message, and no other control character", async () => {
    const { token: own } = await login(app, '5000013');
    const query = {
      category: 'SYSTEMATIC',
      subject: 'SIP not started',
      message: 'My SIP did not start this month.\r\nPlease check the mandate.\tThanks.',
    };
    const sent = await post(app, gatewayUrl(sendQueryCall), query, own);
    expect(sent.statusCode).toBe(200);
    expect(envelope(sent).data.message).toBe(query.message);

    const inSubject = await post(
      app,
      gatewayUrl(sendQueryCall),
      { ...query, subject: 'SIP\nnot started' },
      own,
    );
    expect(inSubject.statusCode).toBe(400);
    expect(envelope(inSubject).displayMessage).toBe(
      'subject contains characters that are not allowed. Please remove them and try again.',
    );
    const escape = await post(
      app,
      gatewayUrl(sendQueryCall),
      { ...query, message: `${query.message}\u001b[2J` },
      own,
    );
    expect(escape.statusCode).toBe(400);
    expect(envelope(escape).errCode).toBe('VALIDATION');
  });

  it('refuses a string longer than any field takes, with the field named', async () => {
    const response = await post(app, '/cdesk/gw/login/v2/authenticate', {
      loginId: '5000001',
      password: 'Demo@1234',
      junk: 'x'.repeat(5000),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe('junk is too long.');
  });

  it('wrote none of the values it was sent to the log, beyond the addresses asked for', () => {
    expect(log.lines.length).toBeGreaterThan(0);
    const entries = log.lines.map((line) => {
      const { req: _request, ...entry } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(entry);
    });
    expect(entries.filter((entry) => entry.includes(marker))).toEqual([]);
  });
});

describe('the log when a statement fails', () => {
  it("keeps the statement's parameters out of it", async () => {
    const database = await openMemoryDatabase();
    const log = new LogLines();
    const app = await startApp(database, { config: { logLevel: 'info' }, logDestination: log });
    await database.close();
    const response = await post(app, '/cdesk/gw/login/v2/authenticate', {
      loginId: 'asha.secret.login',
      password: 'Demo@1234',
      loginWith: 'LOGINID',
    });
    expect(response.statusCode).toBe(500);
    const failures = log.lines.filter((line) => line.includes('request failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/Failed query: select/);
    expect(failures[0]).not.toMatch(/asha\.secret\.login|"params"|params:/);
    await app.close();
  });
});
