import { onboardingMessages } from '@cdesk/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  newApplication,
  otpSentTo,
  regData,
  regPost,
  registrationLogin,
} from './support/onboarding.js';
import { appPerSuite } from './support/suite.js';
import { OnboardingStore } from '../src/modules/onboarding/index.js';

const start = new Date('2026-11-23T06:00:00Z');

describe.each(testDatabases())('registration login and applications on $name', ({ open }) => {
  const clock = new FixedClock(start);
  const suite = appPerSuite(open, { clock, config: { rateLimitPerMinute: 1_000_000 } });

  it('answers the help line number to anyone', async () => {
    const data = await regData(suite.app, 'LoginService/fetchHelpNo', {});
    expect(data.helpNo).toMatch(/^\d{4}-\d{3}-\d{4}$/);
  });

  it('sends a login OTP to the mobile number, readable in the sandbox outbox by recipient', async () => {
    const data = await regData(suite.app, 'LoginService/generateOtp', {
      loginType: 'Mobile',
      loginValue: '9812300001',
    });
    expect(data.sentTo).toMatch(/0001$/);
    expect(data.sentTo).not.toContain('98123');
    expect(await otpSentTo(suite.app, '9812300001')).toMatch(/^\d{6}$/);
  });

  it('refuses an invalid mobile number or e-mail ID with the spec words', async () => {
    const mobile = await regPost(suite.app, 'LoginService/generateOtp', {
      loginType: 'Mobile',
      loginValue: '1234567890',
    });
    expect(mobile.statusCode).toBe(400);
    expect(envelope(mobile).displayMessage).toBe(onboardingMessages.mobileInvalid);
    const email = await regPost(suite.app, 'LoginService/generateOtp', {
      loginType: 'Email',
      loginValue: 'someone@',
    });
    expect(envelope(email).displayMessage).toBe(onboardingMessages.emailInvalid);
  });

  it('refuses a wrong OTP and opens no session', async () => {
    await regData(suite.app, 'LoginService/generateOtp', {
      loginType: 'Email',
      loginValue: 'New.Applicant@example.in',
    });
    const right = await otpSentTo(suite.app, 'new.applicant@example.in');
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await regPost(suite.app, 'LoginService/verifyOtp', {
      loginType: 'Email',
      loginValue: 'new.applicant@example.in',
      otp: wrong,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).isSuccess).toBe(false);
  });

  it('answers 401 with the session-expired words to a call without a registration session', async () => {
    const response = await regPost(suite.app, 'LoginService/searchLogin', {});
    expect(response.statusCode).toBe(401);
    expect(envelope(response).displayMessage).toBe(onboardingMessages.sessionExpired);
    const desk = await regPost(
      suite.app,
      'EwaRegService/fetchBackNextScreen',
      { screenId: '4' },
      {
        session: 'x'.repeat(43),
      },
    );
    expect(desk.statusCode).toBe(401);
  });

  it('starts an application at the centre and partner step and lists it for the login', async () => {
    const tokens = await newApplication(suite.app, '9812300002');
    expect(tokens.refNo).toMatch(/^EW\d{12}$/);
    const listed = await regData(suite.app, 'LoginService/searchLogin', {}, tokens);
    expect(listed.applications).toEqual([
      expect.objectContaining({
        refNo: tokens.refNo,
        accountType: 'EW',
        screenId: '4',
        stepName: 'centrepartner',
      }),
    ]);
    const moves = await regData(
      suite.app,
      'EwaRegService/fetchBackNextScreen',
      { screenId: '4' },
      tokens,
    );
    expect(moves).toEqual({
      screenId: '4',
      savedScreenId: '4',
      backScreenId: '3',
      nextScreenId: '5',
    });
  });

  it('needs the reference token for calls about an application', async () => {
    const tokens = await newApplication(suite.app, '9812300003');
    const response = await regPost(
      suite.app,
      'EwaRegService/fetchBackNextScreen',
      { screenId: '4' },
      {
        session: tokens.session,
      },
    );
    expect(response.statusCode).toBe(401);
  });

  it('keeps an EW application out of the EMF area', async () => {
    const tokens = await newApplication(suite.app, '9812300004');
    const response = await regPost(
      suite.app,
      'EwaRegService/fetchBackNextScreen',
      { screenId: '4' },
      tokens,
      { 'x-reg-area': 'emftradereg' },
    );
    expect(response.statusCode).toBe(403);
    expect(envelope(response).displayMessage).toBe(onboardingMessages.unauthorised);
  });

  it('resumes an application after logout with a new login and a new reference token', async () => {
    const first = await newApplication(suite.app, '9812300005');
    await regData(suite.app, 'JwtTokenUtility/terminateSession', {}, first);
    const after = await regPost(
      suite.app,
      'EwaRegService/fetchBackNextScreen',
      { screenId: '4' },
      first,
    );
    expect(after.statusCode).toBe(401);
    const again = await registrationLogin(suite.app, '9812300005');
    const resumed = await regData(
      suite.app,
      'JwtTokenUtility/getRefNoDataWithToken',
      { refNo: first.refNo },
      again,
    );
    expect(resumed).toMatchObject({ refNo: first.refNo, accountType: 'EW', screenId: '4' });
    const tokens = { session: again.session, ref: resumed.refToken as string };
    expect(
      (await regData(suite.app, 'EwaRegService/fetchBackNextScreen', { screenId: '4' }, tokens))
        .savedScreenId,
    ).toBe('4');
  });

  it("refuses to resume another login's application", async () => {
    const owner = await newApplication(suite.app, '9812300006');
    const other = await registrationLogin(suite.app, '9812300007');
    const response = await regPost(
      suite.app,
      'JwtTokenUtility/getRefNoDataWithToken',
      { refNo: owner.refNo },
      other,
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(onboardingMessages.applicationNotFound);
  });

  it('lapses the session after half an hour idle', async () => {
    const tokens = await newApplication(suite.app, '9812300008');
    clock.advance(31 * 60_000);
    const response = await regPost(suite.app, 'LoginService/searchLogin', {}, tokens);
    expect(response.statusCode).toBe(401);
  });

  it('finds the wealth accounts already held with the login mobile number or e-mail ID', async () => {
    const byMobile = await registrationLogin(suite.app, '9746789012');
    expect(await regData(suite.app, 'LoginService/fetchClientAccounts', {}, byMobile)).toEqual({
      accounts: [{ njAcNo: '5000013', name: 'Rohan Gupta', accType: 'EW' }],
    });
    const byEmail = await registrationLogin(suite.app, 'Rohan.Gupta@example.in');
    const found = await regData(suite.app, 'LoginService/fetchClientAccounts', {}, byEmail);
    expect(found.accounts.map((a: { njAcNo: string }) => a.njAcNo)).toEqual(['5000013']);
    const none = await registrationLogin(suite.app, '9812300009');
    expect(await regData(suite.app, 'LoginService/fetchClientAccounts', {}, none)).toEqual({
      accounts: [],
    });
  });

  it('records registration logins, new applications and logouts in the audit trail', async () => {
    const tokens = await newApplication(suite.app, '9812300010');
    await regData(suite.app, 'JwtTokenUtility/terminateSession', {}, tokens);
    const rows = await suite.database.db.execute<{ kind: string }>(
      sql`select kind from audit_events where detail->>'loginId' is not null order by id`,
    );
    const kinds = (rows as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['REGISTRATION_LOGIN', 'REGISTRATION_STARTED', 'REGISTRATION_LOGOUT']),
    );
  });
});

