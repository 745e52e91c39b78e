import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../src/lib/clock.js';
import { OnboardingStore } from '../../src/modules/onboarding/index.js';
import { envelope } from './app.js';
import { type Applicant, demoApplicants, openApplication } from './onboarding-kyc.js';
import type { Suite } from './suite.js';

/** A registration call of an applicant that must succeed; answers its data. */
export async function applicantData(
  app: FastifyInstance,
  who: Applicant,
  path: string,
  body: object = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/cdesk/gw/${path}`,
    payload: body,
    headers: who.headers,
  });
  const reply = envelope(response);
  if (!reply.isSuccess) throw new Error(`${path}: ${reply.displayMessage as string}`);
  return reply.data;
}

/**
 * An application with part 1 saved for two holders (the validated demo applicant and a second
 * holder; `single`: the first alone), no nomination, standing at the form (screen 49); with
 * `emandate`, its mandate choice.
 */
export async function applicationAtForm(
  suite: Suite,
  clock: Clock,
  mobile: string,
  options: { emandate?: boolean; single?: boolean } = {},
) {
  const who = await openApplication(suite.app, mobile);
  const store = new OnboardingStore(suite.database.db, clock);
  const { refNo } = who;
  const roles = options.single ? (['F'] as const) : (['F', 'S'] as const);
  await store.updateApplication(refNo, {
    holdingMode: options.single ? 'SI' : 'AS',
    taxStatus: '1',
  });
  await store.upsertHolder(refNo, 'F', {
    ...demoApplicants.validated,
    dob: '1990-08-15',
    mobile,
    email: 'rajesh@example.in',
    mobileVerified: true,
    emailVerified: true,
  });
  if (!options.single)
    await store.upsertHolder(refNo, 'S', {
      ...demoApplicants.onHold,
      dob: '1992-01-20',
      mobile: '9812600099',
      email: 'sneha@example.in',
    });
  for (const role of roles) {
    await store.saveStep(refNo, role, 'personal', {
      gender: role === 'F' ? 'M' : 'F',
      maritalStatus: 'Married',
      relativeKind: 'F',
      relativeName: 'ANIL ZAVERI',
      occupation: '04',
      annualIncome: '03',
      netWorth: '01',
      netWorthAmount: '',
      pep: '1',
    });
    await store.saveStep(refNo, role, 'address', {
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
    await store.saveStep(refNo, role, 'fatca', {
      nationality: 'IN',
      placeOfBirth: 'Mumbai',
      countryOfBirth: 'IN',
      taxResidencies: [],
      declaration: 'Y',
    });
    await store.setKyc(refNo, role, 'KRA');
  }
  await store.saveStep(refNo, 'F', 'preference', {
    segments: ['MF'],
    exchanges: ['1'],
    mfBrokerage: '0.50',
    cmBrokeragePlan: '',
    gstNo: '',
  });
  await store.saveStep(refNo, 'F', 'bank', {
    ifsc: 'HDFC0000123',
    micr: '400240015',
    bankName: 'HDFC Bank',
    branch: 'Bandra West',
    accountNo: '50100123456789',
    accountType: 'Saving',
    verified: true,
    nameAtBank: 'RAJESH ZAVERI',
    mandateFacility: true,
  });
  await store.saveStep(refNo, 'F', 'nomineeselection', { optIn: false, count: 0 });
  if (options.emandate !== undefined)
    await store.saveStep(refNo, 'F', 'mandate', { emandate: options.emandate });
  await store.moveTo(refNo, '49');
  return { who, store };
}

/**
 * Makes the form, confirms it, and e-signs it at the sandbox's Aadhaar page with the OTP sent to
 * `mobile`; answers the form as made and the e-sign return the browser would carry back, not yet
 * processed.
 */
export async function signAtSandbox(app: FastifyInstance, who: Applicant, mobile: string) {
  const made = await applicantData(app, who, 'EsignService/generatePdf');
  await applicantData(app, who, 'EsignService/saveDataSubmitFinal', { consent: 'Y' });
  const started = await applicantData(app, who, 'EsignService/processEsignRequest');
  const { ref, doc } = Object.fromEntries(
    new URL(started.redirectUrl as string, 'http://x').searchParams,
  ) as { ref: string; doc: string };
  const form = (body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/esign/sign',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  await form({ ref, doc, step: 'send' });
  const box = await app.inject({ url: `/cdesk/sandbox/outbox?recipient=${mobile}` });
  const sms = (box.json() as { messages: { subject: string; body: string }[] }).messages.find(
    (message) => message.subject === 'Aadhaar e-sign OTP',
  );
  const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
  const signed = await form({ ref, doc, step: 'verify', otp });
  const returned = Object.fromEntries(
    new URL(signed.headers.location as string, 'http://x').searchParams,
  );
  return { made, returned };
}
