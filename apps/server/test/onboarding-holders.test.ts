import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

/** What the sandbox outbox holds for one mobile number or e-mail ID, newest first. */
async function sentTo(app: FastifyInstance, recipient: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/cdesk/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  return (response.json() as { messages: { channel: string; body: string }[] }).messages;
}

async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  const [message] = await sentTo(app, recipient);
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
}

interface Application {
  refNo: string;
  headers: Record<string, string>;
  /** The mobile number the registration logged in with. */
  mobile: string;
}

let loginCount = 0;

/** Logs a registration in by mobile OTP and starts an application. */
async function openApplication(
  app: FastifyInstance,
  options: { origin?: string; accountType?: 'EW' | 'EMF' } = {},
): Promise<Application> {
  loginCount += 1;
  const mobile = `98124${String(loginCount).padStart(5, '0')}`;
  const target = { loginType: 'Mobile', loginValue: mobile };
  const gw = (path: string, body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/cdesk/gw/${path}`, payload: body, headers });
  expect(envelope(await gw('LoginService/generateOtp', target)).isSuccess).toBe(true);
  const otp = await latestCode(app, mobile);
  const verified = envelope(
    await gw('LoginService/verifyOtp', {
      ...target,
      otp,
      origin: options.origin ?? 'CLIENT',
      accountType: options.accountType ?? 'EW',
    }),
  );
  expect(verified.isSuccess).toBe(true);
  const session = { authorization: `Bearer ${verified.data.sessionRefToken}` };
  const started = envelope(
    await gw('EwaRegService/generateRefno', { accountType: options.accountType ?? 'EW' }, session),
  );
  expect(started.isSuccess).toBe(true);
  const headers = { ...session, 'x-ref-token': `Bearer ${started.data.refToken}` };
  // Step 4: the partner, which opens step 5.
  const partner = envelope(
    await gw('FetchCenterPartner/saveCenterPartner', { partnerCode: 'ARN-112233' }, headers),
  );
  expect(partner.data.nextScreenId).toBe('5');
  return { refNo: started.data.refNo, headers, mobile };
}

describe.each(testDatabases())('account opening holders and contacts on $name', ({ open }) => {
  // 26-11-2026, 11:30 in India.
  const clock = new FixedClock(new Date('2026-11-26T06:00:00Z'));
  const suite = appPerSuite(open, { clock });

  async function call(application: Application, path: string, body: object) {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/cdesk/gw/${path}`,
      payload: body,
      headers: application.headers,
    });
    expect(response.statusCode).toBe(200);
    return envelope(response);
  }

  /** Where an application stands after the screens other areas save (KYC, details, FATCA). */
  async function reachScreen(application: Application, screenId: string) {
    await suite.database.db.execute(
      sql`update registration_applications set screen_id = ${screenId} where ref_no = ${application.refNo}`,
    );
  }

  const asha = (pan = 'AAAPZ1111A') => ({
    role: 'F',
    pan,
    dob: '15-08-1990',
    firstName: 'Asha',
    middleName: '',
    lastName: 'Kumar',
  });

  /** Steps 5 and 6 of a fresh application. */
  async function throughAccountType(
    application: Application,
    taxStatus = '1',
    holdingMode = 'SI',
    holderCount = 1,
  ) {
    const saved = await call(application, 'EwaRegService/saveHolderTaxStatus', {
      taxStatus,
      holdingMode,
      holderCount,
    });
    expect(saved.isSuccess).toBe(true);
    expect(saved.data.nextScreenId).toBe('6');
    const acc = await call(application, 'EwaRegService/saveAccType', { formType: 'EW' });
    expect(acc.data.nextScreenId).toBe('7');
  }

  it('refuses every holder call without the registration tokens', async () => {
    for (const [path, payload] of [
      ['EwaRegService/loadHolderTaxStatus', {}],
      ['EwaRegService/savePanDob', { holders: [asha()] }],
      ['MobileEmailService/loadMobEmail', { holder: 'F' }],
      ['HolderDetailService/removeHolderDetail', { holder: 'S' }],
    ] as const) {
      const response = await suite.app.inject({
        method: 'POST',
        url: `/cdesk/gw/${path}`,
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
    const link = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/MobileEmailService/vrfyMobEmailLink',
      payload: { action: 'send' },
    });
    expect(link.statusCode).toBe(401);
  });

  it('offers the tax statuses and holdings, and refuses a joint minor', async () => {
    const application = await openApplication(suite.app);
    const loaded = await call(application, 'EwaRegService/loadHolderTaxStatus', {});
    expect(loaded.data.taxStatuses.map((t: { code: string }) => t.code)).toEqual([
      '1',
      '2',
      '11',
      '24',
      '20',
    ]);
    expect(loaded.data.holdingModes.map((h: { label: string }) => h.label)).toEqual([
      'Single holding',
      'Joint holding',
      'Either or Survivor',
    ]);
    // A new application starts as what most are: an Individual holding alone.
    expect(loaded.data).toMatchObject({ taxStatus: '1', holdingMode: 'SI', holderCount: 1 });
    const jointMinor = await call(application, 'EwaRegService/saveHolderTaxStatus', {
      taxStatus: '2',
      holdingMode: 'JO',
      holderCount: 2,
    });
    expect(jointMinor.isSuccess).toBe(false);
    expect(jointMinor.displayMessage).toBe('Holding Pattern should be valid.');
    const badCount = await call(application, 'EwaRegService/saveHolderTaxStatus', {
      taxStatus: '11',
      holdingMode: 'JO',
      holderCount: 1,
    });
    expect(badCount.displayMessage).toBe('Number of Holders should be valid.');
    const bad = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/EwaRegService/saveHolderTaxStatus',
      payload: { taxStatus: '99', holdingMode: 'SI', holderCount: 1 },
      headers: application.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('opens E-wealth or PMS in the EW area and E-Wealth MF only in the EMF area', async () => {
    const ew = await openApplication(suite.app);
    await call(ew, 'EwaRegService/saveHolderTaxStatus', {
      taxStatus: '1',
      holdingMode: 'SI',
      holderCount: 1,
    });
    const allowed = await call(ew, 'FetchEditReport/getAllowedAccType', {});
    expect(
      allowed.data.allowed.map(
        (a: { label: string; formType: string }) => `${a.label} ${a.formType}`,
      ),
    ).toEqual(['E-wealth 2', 'PMS 1']);
    expect(allowed.data.holdingMode.label).toBe('Single holding');
    const refused = await call(ew, 'EwaRegService/saveAccType', { formType: 'EMF' });
    expect(refused.displayMessage).toBe('Selected account type is not allowed.');
    expect(
      (await call(ew, 'EwaRegService/saveAccType', { formType: 'PMS' })).data.nextScreenId,
    ).toBe('7');
    expect((await call(ew, 'FetchEditReport/getAllowedAccType', {})).data.selected).toBe('PMS');

    const emf = await openApplication(suite.app, { accountType: 'EMF' });
    await call(emf, 'EwaRegService/saveHolderTaxStatus', {
      taxStatus: '1',
      holdingMode: 'SI',
      holderCount: 1,
    });
    const emfAllowed = await call(emf, 'FetchEditReport/getAllowedAccType', {});
    expect(emfAllowed.data.allowed.map((a: { label: string }) => a.label)).toEqual(['E-Wealth MF']);
  });

  it('checks PAN, date of birth and name, then takes a single holder on to contacts', async () => {
    const application = await openApplication(suite.app);
    await throughAccountType(application);
    const loaded = await call(application, 'EwaRegService/loadPanDob', {});
    expect(loaded.data.holders.map((h: { role: string }) => h.role)).toEqual(['F']);
    expect(loaded.data.entrant).toBe('client');

    const save = (holder: object) =>
      call(application, 'EwaRegService/savePanDob', { holders: [{ ...asha(), ...holder }] });
    const pan = await save({ pan: 'AAAPZ111A' });
    expect(pan.isSuccess).toBe(false);
    expect(pan.data.fieldErrors['F.pan']).toBe('Please enter valid PAN');
    const young = await save({ dob: '27-11-2008' });
    expect(young.data.fieldErrors['F.dob']).toBe('Date of birth should be greater than 18 years.');
    expect(young.displayMessage).toContain('contact our helpline');
    const old = await save({ dob: '25-11-1926' });
    expect(old.data.fieldErrors['F.dob']).toBe(
      'Entered date should be less than or equal to 100 years.',
    );
    const long = await save({
      firstName: 'A'.repeat(40),
      middleName: 'B'.repeat(6),
      lastName: 'C'.repeat(40),
    });
    expect(long.displayMessage).toBe(
      'Sum of lengths of first, middle and last names should not be more than 85.',
    );
    const existing = await save({ pan: 'AKVPV4821K' });
    expect(existing.displayMessage).toBe(
      'An account with the same holding pattern already exists.',
    );

    const saved = await save({ pan: 'aaapz1111a', dob: '26-11-2008' });
    expect(saved.isSuccess).toBe(true);
    expect(saved.data.nextScreenId).toBe('9');
    const again = await call(application, 'EwaRegService/loadPanDob', {});
    expect(again.data.holders[0]).toMatchObject({
      pan: 'AAAPZ1111A',
      dob: '26-11-2008',
      firstName: 'ASHA',
    });

    // Another live application with the same PAN and holding is the same holding pattern.
    const second = await openApplication(suite.app);
    await throughAccountType(second);
    const same = await call(second, 'EwaRegService/savePanDob', { holders: [asha()] });
    expect(same.displayMessage).toBe('An account with the same holding pattern already exists.');
  });

  it('words the age rule for a partner and keeps PANs apart across joint holders', async () => {
    const application = await openApplication(suite.app, { origin: 'PARTNER' });
    await throughAccountType(application, '11', 'JO', 3);
    const loaded = await call(application, 'EwaRegService/loadPanDob', {});
    expect(loaded.data.holders.map((h: { role: string }) => h.role)).toEqual(['F', 'S', 'T']);
    expect(loaded.data.entrant).toBe('partner');
    const holders = [
      asha('AAAPZ2222B'),
      { ...asha('AAAPZ3333C'), role: 'S', firstName: 'Ravi', dob: '27-11-2010' },
      { ...asha('aaapz2222b'), role: 'T', firstName: 'Meena' },
    ];
    const refused = await call(application, 'EwaRegService/savePanDob', { holders });
    expect(refused.data.fieldErrors).toMatchObject({
      'S.dob': 'Entered date should be equal to or greater than 18 years',
      'T.pan': 'Same PAN cannot be allowed on multiple holders',
    });
    const missing = await call(application, 'EwaRegService/savePanDob', {
      holders: holders.slice(0, 2),
    });
    expect(missing.displayMessage).toBe('Holder should be valid.');

    const ok = await call(application, 'EwaRegService/savePanDob', {
      holders: [
        holders[0],
        { ...holders[1], dob: '01-01-1985' },
        { ...holders[2], pan: 'AAAPZ4444D' },
      ],
    });
    expect(ok.isSuccess).toBe(true);
    expect(ok.data.nextScreenId).toBe('9');

    // The second holder goes: the third takes the second place.
    const removed = await call(application, 'HolderDetailService/removeHolderDetail', {
      holder: 'S',
    });
    expect(removed.isSuccess).toBe(true);
    expect(removed.data.holders).toEqual(['F', 'S']);
    const after = await call(application, 'EwaRegService/loadPanDob', {});
    expect(after.data.holders.map((h: { pan: string }) => h.pan)).toEqual([
      'AAAPZ2222B',
      'AAAPZ4444D',
    ]);
    const first = await call(application, 'HolderDetailService/removeHolderDetail', {
      holder: 'F',
    });
    expect(first.displayMessage).toBe('The first holder cannot be removed.');
    const gone = await call(application, 'HolderDetailService/removeHolderDetail', { holder: 'T' });
    expect(gone.displayMessage).toBe('There are no details of this holder to remove.');
    const last = await call(application, 'HolderDetailService/removeHolderDetail', { holder: 'S' });
    expect(last.data).toMatchObject({ holders: ['F'], holdingMode: 'SI' });
  });

  it('takes a minor under 18 and an adult guardian, then the guardian contacts', async () => {
    const application = await openApplication(suite.app);
    await throughAccountType(application, '2');
    const minor = (await call(application, 'EwaRegService/loadPanDob', {})).data;
    expect(minor.minor).toBe(true);
    expect(
      minor.holders.map((h: { role: string; label: string }) => `${h.role} ${h.label}`),
    ).toEqual(['F Minor']);
    const adult = await call(application, 'EwaRegService/savePanDob', {
      holders: [asha('ABCPM1234Q')],
    });
    expect(adult.data.fieldErrors['F.dob']).toBe('Entered date should be less than 18 years');
    const child = await call(application, 'EwaRegService/savePanDob', {
      holders: [{ ...asha('ABCPM1234Q'), dob: '01-06-2015' }],
    });
    expect(child.data.nextScreenId).toBe('8');
    const guardian = await call(application, 'EwaRegService/loadPanDob', { isGuardian: 'Y' });
    expect(guardian.data.holders.map((h: { role: string }) => h.role)).toEqual(['G']);
    const noRelation = await call(application, 'EwaRegService/savePanDob', {
      isGuardian: 'Y',
      holders: [{ ...asha('ABCPM1234Q'), role: 'G' }],
    });
    expect(noRelation.data.fieldErrors).toMatchObject({
      'G.pan': 'Same PAN cannot be allowed on multiple holders',
      'G.relation': 'Relation with Minor cannot be empty.',
    });
    const saved = await call(application, 'EwaRegService/savePanDob', {
      isGuardian: 'Y',
      holders: [{ ...asha('ABCPG1234Q'), role: 'G', relation: 'M' }],
    });
    // The minor's own details and FATCA come next; the guardian's contacts after them.
    expect(saved.data.nextScreenId).toBe('13');
    // A minor first holder has no contact screen of its own.
    const own = await call(application, 'MobileEmailService/loadMobEmail', { holder: 'F' });
    expect(own.isSuccess).toBe(false);
    // The guardian's contacts (30) open after the minor's details and FATCA (13, 14).
    const early = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/MobileEmailService/loadMobEmail',
      payload: { holder: 'G' },
      headers: application.headers,
    });
    expect(early.statusCode).toBe(400);
    expect(envelope(early).displayMessage).toBe('This step of your application is not open yet.');
    await reachScreen(application, '30');
    expect(
      (await call(application, 'MobileEmailService/loadMobEmail', { holder: 'G' })).isSuccess,
    ).toBe(true);
  });

  it('saves contacts with their declarations and verifies both by OTP', async () => {
    const application = await openApplication(suite.app);
    await throughAccountType(application);
    await call(application, 'EwaRegService/savePanDob', { holders: [asha('AAAPZ5555E')] });
    const loaded = await call(application, 'MobileEmailService/loadMobEmail', { holder: 'F' });
    // The mobile logged in with comes verified; this applicant gives another, which is not.
    expect(loaded.data).toMatchObject({
      holderName: 'ASHA KUMAR',
      mobile: application.mobile,
      mobileVerified: true,
    });
    expect(loaded.data.familyDeclarations).toEqual(['Spouse', 'Parents', 'Child', 'Self']);

    const contact = {
      holder: 'F',
      mobile: '9811122233',
      email: 'asha.kumar@example.com',
      aadhaarMobileConsent: true,
    };
    for (const mobile of ['1234567890', '7777777777'])
      expect(
        (await call(application, 'MobileEmailService/saveDataMobEmail', { ...contact, mobile }))
          .displayMessage,
      ).toBe('Please enter a valid mobile number.');
    const noConsent = await call(application, 'MobileEmailService/saveDataMobEmail', {
      ...contact,
      aadhaarMobileConsent: false,
    });
    expect(noConsent.displayMessage).toBe('Aadhaar linked mobile consent should be checked.');
    const family = await call(application, 'MobileEmailService/saveDataMobEmail', {
      ...contact,
      mobileBelongsTo: 'Spouse',
    });
    expect(family.displayMessage).toBe('Family declaration for mobile should be checked.');

    const saved = await call(application, 'MobileEmailService/saveDataMobEmail', {
      ...contact,
      emailBelongsTo: 'Parents',
      emailFamilyConsent: true,
    });
    expect(saved.isSuccess).toBe(true);
    expect(saved.data.nextScreenId).toBe('10');
    const mobileOtp = await latestCode(suite.app, '9811122233');
    const emailOtp = await latestCode(suite.app, 'asha.kumar@example.com');
    expect(mobileOtp).toMatch(/^\d{6}$/);
    expect(emailOtp).toMatch(/^\d{6}$/);

    const empty = await call(application, 'MobileEmailService/vrfyMobEmail', { holder: 'F' });
    expect(empty.data.fieldErrors).toEqual({
      mobileOtp: 'Mobile OTP cannot be empty.',
      emailOtp: 'Email OTP cannot be empty.',
    });
    const wrongEmail = emailOtp === '000000' ? '111111' : '000000';
    const half = await call(application, 'MobileEmailService/vrfyMobEmail', {
      holder: 'F',
      mobileOtp,
      emailOtp: wrongEmail,
    });
    expect(half.isSuccess).toBe(false);
    expect(half.data).toMatchObject({
      mobileVerified: true,
      emailVerified: false,
      nextScreenId: '10',
    });
    expect(half.data.fieldErrors.emailOtp).toBe('Please enter valid Email OTP.');
    const done = await call(application, 'MobileEmailService/vrfyMobEmail', {
      holder: 'F',
      emailOtp,
    });
    expect(done.isSuccess).toBe(true);
    expect(done.displayMessage).toBe('Your verification is successfull');
    expect(done.data.nextScreenId).toBe('53');

    const after = await call(application, 'MobileEmailService/loadMobEmail', { holder: 'F' });
    expect(after.data).toMatchObject({
      mobileVerified: true,
      emailVerified: true,
      emailBelongsTo: 'Parents',
      emailFamilyConsent: true,
    });
  });

  it('starts the applicant with the mobile logged in with, verified, and asks an OTP of the e-mail only', async () => {
    const application = await openApplication(suite.app);
    await throughAccountType(application);
    await call(application, 'EwaRegService/savePanDob', { holders: [asha('AAAPZ6161F')] });
    const loaded = await call(application, 'MobileEmailService/loadMobEmail', { holder: 'F' });
    expect(loaded.data).toMatchObject({
      mobile: application.mobile,
      mobileVerified: true,
      email: '',
      emailVerified: false,
    });
    const before = (await sentTo(suite.app, application.mobile)).length;
    const saved = await call(application, 'MobileEmailService/saveDataMobEmail', {
      holder: 'F',
      mobile: application.mobile,
      email: 'asha.login@example.com',
      aadhaarMobileConsent: true,
    });
    expect(saved.isSuccess).toBe(true);
    expect(saved.data.nextScreenId).toBe('10');
    // No second OTP to the mobile the login's OTP verified.
    expect(await sentTo(suite.app, application.mobile)).toHaveLength(before);
    const done = await call(application, 'MobileEmailService/vrfyMobEmail', {
      holder: 'F',
      emailOtp: await latestCode(suite.app, 'asha.login@example.com'),
    });
    expect(done.isSuccess).toBe(true);
    expect(done.data).toMatchObject({ mobileVerified: true, emailVerified: true });

    // A partner's login is the partner's contact, not the applicant's.
    const assisted = await openApplication(suite.app, { origin: 'PARTNER' });
    await throughAccountType(assisted);
    await call(assisted, 'EwaRegService/savePanDob', { holders: [asha('AAAPZ7171G')] });
    const theirs = await call(assisted, 'MobileEmailService/loadMobEmail', { holder: 'F' });
    expect(theirs.data).toMatchObject({ mobile: '', mobileVerified: false });
  });

  it('verifies an e-mail by the link mailed to it', async () => {
    const application = await openApplication(suite.app);
    await throughAccountType(application);
    await call(application, 'EwaRegService/savePanDob', { holders: [asha('AAAPZ6666F')] });
    await call(application, 'MobileEmailService/saveDataMobEmail', {
      holder: 'F',
      mobile: '9811122244',
      email: 'link.user@example.com',
      aadhaarMobileConsent: true,
    });
    const sent = await call(application, 'MobileEmailService/vrfyMobEmailLink', {
      holder: 'F',
      action: 'send',
    });
    expect(sent.isSuccess).toBe(true);
    const [mail] = await sentTo(suite.app, 'link.user@example.com');
    const token = decodeURIComponent(/verify-email\?t=([^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    const pending = await call(application, 'MobileEmailService/vrfyMobEmailLink', {
      holder: 'F',
      action: 'status',
    });
    expect(pending.data.emailVerified).toBe(false);

    const confirm = (t: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/cdesk/gw/MobileEmailService/vrfyMobEmailLink',
        payload: { action: 'confirm', token: t },
      });
    expect(envelope(await confirm(`${token}x`)).isSuccess).toBe(false);
    const confirmed = envelope(await confirm(token));
    expect(confirmed.isSuccess).toBe(true);
    expect(envelope(await confirm(token)).isSuccess).toBe(false);
    const status = await call(application, 'MobileEmailService/vrfyMobEmailLink', {
      holder: 'F',
      action: 'status',
    });
    expect(status.data.emailVerified).toBe(true);
    // Only the mobile OTP is left to check.
    const mobileOtp = await latestCode(suite.app, '9811122244');
    const done = await call(application, 'MobileEmailService/vrfyMobEmail', {
      holder: 'F',
      mobileOtp,
    });
    expect(done.displayMessage).toBe('Your verification is successfull');
  });
  it("lets a second holder share the first holder's mobile only as family, and verifies it on screen 19", async () => {
    const application = await openApplication(suite.app);
    await throughAccountType(application, '1', 'AS', 2);
    await call(application, 'EwaRegService/savePanDob', {
      holders: [asha('AAAPZ7171G'), { ...asha('AAAPZ8888H'), role: 'S', firstName: 'Ravi' }],
    });
    const first = {
      holder: 'F',
      mobile: '9811122255',
      email: 'family.first@example.com',
      aadhaarMobileConsent: true,
    };
    expect(
      (await call(application, 'MobileEmailService/saveDataMobEmail', first)).data.nextScreenId,
    ).toBe('10');
    // The first holder's KYC, details and FATCA are done: the second holder's contacts are open.
    await reachScreen(application, '18');
    const second = { ...first, holder: 'S', email: 'family.second@example.com' };
    const own = await call(application, 'MobileEmailService/saveDataMobEmail', second);
    expect(own.displayMessage).toBe(
      'Same Mobile No cannot be allowed on multiple holders unless declared as family.',
    );
    const family = await call(application, 'MobileEmailService/saveDataMobEmail', {
      ...second,
      mobileBelongsTo: 'Spouse',
      mobileFamilyConsent: true,
    });
    expect(family.data.nextScreenId).toBe('19');
    const done = await call(application, 'MobileEmailService/vrfyMobEmail', {
      holder: 'S',
      mobileOtp: await latestCode(suite.app, '9811122255'),
      emailOtp: await latestCode(suite.app, 'family.second@example.com'),
    });
    expect(done.displayMessage).toBe('Your verification is successfull');
    expect(done.data.nextScreenId).toBe('54');
    // A two-holder application has no third holder's contacts.
    const third = await call(application, 'MobileEmailService/loadMobEmail', { holder: 'T' });
    expect(third.isSuccess).toBe(false);
  });
});