describe.each(testDatabases())('centre and partner on $name', ({ open }) => {
  const suite = appPerSuite(open, { config: { rateLimitPerMinute: 1_000_000 } });

  it('lists centres and finds a partner by ARN or partner code', async () => {
    const tokens = await newApplication(suite.app, '9812300011');
    const centres = await regData(
      suite.app,
      'FetchCenterPartner/fetchCenter',
      { search: 'pune' },
      tokens,
    );
    expect(centres.centres).toEqual([
      expect.objectContaining({ centreCode: 'NB101', city: 'Pune' }),
    ]);
    const byArn = await regData(
      suite.app,
      'FetchCenterPartner/fetchPartner',
      { search: 'arn-112233' },
      tokens,
    );
    expect(byArn.partner).toMatchObject({ partnerCode: 'NJ-PUN-0042', centreCode: 'NB101' });
    const byCode = await regData(
      suite.app,
      'FetchCenterPartner/fetchPartner',
      { search: 'NJ-AMD-0107' },
      tokens,
    );
    expect(byCode.partner.arn).toBe('ARN-445566');
  });

  it('refuses the terminated partner ARN-999999 with the spec words, on search and on save', async () => {
    const tokens = await newApplication(suite.app, '9812300012');
    const found = await regPost(
      suite.app,
      'FetchCenterPartner/fetchPartner',
      { search: 'ARN-999999' },
      tokens,
    );
    expect(found.statusCode).toBe(400);
    expect(envelope(found).displayMessage).toBe(
      'Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.',
    );
    const saved = await regPost(
      suite.app,
      'FetchCenterPartner/saveCenterPartner',
      { partnerCode: 'ARN-999999' },
      tokens,
    );
    expect(envelope(saved).displayMessage).toBe(onboardingMessages.partnerTerminated);
  });

  it('saves the choice and moves the application to holder and tax status', async () => {
    const tokens = await newApplication(suite.app, '9812300013');
    const saved = await regData(
      suite.app,
      'FetchCenterPartner/saveCenterPartner',
      { partnerCode: 'ARN-112233' },
      tokens,
    );
    expect(saved.nextScreenId).toBe('5');
    const loaded = await regData(suite.app, 'FetchCenterPartner/loadCenterPartner', {}, tokens);
    expect(loaded).toMatchObject({
      centre: { centreCode: 'NB101' },
      partner: { arn: 'ARN-112233' },
      partnerFixed: 'N',
    });
    const listed = await regData(suite.app, 'LoginService/searchLogin', {}, tokens);
    expect(listed.applications[0].screenId).toBe('5');
  });

  it("keeps a partner link's partner, and refuses a terminated partner's link", async () => {
    const link = await regData(suite.app, 'InterProjectService/getPartnerDtlByRefNo', {
      refNo: 'PLNK112233',
    });
    expect(link.partner.arn).toBe('ARN-112233');
    const refused = await regPost(suite.app, 'InterProjectService/getPartnerDtlByRefNo', {
      refNo: 'PLNK999999',
    });
    expect(envelope(refused).displayMessage).toBe(onboardingMessages.partnerTerminated);
    const otp = await regPost(suite.app, 'LoginService/generateOtp', {
      loginType: 'Mobile',
      loginValue: '9812300014',
      linkRefNo: 'PLNK999999',
    });
    expect(envelope(otp).displayMessage).toBe(onboardingMessages.partnerTerminated);

    const { session, login } = await registrationLogin(suite.app, '9812300015', {
      linkRefNo: 'PLNK112233',
    });
    expect(login).toMatchObject({ origin: 'PARTNER LINK', partnerCode: 'NJ-PUN-0042' });
    const created = await regData(suite.app, 'EwaRegService/generateRefno', {}, { session });
    const tokens = { session, ref: created.refToken as string };
    const saved = await regData(
      suite.app,
      'FetchCenterPartner/saveCenterPartner',
      { partnerCode: 'ARN-445566' },
      tokens,
    );
    expect(saved.nextScreenId).toBe('5');
    const loaded = await regData(suite.app, 'FetchCenterPartner/loadCenterPartner', {}, tokens);
    expect(loaded).toMatchObject({ partner: { arn: 'ARN-112233' }, partnerFixed: 'Y' });
  });
});

