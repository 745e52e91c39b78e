import { mandateMessages, messages } from '@cdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { envelope, FixedClock, latestOtp, outbox, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  investor,
  refOf,
  startPurchaseApp,
  submitForm,
  type Investor,
  type PurchaseApp,
} from './support/purchase.js';

// Monday 23 Nov 2026, 11:30 in India.
const start = new Date('2026-11-23T06:00:00Z');
const gw = (call: string) => `/cdesk/gw/mandates/${call}`;
const bankMandates = '/cdesk/gw/ewatraderegws/api/mandate/getBankMandates';
const iciciAccNo = '001201567890';

interface PlacedMandate {
  mandateId: number;
  njEMandateNo: string;
  d: string;
  path: string;
  link: string;
  deskPath: string;
}

describe.each(testDatabases())('mandates a partner asks for, on $name', ({ open }) => {
  const clock = new FixedClock(start);
  let database: Database;
  let built: PurchaseApp;
  let asha: Investor;

  beforeAll(async () => {
    database = await open();
    built = await startPurchaseApp(database, clock);
    asha = await investor(built.app, '5000001');
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const place = (body: Record<string, unknown>) =>
    built.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/partner/place',
      payload: {
        kind: 'MANDATE',
        njAcNo: '5000001',
        bankAccNo: iciciAccNo,
        upperLimit: '30000',
        startDate: '2026-11-23',
        endDate: '2031-11-22',
        mode: 'NET',
        ...body,
      },
    });
  const placed = async (body: Record<string, unknown> = {}) => {
    const response = await place(body);
    expect(response.statusCode, envelope(response).displayMessage).toBe(200);
    return envelope(response).data as PlacedMandate;
  };
  const otpFor = async (d: string) => {
    const sent = await post(built.app, gw('sendMandateAuthOtp'), { d });
    expect(sent.statusCode, envelope(sent).displayMessage).toBe(200);
    return {
      ref: envelope(sent).data.otpGenRefId as string,
      otp: await latestOtp(built.app, '5000001'),
    };
  };
  const mandateOf = async (njEMandateNo: string) =>
    ((await asha.data(bankMandates, {})) as { mandates: Record<string, unknown>[] }).mandates.find(
      (m) => m.njEMandateNo === njEMandateNo,
    );

  it("seeds 5000001's e-sign mandate request, its link in the outbox and on top of the tab", async () => {
    const listed = (await asha.data(bankMandates, {})) as { mandates: Record<string, unknown>[] };
    expect(listed.mandates[0]).toMatchObject({
      status: 'AWAITING',
      statusText: 'Awaiting your authorisation',
      mode: 'ESIGN',
      bankName: 'HDFC Bank',
      upperLimit: '50000.00',
      placedBy: expect.any(String),
      encryptedData: expect.any(String),
    });
    const sms = (await outbox(built.app, '5000001')).find((m) =>
      m.body.includes(`(${String(listed.mandates[0]!.njEMandateNo)})`),
    );
    expect(sms?.body).toMatch(/\/cdesk\/mandate-auth-details\?d=[\w%-]+/);
  });

  it('refuses a request with a limit of 1,000, an unknown client, bank or type', async () => {
    const refusals = [
      [{ upperLimit: '1000' }, 400, mandateMessages.lowerLimit],
      [{ endDate: '2026-11-23' }, 400, mandateMessages.endBeforeStart],
      [{ njAcNo: '5999999' }, 400, mandateMessages.noClient('5999999')],
      [{ bankAccNo: '999999999999' }, 400, mandateMessages.bankInvalid],
    ] as const;
    for (const [body, status, message] of refusals) {
      const response = await place(body);
      expect(response.statusCode).toBe(status);
      expect(envelope(response).displayMessage).toBe(message);
    }
    const badType = await place({ mode: 'AADHAAROTP' });
    expect(badType.statusCode).toBe(400);
    const noBody = await built.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/partner/place',
      payload: { kind: 'MANDATE' },
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('opens a link without a login and shows the whole mandate; a forged link is refused', async () => {
    const request = await placed();
    const shown = await post(built.app, gw('mandateAuthDetails'), { d: request.d });
    expect(shown.statusCode).toBe(200);
    expect(envelope(shown).data).toMatchObject({
      investorName: 'Asha Verma',
      mobile: expect.stringMatching(/^[*X]+\d{2,4}$/),
      mandate: {
        njEMandateNo: request.njEMandateNo,
        accName: 'Asha Verma',
        bankName: 'ICICI Bank',
        bankAcno: 'XXXXXXXX7890',
        upperLimit: '30000.00',
        startDate: '2026-11-23',
        endDate: '2031-11-22',
        mode: 'NET',
        status: 'AWAITING',
      },
    });
    for (const d of [`${request.d.slice(0, -2)}AA`, 'not-a-link', '']) {
      const forged = await post(built.app, gw('mandateAuthDetails'), { d });
      expect(forged.statusCode).toBe(400);
      expect(envelope(forged).displayMessage).toBe(mandateMessages.linkInvalid);
    }
  });

  it('refuses a wrong OTP, registers a NET mandate on the right one, and the link is then spent', async () => {
    const request = await placed();
    const { ref, otp } = await otpFor(request.d);
    const wrong = await post(built.app, gw('callMandateAuth'), {
      d: request.d,
      otpGenRefId: ref,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).displayMessage).toBe(messages.otpInvalid);
    const malformed = await post(built.app, gw('callMandateAuth'), {
      d: request.d,
      otpGenRefId: ref,
      otp: 'abc',
    });
    expect(malformed.statusCode).toBe(400);

    const authorised = await post(built.app, gw('callMandateAuth'), {
      d: request.d,
      otpGenRefId: ref,
      otp,
    });
    expect(authorised.statusCode, envelope(authorised).displayMessage).toBe(200);
    const { redirectUrl, mandateId } = envelope(authorised).data;
    expect(redirectUrl).toMatch(/^\/cdesk\/sandbox\/bank\/emandate\?ref=/);
    expect((await mandateOf(request.njEMandateNo))?.status).toBe('PENDING');

    const back = await submitForm(built.app, '/cdesk/sandbox/bank/emandate', {
      ref: refOf(redirectUrl),
      decision: 'APPROVE',
    });
    expect(back.location).toBe(`/cdesk/mandate-response?mandateId=${mandateId}`);
    expect(await mandateOf(request.njEMandateNo)).toMatchObject({ status: 'ACTIVE', mode: 'NET' });
    expect(await mandateOf(request.njEMandateNo)).not.toHaveProperty('encryptedData');

    for (const call of ['mandateAuthDetails', 'sendMandateAuthOtp']) {
      const used = await post(built.app, gw(call), { d: request.d });
      expect(used.statusCode).toBe(409);
      expect(envelope(used).displayMessage).toBe(mandateMessages.linkUsed);
    }
    const again = await post(built.app, gw('callMandateAuth'), {
      d: request.d,
      otpGenRefId: ref,
      otp,
    });
    expect(again.statusCode).toBe(409);
  });

  it('e-signs the seeded ESIGN mandate, then the bank registers it', async () => {
    const seeded = (await asha.data(bankMandates, {})) as {
      mandates: { njEMandateNo: string; status: string; mode: string }[];
    };
    const waiting = seeded.mandates.find((m) => m.status === 'AWAITING' && m.mode === 'ESIGN')!;
    const sms = (await outbox(built.app, '5000001')).find((m) =>
      m.body.includes(`(${waiting.njEMandateNo})`),
    )!;
    const d = decodeURIComponent(/mandate-auth-details\?d=([\w%-]+)/.exec(sms.body)![1]!);
    const { ref, otp } = await otpFor(d);
    const authorised = envelope(
      await post(built.app, gw('callMandateAuth'), { d, otpGenRefId: ref, otp }),
    );
    expect(authorised.data.mode).toBe('ESIGN');
    const esignUrl = authorised.data.redirectUrl as string;
    expect(esignUrl).toMatch(/^\/cdesk\/sandbox\/esign\/sign\?ref=[0-9a-f]{32}/);
    const page = await built.app.inject({ method: 'GET', url: esignUrl });
    expect(page.body).toContain('Sign your bank mandate with your Aadhaar.');

    const esignRef = refOf(esignUrl);
    await submitForm(built.app, '/cdesk/sandbox/esign/sign', {
      ref: esignRef,
      doc: '',
      step: 'send',
    });
    const aadhaarOtp = await latestOtp(built.app, '5000001');
    const signed = await submitForm(built.app, '/cdesk/sandbox/esign/sign', {
      ref: esignRef,
      doc: '',
      step: 'verify',
      otp: aadhaarOtp,
    });
    expect(signed.location).toMatch(
      /^\/cdesk\/esign-bankmandate-response\?txnId=[0-9a-f]{32}&status=SUCCESS&signature=/,
    );
    const returned = Object.fromEntries(new URL(signed.location, 'http://x').searchParams);

    const forged = await post(built.app, gw('processEsignMandateResponse'), {
      ...returned,
      signature: 'forged',
    });
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).displayMessage).toBe(mandateMessages.esignInvalid);

    const esigned = await post(built.app, gw('processEsignMandateResponse'), returned);
    expect(esigned.statusCode, envelope(esigned).displayMessage).toBe(200);
    expect(envelope(esigned).displayMessage).toBe(
      'Your E-Sign is done successfully. You will be re-directed to your Bank Page to authenticate the Mandate.',
    );
    const bankUrl = envelope(esigned).data.redirectUrl as string;
    const back = await submitForm(built.app, '/cdesk/sandbox/bank/emandate', {
      ref: refOf(bankUrl),
      decision: 'APPROVE',
    });
    expect(back.location).toBe(
      `/cdesk/mandate-response?mandateId=${envelope(esigned).data.mandateId}`,
    );
    expect(await mandateOf(waiting.njEMandateNo)).toMatchObject({
      status: 'ACTIVE',
      mode: 'ESIGN',
    });
    // HDFC keeps its SIP mandate; the new one is registered beside it.
    const banks = (await asha.data(bankMandates, {})) as {
      banks: { bankCode: string; mandateNo: string }[];
    };
    expect(banks.banks.find((b) => b.bankCode === 'HDFC')?.mandateNo).toBe('UMRN-HDFC-5000001');
  });

  it('refuses a link past its 72 hours, and lists the request as expired', async () => {
    const request = await placed({ mode: 'DEBIT' });
    const { ref, otp } = await otpFor(request.d);
    clock.advance(73 * 3_600_000);
    try {
      const expired = await post(built.app, gw('mandateAuthDetails'), { d: request.d });
      expect(expired.statusCode).toBe(400);
      expect(envelope(expired).displayMessage).toBe(mandateMessages.linkExpired);
      const late = await post(built.app, gw('callMandateAuth'), {
        d: request.d,
        otpGenRefId: ref,
        otp,
      });
      expect(late.statusCode).toBe(400);
      expect(envelope(late).displayMessage).toBe(mandateMessages.linkExpired);
      const fresh = await investor(built.app, '5000001');
      const listed = (await fresh.data(bankMandates, {})) as {
        mandates: { njEMandateNo: string; status: string }[];
      };
      expect(listed.mandates.find((m) => m.njEMandateNo === request.njEMandateNo)?.status).toBe(
        'EXPIRED',
      );
    } finally {
      clock.advance(-73 * 3_600_000);
    }
  });
});
