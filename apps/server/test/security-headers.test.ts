import {
  appConfigResource,
  captchaImageResource,
  gatewayCalls,
  gatewayPrefixUrl,
  gatewayUrl,
  helpDocumentResource,
  logoutCall,
  primaryMenuXmlResource,
} from '@cdesk/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { envelope, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { sampleBody } from './support/sample-body.js';
import { appPerSuite } from './support/suite.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function expectNoStore(response: LightMyRequestResponse, where: string): void {
  expect(response.headers['cache-control'], where).toBe('no-store');
}

describe.each(testDatabases())('security headers on $name', ({ open }) => {
  const suite = appPerSuite(open, { config: { rateLimitPerMinute: 1_000_000 } });
  const get = (url: string, token?: string) =>
    suite.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** The answers of every gateway call to a plausible body: successes, refusals and failures. */
  async function everyCall(app: FastifyInstance, token: string) {
    const calls = [...gatewayCalls.filter((call) => call !== logoutCall), logoutCall];
    const known = {
      loginId: '5000001',
      njAcNo: '5000001',
      ucc: 'NJ5000001',
      password: 'Demo@1234',
    };
    const replies: { where: string; response: LightMyRequestResponse }[] = [];
    for (const call of calls) {
      const response = await post(app, gatewayUrl(call), sampleBody(call.request, known), token);
      replies.push({ where: `${call.path} ${response.statusCode}`, response });
    }
    return replies;
  }

  it('marks every reply of every gateway call no-store, success or failure', async () => {
    const { token } = await login(suite.app);
    const replies = await everyCall(suite.app, token);
    expect(replies.filter(({ response }) => response.statusCode === 200).length).toBeGreaterThan(
      20,
    );
    for (const { where, response } of replies) expectNoStore(response, where);
  });

  it('marks the photo, the menu, the captcha and unknown gateway paths no-store too', async () => {
    const { token } = await login(suite.app, '5000013');
    const saved = await post(
      suite.app,
      '/cdesk/gw/ewatraderegws/api/profileoperations/saveDisplayPhoto',
      { photo: `data:image/png;base64,${png.toString('base64')}` },
      token,
    );
    const dpPath = envelope(saved).data.dpPath as string;
    const captcha = await post(suite.app, gatewayUrl(captchaImageResource), {
      loginId: '5000013',
    });
    for (const [where, response] of [
      ['signed photo', await get(dpPath)],
      ['own photo', await get(dpPath.split('?')[0]!, token)],
      ['menu', await get(gatewayUrl(primaryMenuXmlResource), token)],
      ['captcha', captcha],
      ['app config', await get(gatewayUrl(appConfigResource))],
      ['unknown', await get('/cdesk/gw/no/such/thing')],
    ] as const) {
      expect(response.statusCode, where).toBeLessThan(500);
      expectNoStore(response, where);
    }
  });

  it('lets documents that hold nothing personal be cached publicly', async () => {
    const help = await get(gatewayPrefixUrl(helpDocumentResource, 'how-to-start-a-sip.pdf'));
    expect(help.statusCode).toBe(200);
    expect(help.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('says the same about framing in both headers: never, by anyone', async () => {
    for (const url of ['/cdesk/gw/health', '/cdesk/', '/cdesk/sandbox/upi?vpa=x@okhdfc']) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
  });

  it('turns off camera, microphone, location, payment and device features on every reply', async () => {
    for (const url of ['/cdesk/gw/health', '/cdesk/', '/cdesk/sandbox/upi?vpa=x@okhdfc']) {
      const policy = String((await get(url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
      expect(policy, url).not.toMatch(/clipboard/);
    }
  });

  it('lets the account-opening pages, and only them, use the camera of the desk itself', async () => {
    for (const url of ['/cdesk/tradereg/createaccount/livephoto', '/cdesk/emftradereg?x=1']) {
      const policy = String((await get(url)).headers['permissions-policy']);
      expect(policy, url).toContain('camera=(self)');
      expect(policy, url).toContain('microphone=()');
    }
    const desk = String((await get('/cdesk/traderegister')).headers['permissions-policy']);
    expect(desk).toContain('camera=()');
  });

  it('allows no inline style element without the nonce, and no unsafe-inline in style-src', async () => {
    const csp = String((await get('/cdesk/gw/health')).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('style-src-elem')).toMatch(
      /^style-src-elem 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/,
    );
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    const again = String((await get('/cdesk/gw/health')).headers['content-security-policy']);
    expect(again).not.toBe(csp);
  });

  it('sends HSTS only over HTTPS, as the request came (the proxy says so when trusted)', async () => {
    expect((await get('/cdesk/gw/health')).headers['strict-transport-security']).toBeUndefined();
    const proxied = await suite.app.inject({
      url: '/cdesk/gw/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    // TRUST_PROXY is off here: a client cannot claim HTTPS for itself.
    expect(proxied.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI document in sandbox mode', async () => {
    expect((await get('/cdesk/gw/docs')).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('production headers on $name', ({ open }) => {
  const suite = appPerSuite(open, { config: { trustProxy: true, openApiDocs: false } });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const secure = await suite.app.inject({
      url: '/cdesk/gw/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await suite.app.inject({ url: '/cdesk/gw/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not publish the OpenAPI document unless configured to', async () => {
    expect((await suite.app.inject({ url: '/cdesk/gw/docs' })).statusCode).toBe(404);
  });
});