describe.each(testDatabases())('the application store on $name', ({ open }) => {
  const clock = new FixedClock(start);
  const suite = appPerSuite(open, { clock, config: { rateLimitPerMinute: 1_000_000 } });

  it('computes the facts from the holders and KYC sources, and advances on the machine', async () => {
    const store = new OnboardingStore(suite.database.db, clock);
    const { refNo } = await newApplication(suite.app, '9812300021');
    expect(await store.facts(refNo)).toEqual({ holders: ['F'], minor: false, kyc: {} });
    await store.upsertHolder(refNo, 'S', { pan: 'AAAPZ1111A' });
    await store.setKyc(refNo, 'S', 'CKYC');
    expect(await store.facts(refNo)).toEqual({
      holders: ['F', 'S'],
      minor: false,
      kyc: { S: 'CKYC' },
    });
    await store.moveTo(refNo, '54');
    expect(await store.advance(refNo, '54')).toBe('62');
    expect((await store.application(refNo))?.screenId).toBe('62');
    await store.saveStep(refNo, 'S', 'personal', { gender: 'F' });
    expect(await store.loadStep(refNo, 'S', 'personal')).toEqual({ gender: 'F' });
    await store.removeHolder(refNo, 'S');
    expect(await store.loadStep(refNo, 'S', 'personal')).toBeNull();
    expect((await store.holders(refNo)).map((h) => h.role)).toEqual(['F']);
  });

  it('refuses a screen the application has not reached', async () => {
    const store = new OnboardingStore(suite.database.db, clock);
    const { refNo } = await newApplication(suite.app, '9812300022');
    await expect(store.assertReached(refNo, '4')).resolves.toBeUndefined();
    await expect(store.assertReached(refNo, '5')).rejects.toThrow(onboardingMessages.stepNotOpen);
    await store.advance(refNo, '4');
    await expect(store.assertReached(refNo, '5')).resolves.toBeUndefined();
  });
});
