import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { inlineScriptHashes } from '../src/plugins/security.js';
import { envelope, login, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

const garbageBodies: { name: string; payload: string | Buffer; contentType: string }[] = [
  { name: 'malformed JSON', payload: '{"loginId": "5000001", ', contentType: 'application/json' },
  { name: 'a JSON string', payload: '"hello"', contentType: 'application/json' },
  { name: 'a JSON array', payload: '[1,2,3]', contentType: 'application/json' },
  { name: 'null', payload: 'null', contentType: 'application/json' },
  {
    name: 'wrong types',
    payload: JSON.stringify({ loginId: 5, password: ['x'], ucc: {}, calledFrom: 7 }),
    contentType: 'application/json',
  },
  {
    name: 'deep nesting',
    payload: '['.repeat(5000) + ']'.repeat(5000),
    contentType: 'application/json',
  },
  {
    name: 'a prototype pollution attempt',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
  },
  {
    name: 'an oversized body',
    payload: JSON.stringify({ loginId: 'x'.repeat(200_000), password: 'y' }),
    contentType: 'application/json',
  },
  {
    name: 'binary',
    payload: Buffer.from([0, 255, 1, 254, 2, 253]),
    contentType: 'application/octet-stream',
  },
  {
    name: 'a form',
    payload: 'loginId=5000001&password=Demo%401234',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'plain text', payload: 'DROP TABLE accounts;', contentType: 'text/plain' },
];

describe.each(testDatabases())('the gateway on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let gatewayRoutes: string[];

  beforeAll(async () => {
    database = await open();
    // The garbage sweep sends thousands of requests from one address; the limiter has its own test.
    app = await startApp(database, { config: { rateLimitPerMinute: 1_000_000 } });
    token = (await login(app)).token;
    const docs = (await app.inject({ method: 'GET', url: '/cdesk/gw/docs' })).json() as {
      paths: Record<string, unknown>;
    };
    gatewayRoutes = Object.keys(docs.paths);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    expect(gatewayRoutes).toContain('/cdesk/gw/login/v2/authenticate');
    expect(gatewayRoutes).toContain('/cdesk/gw/ewatraderegws/api/profileoperations/getHeaderByUCC');
    const docs = (await app.inject({ method: 'GET', url: '/cdesk/gw/docs' })).json();
    expect(docs.openapi).toMatch(/^3\./);
    const body =
      docs.paths['/cdesk/gw/login/v2/authenticate'].post.requestBody.content['application/json']
        .schema;
    expect(body.properties).toHaveProperty('loginId');
  });

  it('answers health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/cdesk/gw/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/cdesk/gw/ready' });
    expect(ready.statusCode).toBe(200);
    expect(envelope(ready).data).toEqual({ status: 'ready' });
  });

  it('sends security headers with a Content-Security-Policy and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/cdesk/gw/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP here: HSTS goes only with HTTPS (security-headers tests it).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it("allows index.html's inline script by its hash, and no other inline code", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cdesk-web-'));
    const script = "(()=>{document.head.append('x')})()";
    writeFileSync(
      path.join(dist, 'index.html'),
      `<head><script>${script}</script><script type="module" src="/a.js"></script></head>`,
    );
    const hash = createHash('sha256').update(script).digest('base64');
    expect(inlineScriptHashes(dist)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(path.join(dist, 'missing'))).toEqual([]);
    rmSync(dist, { recursive: true });
  });

  it('answers an unknown gateway path with a 404 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cdesk/gw/no/such/call',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toMatchObject({ isSuccess: false, errCode: 'NOT_FOUND' });
    expect(envelope(response).displayMessage).not.toBe('');
  });

  it('answers garbage on every gateway path with a 4xx envelope and a clear message, never a 5xx', async () => {
    for (const url of gatewayRoutes) {
      for (const authorization of [
        undefined,
        `Bearer ${token}`,
        'Bearer ../../etc/passwd',
        'Basic x',
      ]) {
        for (const garbage of garbageBodies) {
          for (const method of ['POST', 'GET', 'PUT', 'DELETE'] as const) {
            const response = await app.inject({
              method,
              url,
              payload: garbage.payload,
              headers: {
                'content-type': garbage.contentType,
                ...(authorization ? { authorization } : {}),
              },
            });
            const where = `${method} ${url} with ${garbage.name}`;
            if (response.statusCode < 400) continue;
            expect(response.statusCode, where).toBeLessThan(500);
            const body = envelope(response);
            expect(body.isSuccess, where).toBe(false);
            expect(body.displayMessage.length, where).toBeGreaterThan(0);
            expect(response.body, where).not.toMatch(
              /at .*\.(ts|js):\d+|select .+ from |insert into |relation "/i,
            );
          }
        }
      }
    }
  });

  it('answers odd queries and bodies on the sandbox pages without a 5xx', async () => {
    const paths = [
      '/cdesk/sandbox/outbox',
      '/cdesk/sandbox/captcha',
      '/cdesk/sandbox/depository/dp-charges',
      '/cdesk/sandbox/kra/rekyc',
      '/cdesk/sandbox/tax/link-aadhaar',
    ];
    const queries = [
      '',
      '?ref=' + 'f'.repeat(500),
      '?ref=a&ref=b',
      '?njAcNo[]=1&loginId[x]=2',
      '?ref=%00%ff',
    ];
    for (const path of paths) {
      for (const query of queries) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await app.inject({
            method,
            url: `${path}${query}`,
            payload: 'ref[]=1&ref=2',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          expect(response.statusCode, `${method} ${path}${query}`).toBeLessThan(500);
        }
      }
    }
  });

  it('tells the investor which field is wrong', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cdesk/gw/login/v2/authenticate',
      payload: { loginId: '5000001', password: 12345 },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe('password should be valid.');
  });

  it('drops unknown fields instead of trusting them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cdesk/gw/login/v2/authenticate',
      payload: { loginId: '5000001', password: 'Demo@1234', accType: 'ADMIN', isAdmin: true },
    });
    expect(envelope(response).data.userData[0].accType).toBe('EW');
  });
});

describe('rate limiting', () => {
  it('answers 429 with the envelope once an address exceeds its limit', async () => {
    const [first] = testDatabases();
    const database = await first!.open();
    const app = await startApp(database, { config: { rateLimitPerMinute: 5 } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/cdesk/gw/no/such', payload: {} })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    const limited = await app.inject({ method: 'GET', url: '/cdesk/gw/health' });
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).displayMessage).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    const page = await app.inject({ method: 'GET', url: '/cdesk/portfolio' });
    expect(page.statusCode).not.toBe(429);
    await app.close();
    await database.close();
  });
});

describe.runIf(process.env.REDIS_URL)('rate limiting across instances with Redis', () => {
  it('counts requests from one address on every instance', async () => {
    const [first] = testDatabases();
    const database = await first!.open();
    const config = { rateLimitPerMinute: 4, redisUrl: process.env.REDIS_URL };
    const one = await startApp(database, { config });
    const two = await startApp(database, { config });
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const hit = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/cdesk/gw/health', remoteAddress: ip });
    const statuses = [];
    for (const app of [one, two, one, two, one]) statuses.push((await hit(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await one.close();
    await two.close();
    await database.close();
  });
});
