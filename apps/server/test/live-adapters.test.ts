import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { HttpEsign } from '../src/providers/esign/live.js';
import { HttpOrderRouting } from '../src/providers/order-routing/live.js';
import { HttpSms } from '../src/providers/otp-delivery/http-sms.js';
import { HttpPaymentGateway } from '../src/providers/payment-gateway/live.js';
import { ProviderError } from '../src/providers/signed-http.js';
import { startHttpRecorder } from './support/outside-systems.js';

const secret = 'shared-secret-shared-secret-0123456789';
const publicUrl = 'https://desk.example.in';

function keyedHash(purpose: string, data: string, encoding: 'hex' | 'base64url') {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(data).digest(encoding);
}

describe('the live adapters', () => {
  let outside: Awaited<ReturnType<typeof startHttpRecorder>>;
  let smsStatus = 202;

  beforeAll(async () => {
    outside = await startHttpRecorder({
      '/sms': () => ({ status: smsStatus }),
      '/pg/netbanking/sessions': () => ({
        status: 200,
        body: { gatewayRef: 'PG-1', redirectUrl: 'https://pg.example.in/pay/PG-1' },
      }),
      '/pg/upi/collect': () => ({ status: 200, body: { ok: false, reason: 'VPA not reachable' } }),
      '/pg/payments/status': () => ({ status: 500 }),
      '/esign/transactions': () => ({
        status: 200,
        body: { txnId: 'ES-77', redirectUrl: 'https://esign.example.in/s/ES-77' },
      }),
      '/rta/orders/allot': (request) =>
        (JSON.parse(request.body) as { orderRef: string }).orderRef === 'GOOD'
          ? {
              status: 200,
              body: {
                status: 'ALLOTTED',
                units: '40.0000',
                nav: '250.0000',
                navDate: '2026-11-23',
              },
            }
          : { status: 200, body: { status: 'ALLOTTED', units: 'lots' } },
    });
  });
  afterAll(() => outside.close());

  const endpoint = (path: string) => ({ url: `${outside.base}${path}`, secret });
  const last = (path: string) => outside.requests.filter((r) => r.path === path).at(-1)!;

  it('posts an SMS as {to, text} with the bearer token, and fails when it is not accepted', async () => {
    const sms = new HttpSms(`${outside.base}/sms`, 'token-123');
    const message = {
      channel: 'SMS' as const,
      recipient: '9812345670',
      subject: 'OTP',
      body: 'hi',
    };
    smsStatus = 202;
    await sms.deliver(message);
    const sent = last('/sms');
    expect(sent.headers.authorization).toBe('Bearer token-123');
    expect(JSON.parse(sent.body)).toEqual({ to: '9812345670', text: 'hi' });
    smsStatus = 503;
    await expect(sms.deliver(message)).rejects.toThrow(/503/);
  });

  it('opens net banking with signed requests naming where to return and call back', async () => {
    const gateway = new HttpPaymentGateway(endpoint('/pg'), publicUrl, systemClock);
    const session = await gateway.startNetBanking({
      merchantRef: 'T1',
      amountPaise: 500_000n,
      bankCode: 'HDFC',
    });
    expect(session).toEqual({ gatewayRef: 'PG-1', redirectUrl: 'https://pg.example.in/pay/PG-1' });
    const call = last('/pg/netbanking/sessions');
    const timestamp = call.headers['x-cdesk-timestamp'] as string;
    expect(call.headers['x-cdesk-signature']).toBe(
      keyedHash('cdesk-request', `${timestamp}.netbanking/sessions.${call.body}`, 'hex'),
    );
    expect(JSON.parse(call.body)).toEqual({
      merchantRef: 'T1',
      amountPaise: 500_000,
      bankCode: 'HDFC',
      returnUrl: 'https://desk.example.in/cdesk/gw/payments/netbanking/return',
      callbackUrl: 'https://desk.example.in/cdesk/gw/payments/gateway/callback',
    });
    expect(
      await gateway.startUpiCollect({ merchantRef: 'T2', amountPaise: 1n, vpa: 'a@b' }),
    ).toEqual({ ok: false, reason: 'VPA not reachable' });
    await expect(gateway.status('PG-1')).rejects.toThrow(ProviderError);
    expect(gateway.resumeNetBanking()).toBeUndefined();

    const result = {
      merchantRef: 'T1',
      gatewayRef: 'PG-1',
      outcome: 'SUCCESS',
      amountPaise: 500_000,
      reason: '',
    };
    const data = Buffer.from(JSON.stringify(result)).toString('base64url');
    expect(gateway.readSigned({ data, sig: keyedHash('payment-gateway', data, 'hex') })).toEqual({
      ...result,
      amountPaise: 500_000n,
    });
    expect(gateway.readSigned({ data, sig: keyedHash('kyc-callback', data, 'hex') })).toBeNull();
  });

  it('starts e-sign with the absolute document and return addresses, and checks the return', async () => {
    const esign = new HttpEsign(endpoint('/esign'), publicUrl, systemClock);
    const started = await esign.start({
      accountId: 1,
      documentUrl: '/cdesk/gw/nominee/pdf/n-1.pdf?e=1&s=abc',
      signerName: 'Asha Verma',
    });
    expect(started).toEqual({ txnId: 'ES-77', redirectUrl: 'https://esign.example.in/s/ES-77' });
    expect(JSON.parse(last('/esign/transactions').body)).toEqual({
      documentUrl: 'https://desk.example.in/cdesk/gw/nominee/pdf/n-1.pdf?e=1&s=abc',
      signerName: 'Asha Verma',
      returnUrl: 'https://desk.example.in/cdesk/nomiesigncapture',
    });
    const signature = keyedHash('esign-return', 'return:ES-77:SUCCESS', 'base64url');
    expect(esign.verifyReturn({ txnId: 'ES-77', status: 'SUCCESS', signature })).toEqual({
      authentic: true,
      signed: true,
    });
    expect(esign.verifyReturn({ txnId: 'ES-78', status: 'SUCCESS', signature }).authentic).toBe(
      false,
    );
  });

  it('takes an allotment from the registrar, and refuses an answer it cannot read', async () => {
    const routing = new HttpOrderRouting(endpoint('/rta'), systemClock);
    const order = {
      schemeCode: 118989,
      amountPaise: 1_000_000n,
      navDate: '2026-11-23',
      isNfo: false,
    };
    expect(await routing.allot({ ...order, orderRef: 'GOOD' })).toEqual({
      status: 'ALLOTTED',
      units: '40.0000',
      nav: '250.0000',
      navDate: '2026-11-23',
    });
    await expect(routing.allot({ ...order, orderRef: 'BAD' })).rejects.toThrow(ProviderError);
  });
});
