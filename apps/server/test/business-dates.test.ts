import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { OnboardingStore } from '../src/modules/onboarding/index.js';
import { envelope, FixedClock, latestOtp, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { type Applicant, demoApplicants, openApplication } from './support/onboarding-kyc.js';
import { appPerSuite } from './support/suite.js';

const root = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

async function clockErrors(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('one clock in the server', () => {
  it("refuses the machine's time outside lib/clock", async () => {
    const code = [
      'export const a = new Date();',
      'export const b = Date.now();',
      'export const c = [1].map(Date.now);',
      '',
    ].join('\n');
    expect(await clockErrors(code, 'apps/server/src/modules/onboarding/x.ts')).toBe(3);
    expect(await clockErrors(code, 'apps/server/src/lib/x.ts')).toBe(3);
    expect(await clockErrors(code, 'apps/server/src/providers/esign/x.ts')).toBe(3);
    expect(await clockErrors(code, 'apps/server/src/lib/clock.ts')).toBe(0);
  });

  it('lets a date be made from a value, and the time be taken from the clock', async () => {
    const code = [
      "import type { Clock } from '../../lib/clock.js';",
      'export const at = (clock: Clock) => [clock.businessNow(), clock.realNow()];',
      "export const parsed = new Date('2026-08-12T00:00:00Z');",
      'export const copy = (d: Date) => new Date(d.getTime());',
      '',
    ].join('\n');
    expect(await clockErrors(code, 'apps/server/src/modules/onboarding/x.ts')).toBe(0);
  });
});

// Real time stays on 23-11-2026; the business clock is moved to Wednesday 12-08-2026 10:00 in India.
const realTime = new Date('2026-11-23T06:00:00Z');
const businessTime = new Date('2026-08-12T04:30:00Z');

describe.each(testDatabases())('account opening on the business clock on $name', ({ open }) => {
  const clock = new FixedClock(realTime);
  clock.setBusiness(businessTime);
  const suite = appPerSuite(open, { clock });

  const data = async (who: Applicant, name: string, body: object = {}) => {
    const reply = envelope(
      await suite.app.inject({
        method: 'POST',
        url: `/cdesk/gw/EsignService/${name}`,
        payload: body,
        headers: who.headers,
      }),
    );
    if (!reply.isSuccess) throw new Error(`${name}: ${reply.displayMessage}`);
    return reply.data;
  };
  const form = (url: string, body: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  /** A single-holder application with part 1 saved, standing at the form (screen 49). */
  async function prepared(mobile: string) {
    const who = await openApplication(suite.app, mobile);
    const store = new OnboardingStore(suite.database.db, clock);
    const { refNo } = who;
    await store.updateApplication(refNo, { holdingMode: 'SI', taxStatus: '1' });
    await store.upsertHolder(refNo, 'F', {
      ...demoApplicants.validated,
      dob: '1990-08-15',
      mobile,
      email: 'rajesh@example.in',
      mobileVerified: true,
      emailVerified: true,
    });
    await store.saveStep(refNo, 'F', 'personal', {
      gender: 'M',
      maritalStatus: 'Married',
      relativeKind: 'F',
      relativeName: 'ANIL ZAVERI',
      occupation: '04',
      annualIncome: '03',
      netWorth: '01',
      netWorthAmount: '',
      pep: '1',
    });
    await store.saveStep(refNo, 'F', 'address', {
      source: 'KRA',
      address: {
        line1: '12 Hill Road',
        line2: 'Bandra West',
        line3: '',
        city: 'Mumbai',
        district: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        country: 'India',
      },
    });
    await store.saveStep(refNo, 'F', 'fatca', {
      nationality: 'IN',
      placeOfBirth: 'Mumbai',
      countryOfBirth: 'IN',
      taxResidencies: [],
      declaration: 'Y',
    });
    await store.setKyc(refNo, 'F', 'KRA');
    await store.saveStep(refNo, 'F', 'preference', {
      segments: ['MF'],
      exchanges: ['1'],
      mfBrokerage: '0.50',
      cmBrokeragePlan: '',
      gstNo: '',
    });
    await store.saveStep(refNo, 'F', 'nomineeselection', { optIn: false, count: 0 });
    await store.saveStep(refNo, 'F', 'mandate', { emandate: false });
    await store.moveTo(refNo, '49');
    return who;
  }

  it('numbers the application, makes the form and signs it on the business day', async () => {
    const mobile = '9812677001';
    const who = await prepared(mobile);
    // EW, then the business date as YYMMDD, then six digits.
    expect(who.refNo).toMatch(/^EW260812\d{6}$/);

    const made = await data(who, 'generatePdf');
    expect(made.generatedOn).toBe('12-08-2026 10:00');
    await data(who, 'saveDataSubmitFinal', { consent: 'Y' });

    const started = await data(who, 'processEsignRequest');
    const { ref, doc } = Object.fromEntries(
      new URL(started.redirectUrl as string, 'http://x').searchParams,
    ) as { ref: string; doc: string };
    await form('/cdesk/sandbox/esign/sign', { ref, doc, step: 'send' });
    const box = await suite.app.inject({ url: `/cdesk/sandbox/outbox?recipient=${mobile}` });
    const sms = (box.json() as { messages: { subject: string; body: string }[] }).messages.find(
      (message) => message.subject === 'Aadhaar e-sign OTP',
    );
    const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const signed = await form('/cdesk/sandbox/esign/sign', { ref, doc, step: 'verify', otp });
    const back = Object.fromEntries(
      new URL(signed.headers.location as string, 'http://x').searchParams,
    );
    await data(who, 'processEsignResponse', back);

    const detail = await data(who, 'loadEsignDetail');
    expect(detail.esignStatus).toBe('E-Sign Done');
    expect(detail.signedOn).toMatch(/^12-08-2026 10:00/);
  });
});

describe.each(testDatabases())('account closure on the business clock on $name', ({ open }) => {
  const clock = new FixedClock(realTime);
  clock.setBusiness(businessTime);
  const suite = appPerSuite(open, { clock });

  it('says the request was made on, and the account closed from, the business day', async () => {
    const { token } = await login(suite.app, '5000013');
    const data = async (name: string, body: object) => {
      const reply = envelope(
        await post(suite.app, `/cdesk/gw/ClosureProcessService/${name}`, body, token),
      );
      if (!reply.isSuccess) throw new Error(`${name}: ${reply.displayMessage}`);
      return reply.data;
    };
    const saved = await data('saveClosureDetail', {
      reasonCode: 'SERVICE',
      dpId: 'IN304262',
      boId: '10000013',
      transferHoldings: 'N',
      consent: 'Y',
      language: 'EN',
    });
    expect(saved.request.createdOn).toBe('12-08-2026');
    const reqId = saved.request.closureReqId as string;
    expect((await data('loadClosureForm', {})).pending.createdOn).toBe('12-08-2026');

    await data('generateClosurePdf', { closureReqId: reqId });
    await data('saveDataClosureFinal', { closureReqId: reqId, otpSignOrEsign: 'O' });
    const sent = await data('generateOtp', { closureReqId: reqId, btnSendResend: 'S' });
    const otp = await latestOtp(suite.app, '5000013');
    const closed = await data('verifyOtp', {
      closureReqId: reqId,
      otpGenRefId: sent.otpGenRefId,
      otp,
    });
    expect(closed.closedOn).toBe('12-08-2026');

    const refused = envelope(
      await post(suite.app, '/cdesk/gw/login/v2/authenticate', {
        loginId: '5000013',
        password: 'Demo@1234',
        loginWith: 'NJACNO',
      }),
    );
    expect(refused.displayMessage).toContain('closed at your request on 12-08-2026');
  });
});
