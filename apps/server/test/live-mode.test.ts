import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { envelope, login, post } from './support/app.js';
import { liveEnv } from './support/live-env.js';
import { sandboxPaths } from './support/sandbox-paths.js';
import { eventually, startHttpRecorder, startSmtpServer } from './support/outside-systems.js';
import { openMemoryDatabase } from './support/databases.js';

/** The contract's keyed hash, worked out here without the desk's helper. */
function keyedHash(secret: string, purpose: string, data: string, encoding: 'hex' | 'base64url') {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(data).digest(encoding);
}

function sealed(secret: string, purpose: string, payload: unknown) {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { data, sig: keyedHash(secret, purpose, data, 'hex') };
}

describe('live mode (NODE_ENV=production)', () => {
  let database: Database;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let outside: Awaited<ReturnType<typeof startHttpRecorder>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    outside = await startHttpRecorder({
      '/sms/send': () => ({ status: 202 }),
      '/kyc/rekyc/sessions': () => ({
        status: 200,
        body: { url: 'https://kra.example.in/rekyc/S1' },
      }),
    });
    env = liveEnv(outside.base, { SMTP_URL: smtp.url, DEMO_DATA: 'on' });
    database = await openMemoryDatabase();
    ({ app } = await buildApp(loadConfig(env), { database, backgroundJobs: false }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
    await outside.close();
  });

  it('has no sandbox: every sandbox path answers 404, whatever the method', async () => {
    for (const url of sandboxPaths)
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({
          method,
          url,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toMatch(/"text"|"messages"|SANDBOX/);
      }
  });

  it('delivers the login OTP by e-mail over SMTP and by SMS to the HTTP gateway', async () => {
    const sent = await post(app, '/cdesk/gw/login/loginsendotp', {
      loginId: 'new.investor',
      loginWith: 'LOGINID',
    });
    expect(envelope(sent).isSuccess).toBe(true);

    // The demo data's own notices (a partner's links to 5000001) are delivered too.
    const toRohan = () => smtp.received.find((m) => m.to.includes('rohan.gupta@example.in'));
    await eventually(() => toRohan() !== undefined);
    const mail = toRohan();
    expect(mail!.from).toBe('desk@example.in');
    expect(mail!.to).toEqual(['rohan.gupta@example.in']);
    const otp = /\b(\d{6}) is your OTP\b/.exec(mail!.raw)?.[1];
    expect(otp).toBeDefined();

    const otpSms = () =>
      outside.requests.find((r) => r.path === '/sms/send' && r.body.includes(`${otp} is your OTP`));
    await eventually(() => otpSms() !== undefined);
    const sms = otpSms()!;
    expect(sms.method).toBe('POST');
    expect(sms.headers.authorization).toBe(`Bearer ${env.SMS_TOKEN}`);
    expect(sms.headers['content-type']).toBe('application/json');
    const message = JSON.parse(sms.body) as { to: string; text: string };
    expect(message.to).toMatch(/^\d{10}$/);
    expect(message.text).toContain(`${otp} is your OTP`);

    const validated = envelope(
      await post(app, '/cdesk/gw/login/loginotpValidate', {
        loginId: 'new.investor',
        loginWith: 'LOGINID',
        otp,
      }),
    );
    expect(validated.isSuccess).toBe(true);
  });

  it('opens re-KYC with a signed request to the KRA and clears it on its signed callback', async () => {
    const { token } = await login(app, '5000007');
    const activation = envelope(
      await post(
        app,
        '/cdesk/gw/login/checkEwealthAccountActivation',
        { njAcNo: '5000007', reqFrom: 'WEB' },
        token,
      ),
    ).data;
    expect(activation.reKycLink).toBe('https://kra.example.in/rekyc/S1');

    const call = outside.requests.find((r) => r.path === '/kyc/rekyc/sessions')!;
    const timestamp = call.headers['x-cdesk-timestamp'] as string;
    expect(call.headers['x-cdesk-signature']).toBe(
      keyedHash(
        env.KYC_SECRET!,
        'cdesk-request',
        `${timestamp}.rekyc/sessions.${call.body}`,
        'hex',
      ),
    );
    const sent = JSON.parse(call.body) as {
      ref: string;
      njAcNo: string;
      pan: string;
      returnUrl: string;
    };
    // The investor comes back to the desk's re-KYC page, which goes on along the chain.
    expect(sent).toMatchObject({
      njAcNo: '5000007',
      returnUrl: 'https://desk.example.in/cdesk/rekyc',
    });
    expect(sent.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);

    const callback = '/cdesk/gw/providers/kyc/callback';
    const forged = sealed(env.SECRET_KEY!, 'kyc-callback', { ref: sent.ref });
    expect((await post(app, callback, forged)).statusCode).toBe(400);
    const fromDepository = sealed(env.DEPOSITORY_SECRET!, 'depository-callback', { ref: sent.ref });
    expect(
      (await post(app, '/cdesk/gw/providers/depository/callback', fromDepository)).statusCode,
    ).toBe(400);
    expect((await post(app, callback, { data: 'x', sig: 42 })).statusCode).toBe(400);

    const done = await post(
      app,
      callback,
      sealed(env.KYC_SECRET!, 'kyc-callback', { ref: sent.ref }),
    );
    expect(done.statusCode).toBe(200);
    const after = envelope(
      await post(
        app,
        '/cdesk/gw/login/checkEwealthAccountActivation',
        { njAcNo: '5000007', reqFrom: 'WEB' },
        token,
      ),
    ).data;
    expect(after.isReKyc).toBe('N');
  });

  it('reads payment results signed with the gateway secret, and no others', async () => {
    const result = {
      merchantRef: 'NOSUCHREF',
      gatewayRef: 'PG1',
      outcome: 'SUCCESS',
      amountPaise: 100000,
      reason: '',
    };
    const callback = '/cdesk/gw/payments/gateway/callback';
    const withDeskKey = sealed(env.SECRET_KEY!, 'payment-gateway', result);
    const response = await post(app, callback, withDeskKey);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errCode).toBe('BAD_SIGNATURE');
  });
});
