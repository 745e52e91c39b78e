import { type GatewayCall, onboardingFormMessages as m, reviewMessages } from '@cdesk/domain';
import * as onboardingContracts from '@cdesk/domain/contracts/onboarding/index';
import { eq, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationHolders } from '../src/db/schema.js';
import { envelope, FixedClock, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import type { Applicant } from './support/onboarding-kyc.js';
import { applicantData, applicationAtForm, signAtSandbox } from './support/signed-application.js';
import { appPerSuite } from './support/suite.js';

/** Every call of account opening, as its contracts declare them: a new call is in this list. */
const onboardingCalls = (Object.values(onboardingContracts) as unknown[]).filter(
  (value): value is GatewayCall =>
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'request' in value &&
    'response' in value,
);
const nameOf = (call: GatewayCall) => call.path.split('/').pop() ?? '';

// Calls that read: allowed on a signed application.
const reads = (call: GatewayCall) =>
  /^(load|fetch|get|search|download)[A-Z]/.test(nameOf(call)) ||
  call.path === 'MandateVerificationService/mandateVerification';

/** Calls that change a signed application on purpose: the steps after the form's e-sign. */
const afterSigning = new Set([
  'EsignService/processEsignResponse',
  'EsignService/changeApplication',
  'EsignService/processMandateSubYesNo',
  'MandateService/callMandateAuth',
  'MandateService/processMandateAuthResponse',
]);

/** Calls that are not about an application: logging in and out, starting a new one, staff's. */
const notOfTheApplication = new Set([
  'LoginService/generateOtp',
  'LoginService/verifyOtp',
  'JwtTokenUtility/terminateSession',
  'EwaRegService/generateRefno',
]);
const staffCall = (call: GatewayCall) =>
  call.path.startsWith('StaffLoginService/') ||
  (call.path.startsWith('FetchEditReport/') && nameOf(call) !== 'getAllowedAccType');

/** The bodies a call is tried with: one per holder where it names one, else an empty one. */
function bodiesOf(call: GatewayCall): object[] {
  const shape = (call.request as { shape?: Record<string, unknown> }).shape ?? {};
  if ('holder' in shape) return ['F', 'S', 'T', 'G'].map((holder) => ({ holder }));
  if ('role' in shape) return ['F', 'S', 'T', 'G'].map((role) => ({ role }));
  return [{}];
}

describe.each(testDatabases())('a signed application is frozen on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let seq = 0;

  const call = (who: Applicant, path: string, body: object = {}) =>
    suite.app.inject({
      method: 'POST',
      url: `/cdesk/gw/${path}`,
      payload: body,
      headers: who.headers,
    });

  async function signed() {
    seq += 1;
    const mobile = `98127${String(10000 + seq)}`;
    const { who, store } = await applicationAtForm(suite, clock, mobile);
    const { returned } = await signAtSandbox(suite.app, who, mobile);
    await applicantData(suite.app, who, 'EsignService/processEsignResponse', returned);
    expect((await store.application(who.refNo))?.status).toBe('UNDER_REVIEW');
    return { who, store, mobile };
  }

  async function staffToken() {
    const logged = envelope(
      await post(suite.app, '/cdesk/gw/StaffLoginService/authenticate', {
        employeeCode: 'E1001',
        password: 'Demo@1234',
      }),
    );
    return logged.data.token as string;
  }
  const approve = async (refNo: string) =>
    post(suite.app, '/cdesk/gw/FetchEditReport/approveRefno', { refNo }, await staffToken());

  it('refuses every save, upload and remove call of every holder once signed; reads still answer', async () => {
    const { who, store } = await signed();
    const changing = onboardingCalls.filter(
      (c) =>
        !reads(c) && !afterSigning.has(c.path) && !notOfTheApplication.has(c.path) && !staffCall(c),
    );
    // The list is the contracts', not written here: it holds the calls the issue names.
    const paths = changing.map((c) => c.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'EwaRegService/savePanDob',
        'DocumentsService/saveDocuments',
        'DocumentsService/removeDocuments',
        'BankDetailService/saveDataBankDetail',
        'NomineeService/uploadNomineeDocDtl',
        'LivePhotoService/livePhoto',
        'HolderDetailService/removeHolderDetail',
        'EsignService/generatePdf',
      ]),
    );
    expect(changing.length).toBeGreaterThan(30);
    for (const each of changing)
      for (const body of bodiesOf(each)) {
        const response = await call(who, each.path, body);
        const reply = envelope(response);
        expect(
          { path: each.path, body, status: response.statusCode, errCode: reply.errCode },
          reply.displayMessage as string,
        ).toEqual({ path: each.path, body, status: 409, errCode: 'APPLICATION_SIGNED' });
        expect(reply.displayMessage).toBe(m.signedFrozen);
      }
    // The e-mail link, whose confirmation needs no session, is refused too.
    const send = envelope(
      await call(who, 'MobileEmailService/vrfyMobEmailLink', { action: 'send', holder: 'S' }),
    );
    expect(send.errCode).toBe('APPLICATION_SIGNED');
    const confirm = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/MobileEmailService/vrfyMobEmailLink',
      payload: { action: 'confirm', token: `${who.refNo}.S.secret` },
    });
    expect(envelope(confirm).errCode).toBe('APPLICATION_SIGNED');

    for (const each of onboardingCalls.filter(reads))
      for (const body of bodiesOf(each)) {
        const reply = envelope(await call(who, each.path, body));
        expect({ path: each.path, errCode: reply.errCode }).not.toEqual({
          path: each.path,
          errCode: 'APPLICATION_SIGNED',
        });
      }
    expect(await applicantData(suite.app, who, 'EsignService/loadEsignDetail')).toMatchObject({
      esignStatus: 'E-Sign Done',
      applicationStatus: 'UNDER_REVIEW',
    });
    expect((await applicantData(suite.app, who, 'EwaRegService/loadPanDob', {})).holders).toEqual(
      expect.arrayContaining([expect.objectContaining({ pan: 'AAAPZ1111A' })]),
    );

    // Nothing changed: what was signed is approved.
    expect((await store.holder(who.refNo, 'F'))?.pan).toBe('AAAPZ1111A');
    const approved = envelope(await approve(who.refNo));
    expect(approved.isSuccess, approved.displayMessage as string).toBe(true);
  });

  it('refuses to approve an application changed behind its signature', async () => {
    const { who } = await signed();
    // The first holder's PAN changed straight in the database after the signing.
    await suite.database.db
      .update(registrationHolders)
      .set({ pan: 'AAAPZ4444D', firstName: 'ANJALI' })
      .where(and(eq(registrationHolders.refNo, who.refNo), eq(registrationHolders.role, 'F')));
    const refused = await approve(who.refNo);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).displayMessage).toBe(reviewMessages.signedDataChanged);
    // The claim was rolled back: the application still awaits review, and no account was opened.
    const detail = envelope(await call(who, 'EsignService/loadEsignDetail'));
    expect(detail.data.applicationStatus).toBe('UNDER_REVIEW');
  });

  it('refuses to approve an application that was never e-signed', async () => {
    seq += 1;
    const { who, store } = await applicationAtForm(suite, clock, `98127${String(10000 + seq)}`);
    await store.moveTo(who.refNo, '-1');
    await store.updateApplication(who.refNo, { status: 'UNDER_REVIEW' });
    const refused = await approve(who.refNo);
    expect(envelope(refused).displayMessage).toBe(reviewMessages.notSigned);
  });

  it('refuses a signature over a form the application no longer matches', async () => {
    seq += 1;
    const mobile = `98127${String(10000 + seq)}`;
    const { who, store } = await applicationAtForm(suite, clock, mobile);
    const { returned } = await signAtSandbox(suite.app, who, mobile);
    // A change after the form was made, before the signature came back.
    await store.upsertHolder(who.refNo, 'S', { lastName: 'ZAVERI' });
    const refused = await call(who, 'EsignService/processEsignResponse', returned);
    expect(envelope(refused).displayMessage).toBe(m.formChanged);
    expect((await applicantData(suite.app, who, 'EsignService/loadEsignDetail')).esignStatus).toBe(
      'E-Sign Pending',
    );
  });

  it('changes a signed application only by Change my application, which withdraws the signature', async () => {
    const { who, store, mobile } = await signed();
    const opened = envelope(await call(who, 'EsignService/changeApplication'));
    expect(opened).toMatchObject({
      isSuccess: true,
      displayMessage: m.changeOpened,
      data: { nextScreenId: '49' },
    });
    expect(await store.application(who.refNo)).toMatchObject({
      status: 'IN_PROCESS',
      screenId: '49',
    });
    expect(await store.loadStep(who.refNo, 'F', 'esign')).toBeNull();
    expect(await store.signed(who.refNo)).toBe(false);
    // The form and the signed form are gone: they are made and signed again.
    const form = await call(who, 'EsignService/downloadForm', { docType: 'EWEALTH_FORM_SIGNED' });
    expect(form.statusCode).toBe(400);
    const early = envelope(await call(who, 'EsignService/saveDataSubmitFinal', { consent: 'Y' }));
    expect(early.displayMessage).toBe(m.formNotGenerated);
    // Out of review: staff cannot approve it meanwhile.
    expect(envelope(await approve(who.refNo)).displayMessage).toBe(reviewMessages.notFound);

    // Earlier steps take saves again: the second holder's e-mail is changed.
    const saved = envelope(
      await call(who, 'MobileEmailService/saveDataMobEmail', {
        holder: 'S',
        mobile: '9812600099',
        email: 'sneha.z@example.in',
        mobileFamilyDecl: 'SE',
        emailFamilyDecl: 'SE',
      }),
    );
    expect(saved.errCode).not.toBe('APPLICATION_SIGNED');
    await store.upsertHolder(who.refNo, 'S', { email: 'sneha.z@example.in' });
    await store.moveTo(who.refNo, '49');

    const { returned } = await signAtSandbox(suite.app, who, mobile);
    await applicantData(suite.app, who, 'EsignService/processEsignResponse', returned);
    expect((await store.application(who.refNo))?.status).toBe('UNDER_REVIEW');
    const approved = envelope(await approve(who.refNo));
    expect(approved.isSuccess, approved.displayMessage as string).toBe(true);
    // Decided: no change any more.
    const late = await call(who, 'EsignService/changeApplication');
    expect(envelope(late).displayMessage).toBe(m.changeDecided);
  });

  it('refuses Change my application before the form is signed', async () => {
    seq += 1;
    const { who } = await applicationAtForm(suite, clock, `98127${String(10000 + seq)}`);
    const refused = envelope(await call(who, 'EsignService/changeApplication'));
    expect(refused.displayMessage).toBe(m.changeNotSigned);
  });
});
