import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';
import { OnboardingStore } from '../../src/modules/onboarding/index.js';
import { expect } from 'vitest';
import { envelope } from './app.js';
import type { Suite } from './suite.js';

/** The demo identities of DEMO-DATA.md, as the applicant enters them. */
export const demoApplicants = {
  validated: { pan: 'AAAPZ1111A', firstName: 'RAJESH', middleName: '', lastName: 'ZAVERI' },
  onHold: { pan: 'AAAPZ2222B', firstName: 'SNEHA', middleName: 'ANIL', lastName: 'ZUTSHI' },
  ckycOnly: { pan: 'AAAPZ3333C', firstName: 'MOHAMMED', middleName: 'IMRAN', lastName: 'ZAIDI' },
  unknown: { pan: 'AAAPZ4444D', firstName: 'ANJALI', middleName: '', lastName: 'ZACHARIAH' },
} as const;

export interface Applicant {
  refNo: string;
  headers: Record<string, string>;
}

/** Logs in with a mobile OTP read from the sandbox outbox and opens an application. */
export async function openApplication(
  app: FastifyInstance,
  mobile: string,
  accountType: 'EW' | 'EMF' = 'EW',
  origin = 'CLIENT',
): Promise<Applicant> {
  const gw = (path: string, body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/cdesk/gw/${path}`, payload: body, headers });
  const target = { loginType: 'Mobile', loginValue: mobile };
  const sent = envelope(await gw('LoginService/generateOtp', target));
  if (!sent.isSuccess) throw new Error(`OTP not sent: ${sent.displayMessage}`);
  const box = await app.inject({ url: `/cdesk/sandbox/outbox?recipient=${mobile}` });
  const body = (box.json() as { messages: { body: string }[] }).messages[0]?.body ?? '';
  const otp = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  const verified = envelope(
    await gw('LoginService/verifyOtp', { ...target, otp, accountType, origin }),
  );
  if (!verified.isSuccess) throw new Error(`OTP not verified: ${verified.displayMessage}`);
  const session = { authorization: `Bearer ${verified.data.sessionRefToken as string}` };
  const created = envelope(await gw('EwaRegService/generateRefno', { accountType }, session));
  if (!created.isSuccess) throw new Error(`no application: ${created.displayMessage}`);
  return {
    refNo: created.data.refNo as string,
    headers: { ...session, 'x-ref-token': `Bearer ${created.data.refToken as string}` },
  };
}

/** Records a holder as the PAN and date of birth screen would. */
export async function enterHolder(
  database: Database,
  clock: Clock,
  refNo: string,
  role: 'F' | 'S' | 'T' | 'G',
  person: { pan: string; firstName: string; middleName: string; lastName: string },
  dob = '1990-08-15',
  reached = '53',
) {
  const store = new OnboardingStore(database.db, clock);
  await store.upsertHolder(refNo, role, { ...person, dob, mobile: '9876500011' });
  // The contacts and their verification are done: the application stands at the holder's KYC.
  await store.moveTo(refNo, reached);
}

/**
 * The calls of an application's later steps in one suite: posting with the applicant's bearer
 * values, a call that must succeed, a refusal in given words, and a fresh applicant (the validated
 * demo PAN as the first holder, part 1 done) standing at the screen `reached`.
 */
export function applicationSteps(suite: Suite, clock: Clock) {
  let mobileSeq = 0;
  const call = (who: Applicant, path: string, body: object = {}) =>
    suite.app.inject({
      method: 'POST',
      url: `/cdesk/gw/${path}`,
      payload: body,
      headers: who.headers,
    });
  const data = async (who: Applicant, path: string, body: object = {}) => {
    const answer = envelope(await call(who, path, body));
    expect(answer.isSuccess, `${path}: ${answer.displayMessage}`).toBe(true);
    return answer.data;
  };
  const refused = async (who: Applicant, path: string, body: object, message: string) => {
    const response = await call(who, path, body);
    expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
    expect(envelope(response).displayMessage).toBe(message);
  };
  const applicant = async (reached: string): Promise<Applicant> => {
    mobileSeq += 1;
    const who = await openApplication(suite.app, `98126${String(10000 + mobileSeq)}`);
    await enterHolder(
      suite.database,
      clock,
      who.refNo,
      'F',
      demoApplicants.validated,
      '1990-08-15',
      reached,
    );
    return who;
  };
  return { call, data, refused, applicant };
}
