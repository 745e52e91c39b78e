import { onboardingKycMessages as m } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  type Applicant,
  demoApplicants,
  enterHolder,
  openApplication,
} from './support/onboarding-kyc.js';
import { appPerSuite } from './support/suite.js';
import { OnboardingStore } from '../src/modules/onboarding/index.js';

describe.each(testDatabases())('account opening KYC on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let mobileSeq = 0;

  const call = (who: Applicant, path: string, body: object = {}) =>
    suite.app.inject({
      method: 'POST',
      url: `/cdesk/gw/${path}`,
      payload: body,
      headers: who.headers,
    });

  async function applicant(
    person: keyof typeof demoApplicants,
    reached = '53',
  ): Promise<Applicant> {
    mobileSeq += 1;
    const who = await openApplication(suite.app, `98125${String(10000 + mobileSeq)}`);
    await enterHolder(
      suite.database,
      clock,
      who.refNo,
      'F',
      demoApplicants[person],
      '1990-08-15',
      reached,
    );
    return who;
  }

  it('downloads a validated KRA record and goes on to address confirmation', async () => {
    const who = await applicant('validated');
    const loaded = envelope(await call(who, 'KycService/loadKraDownloadScrn', { holder: 'F' }));
    expect(loaded.isSuccess).toBe(true);
    expect(loaded.data).toMatchObject({
      kraStatus: 'VALIDATED',
      usable: 'Y',
      message: m.kraValidated,
      identity: { fname: 'RAJESH', mname: 'KUMAR', lname: 'ZAVERI', dob: '15-08-1990' },
    });
    const unconsented = await call(who, 'KycService/saveKraDownload', { holder: 'F' });
    expect(unconsented.statusCode).toBe(400);
    expect(envelope(unconsented).displayMessage).toBe(m.kycConsent);
    const saved = envelope(
      await call(who, 'KycService/saveKraDownload', { holder: 'F', consent: 'Y' }),
    );
    expect(saved.data).toEqual({ nextScreenId: '57' });

    const address = envelope(await call(who, 'PersonalDetailService/loadAddressDetail', {}));
    expect(address.data.kycSource).toBe('KRA');
    expect(address.data.sources).toHaveLength(1);
    expect(address.data.sources[0]).toMatchObject({
      source: 'KRA',
      usable: 'Y',
      addressText: expect.stringContaining('400050'),
      differences: [{ field: 'mname', label: 'Middle Name', entered: '', found: 'KUMAR' }],
    });
    const noSource = await call(who, 'PersonalDetailService/saveDataAddressDetail', {
      confirm: 'Y',
    });
    expect(envelope(noSource).displayMessage).toBe(m.addressSource);
    const confirmed = envelope(
      await call(who, 'PersonalDetailService/saveDataAddressDetail', {
        addressSource: 'KRA',
        confirm: 'Y',
      }),
    );
    expect(confirmed.data.nextScreenId).toBe('13');
  });

  it("takes a holder's name left blank on the PAN screen from the KRA or CKYC record used", async () => {
    const named = async (person: keyof typeof demoApplicants) => {
      mobileSeq += 1;
      const who = await openApplication(suite.app, `98125${String(10000 + mobileSeq)}`);
      const blank = { ...demoApplicants[person], firstName: '', middleName: '', lastName: '' };
      await enterHolder(suite.database, clock, who.refNo, 'F', blank);
      return who;
    };
    const name = async (who: Applicant) => {
      const store = new OnboardingStore(suite.database.db, clock);
      const holder = await store.holder(who.refNo, 'F');
      return [holder?.firstName, holder?.middleName, holder?.lastName];
    };

    const kra = await named('validated');
    await call(kra, 'KycService/saveKraDownload', { holder: 'F', consent: 'Y' });
    expect(await name(kra)).toEqual(['RAJESH', 'KUMAR', 'ZAVERI']);
    const address = envelope(await call(kra, 'PersonalDetailService/loadAddressDetail', {}));
    expect(address.data.entered).toMatchObject({ fname: 'RAJESH', lname: 'ZAVERI' });
    expect(address.data.sources[0].differences).toEqual([]);

    // A KRA record on hold is not relied on: the name comes from the CKYC record instead.
    const ckyc = await named('onHold');
    await call(ckyc, 'KycService/saveKraDownload', {});
    expect(await name(ckyc)).toEqual(['', '', '']);
    await call(ckyc, 'KycService/saveCkycDownloadScrn', { consent: 'Y' });
    expect(await name(ckyc)).toEqual(['SNEHA', 'ANIL', 'ZUTSHI']);

    // A name the applicant typed stays, and the differences are shown at address confirmation.
    const typed = await applicant('validated');
    await call(typed, 'KycService/saveKraDownload', { holder: 'F', consent: 'Y' });
    expect(await name(typed)).toEqual(['RAJESH', '', 'ZAVERI']);
  });

  it('takes personal details, FATCA and preferences to the bank step', async () => {
    const who = await applicant('validated');
    await call(who, 'KycService/loadKraDownloadScrn', {});
    await call(who, 'KycService/saveKraDownload', { consent: 'Y' });
    await call(who, 'PersonalDetailService/saveDataAddressDetail', {
      addressSource: 'KRA',
      confirm: 'Y',
    });

    const personal = envelope(await call(who, 'PersonalDetailService/loadPersonalDetail', {}));
    expect(personal.data.form).toMatchObject({
      gender: 'M',
      relativeName: 'MAHESH ZAVERI',
      pep: '1',
    });
    expect(personal.data.pepOptions.map((o: { label: string }) => o.label)).toEqual([
      'Not Applicable',
      'Politically exposed person',
      'Related to Politically exposed person',
    ]);
    const form = {
      ...personal.data.form,
      maritalStatus: 'Married',
      occupation: '04',
      annualIncome: '04',
      netWorth: '03',
      netWorthAmount: '5,00,000',
    };
    const low = await call(who, 'PersonalDetailService/saveDataPersonalDetail', form);
    expect(low.statusCode).toBe(400);
    expect(envelope(low).displayMessage).toBe(m.netWorthMinimum);
    const savedPersonal = envelope(
      await call(who, 'PersonalDetailService/saveDataPersonalDetail', {
        ...form,
        netWorthAmount: '18,50,000',
      }),
    );
    expect(savedPersonal.data.nextScreenId).toBe('14');
    const reloaded = envelope(await call(who, 'PersonalDetailService/loadPersonalDetail', {}));
    expect(reloaded.data.form.netWorthAmount).toBe('1850000');

    const fatca = envelope(await call(who, 'FatcaService/loadFatca', {}));
    expect(fatca.data.form).toMatchObject({
      nationality: 'IN',
      countryOfBirth: 'IN',
      placeOfBirth: 'Mumbai',
      taxResidencies: [{ country: 'IN', tin: 'AAAPZ1111A', tinType: '03' }],
    });
    expect(fatca.data.countries.length).toBeGreaterThan(200);
    expect(fatca.data.tinTypes).toHaveLength(13);
    const abroad = envelope(await call(who, 'FatcaService/loadFatcaPob', { countryOfBirth: 'AE' }));
    expect(abroad).toMatchObject({
      isSuccess: false,
      displayMessage: m.bornOutsideIndia,
      data: { onlineAllowed: 'N' },
    });
    const home = envelope(await call(who, 'FatcaService/loadFatcaPob', { countryOfBirth: 'IN' }));
    expect(home.data.onlineAllowed).toBe('Y');
    const refused = await call(who, 'FatcaService/saveDataFatca', {
      ...fatca.data.form,
      countryOfBirth: 'AE',
      declaration: 'Y',
    });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({
      errCode: 'BORN_OUTSIDE_INDIA',
      displayMessage: m.bornOutsideIndia,
    });
    const noTin = await call(who, 'FatcaService/saveDataFatca', {
      ...fatca.data.form,
      taxResidencies: [],
      declaration: 'Y',
    });
    expect(envelope(noTin).displayMessage).toBe(m.fatcaRequired);
    const savedFatca = envelope(
      await call(who, 'FatcaService/saveDataFatca', { ...fatca.data.form, declaration: 'Y' }),
    );
    expect(savedFatca.data.nextScreenId).toBe('15');

    const preference = envelope(await call(who, 'PreferenceService/loadPreferenceScrn', {}));
    expect(preference.data.accountType).toBe('EW');
    expect(preference.data.segments.map((s: { code: string }) => s.code)).toEqual(['MF', 'CM']);
    const choice = {
      segments: ['MF', 'CM'],
      exchanges: ['1', '4'],
      mfBrokerage: '2.55',
      cmBrokeragePlan: '1',
      gstNo: '',
    };
    // A client is not asked for the distributor's brokerage: what it sends is not taken.
    expect(preference.data).toMatchObject({
      brokerageAsked: false,
      form: { mfBrokerage: '0', cmBrokeragePlan: '3' },
    });
    const badGst = await call(who, 'PreferenceService/savePreferenceScrn', {
      ...choice,
      gstNo: '27AAPFU0939F1ZW',
    });
    expect(envelope(badGst).displayMessage).toBe(m.gstNumber);
    const savedPreference = envelope(
      await call(who, 'PreferenceService/savePreferenceScrn', choice),
    );
    expect(savedPreference.data.nextScreenId).toBe('16');
    const kept = envelope(await call(who, 'PreferenceService/loadPreferenceScrn', {}));
    expect(kept.data.form).toMatchObject({ mfBrokerage: '0', cmBrokeragePlan: '3' });
  });

  it("asks a partner's entry for the brokerage, from 0 to 2.50 in steps of 0.05", async () => {
    mobileSeq += 1;
    const mobile = `98125${String(10000 + mobileSeq)}`;
    const partner = await openApplication(suite.app, mobile, 'EW', 'PARTNER');
    await enterHolder(
      suite.database,
      clock,
      partner.refNo,
      'F',
      demoApplicants.validated,
      '1990-08-15',
      '15',
    );
    const loaded = envelope(await call(partner, 'PreferenceService/loadPreferenceScrn', {}));
    expect(loaded.data).toMatchObject({ brokerageAsked: true, form: { mfBrokerage: '' } });
    const choice = {
      segments: ['MF', 'CM'],
      exchanges: ['1', '4'],
      mfBrokerage: '2.55',
      cmBrokeragePlan: '1',
      gstNo: '',
    };
    const steep = await call(partner, 'PreferenceService/savePreferenceScrn', choice);
    expect(envelope(steep).displayMessage).toBe(m.brokerage);
    const saved = await call(partner, 'PreferenceService/savePreferenceScrn', {
      ...choice,
      mfBrokerage: '0.5',
    });
    expect(envelope(saved).data.nextScreenId).toBe('16');
    const kept = envelope(await call(partner, 'PreferenceService/loadPreferenceScrn', {}));
    expect(kept.data.form).toMatchObject({ mfBrokerage: '0.5', cmBrokeragePlan: '1' });
  });

  it('goes from a KRA record on hold to the Central KYC Registry', async () => {
    const who = await applicant('onHold');
    const kra = envelope(await call(who, 'KycService/loadKraDownloadScrn', {}));
    expect(kra.data).toMatchObject({
      kraStatus: 'ON_HOLD',
      usable: 'N',
      message: m.kraNotValidated,
    });
    expect(envelope(await call(who, 'KycService/saveKraDownload', {})).data.nextScreenId).toBe(
      '61',
    );
    const ckyc = envelope(await call(who, 'KycService/loadCkycDownloadScrn', {}));
    expect(ckyc.data).toMatchObject({ found: 'Y', message: m.ckycFound });
    expect(ckyc.data.identity.idHint).toMatch(/^X+2109$/);
    const saved = envelope(await call(who, 'KycService/saveCkycDownloadScrn', { consent: 'Y' }));
    expect(saved.data.nextScreenId).toBe('57');
    const address = envelope(await call(who, 'PersonalDetailService/loadAddressDetail', {}));
    expect(address.data.kycSource).toBe('CKYC');
    expect(
      address.data.sources.map((s: { source: string; usable: string }) => [s.source, s.usable]),
    ).toEqual([
      ['KRA', 'N'],
      ['CKYC', 'Y'],
    ]);
    const onHold = await call(who, 'PersonalDetailService/saveDataAddressDetail', {
      addressSource: 'KRA',
      confirm: 'Y',
    });
    expect(envelope(onHold).displayMessage).toBe(m.addressSource);
  });

  it('finds a person known only to the Central KYC Registry', async () => {
    const who = await applicant('ckycOnly');
    const kra = envelope(await call(who, 'KycService/loadKraDownloadScrn', {}));
    expect(kra.data).toMatchObject({
      kraStatus: 'NOT_FOUND',
      identity: null,
      message: m.kraNotFound,
    });
    await call(who, 'KycService/saveKraDownload', {});
    const ckyc = envelope(await call(who, 'KycService/loadCkycDownloadScrn', {}));
    expect(ckyc.data.identity).toMatchObject({ fname: 'MOHAMMED', lname: 'ZAIDI', gender: 'M' });
    expect(ckyc.data.identity.photo).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('completes KYC through the sandbox DigiLocker for an unknown PAN', async () => {
    const who = await applicant('unknown');
    await call(who, 'KycService/loadKraDownloadScrn', {});
    await call(who, 'KycService/saveKraDownload', {});
    const ckyc = envelope(await call(who, 'KycService/loadCkycDownloadScrn', {}));
    expect(ckyc.data).toMatchObject({ found: 'N', message: m.ckycNotFound });
    const toDigiLocker = envelope(await call(who, 'KycService/saveCkycDownloadScrn', {}));
    expect(toDigiLocker.data.nextScreenId).toBe('11');

    const screen = envelope(await call(who, 'KycService/loadDigiLockerScrn', {}));
    expect(screen.data).toMatchObject({ received: 'N', entered: { pan: 'AAAPZ4444D' } });
    const noConsent = await call(who, 'KycService/digiLockerKyc', {});
    expect(envelope(noConsent).displayMessage).toBe(m.aadhaarMobileConsent);
    const started = envelope(
      await call(who, 'KycService/digiLockerKyc', { aadhaarMobileConsent: 'Y' }),
    );
    const pageUrl = started.data.redirectUrl as string;
    expect(pageUrl).toMatch(/^\/cdesk\/sandbox\/digilocker\?session=[0-9a-f]{32}$/);

    const early = await call(who, 'KycService/saveDigiLockerKyc', {
      sessionId: started.data.sessionId,
    });
    expect(envelope(early).displayMessage).toBe(m.digiLockerPending);

    const page = await suite.app.inject({ url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ANJALI ZACHARIAH');
    expect(page.body).toContain('Allow');
    const allowed = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/digilocker',
      payload: `session=${started.data.sessionId as string}&step=allow`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(allowed.statusCode).toBe(303);
    expect(allowed.headers.location).toBe(
      `/cdesk/tradereg/createaccount/loaddigilockervrfy?holder=F&sessionId=${started.data.sessionId as string}`,
    );
    expect((await suite.app.inject({ url: pageUrl })).statusCode).toBe(404);

    const stranger = await applicant('unknown', '11');
    const foreign = await call(stranger, 'KycService/saveDigiLockerKyc', {
      sessionId: started.data.sessionId,
    });
    expect(envelope(foreign).displayMessage).toBe(m.digiLockerInvalidReturn);

    const recorded = envelope(
      await call(who, 'KycService/saveDigiLockerKyc', { sessionId: started.data.sessionId }),
    );
    expect(recorded.data).toEqual({ received: 'Y', message: m.digiLockerVerified });
    const shown = envelope(await call(who, 'KycService/loadDigiLockerVrfy', {}));
    expect(shown.data.identity).toMatchObject({
      source: 'DIGILOCKER',
      fname: 'ANJALI',
      lname: 'ZACHARIAH',
      gender: 'F',
      dob: '15-08-1990',
      idHint: 'XXXX XXXX 9043',
      address: { pincode: '695001', state: 'Kerala' },
    });
    expect(shown.data.differences).toEqual([]);
    const confirmed = envelope(await call(who, 'KycService/saveDigiLockerVrfy', { consent: 'Y' }));
    expect(confirmed.data.nextScreenId).toBe('57');
    const address = envelope(await call(who, 'PersonalDetailService/loadAddressDetail', {}));
    expect(address.data.kycSource).toBe('DIGILOCKER');
  });

  it('tells the applicant when DigiLocker access was denied', async () => {
    const who = await applicant('unknown', '11');
    const started = envelope(
      await call(who, 'KycService/digiLockerKyc', { aadhaarMobileConsent: 'Y' }),
    );
    await suite.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/digilocker',
      payload: `session=${started.data.sessionId as string}&step=deny`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const denied = await call(who, 'KycService/saveDigiLockerKyc', {
      sessionId: started.data.sessionId,
    });
    expect(denied.statusCode).toBe(400);
    expect(envelope(denied).displayMessage).toBe(m.digiLockerDeclined);
    const notConfirmed = await call(who, 'KycService/saveDigiLockerVrfy', { consent: 'Y' });
    expect(envelope(notConfirmed).errCode).toBe('STEP_NOT_OPEN');
  });

  it('says so when DigiLocker cannot be reached', async () => {
    const who = await applicant('unknown', '11');
    await suite.app.inject({ method: 'POST', url: '/cdesk/sandbox/digilocker/fail-next' });
    const down = await call(who, 'KycService/digiLockerKyc', { aadhaarMobileConsent: 'Y' });
    expect(down.statusCode).toBe(417);
    expect(envelope(down).displayMessage).toBe(m.digiLockerStartFailed);
  });

  it('keeps an E-Wealth MF account to mutual funds', async () => {
    mobileSeq += 1;
    const who = await openApplication(suite.app, `98125${String(10000 + mobileSeq)}`, 'EMF');
    await enterHolder(suite.database, clock, who.refNo, 'F', demoApplicants.validated);
    const early = await call(who, 'PreferenceService/savePreferenceScrn', {
      segments: ['MF'],
      exchanges: ['1'],
      mfBrokerage: '0.5',
    });
    expect(envelope(early).errCode).toBe('STEP_NOT_OPEN');
    await enterHolder(
      suite.database,
      clock,
      who.refNo,
      'F',
      demoApplicants.validated,
      '1990-08-15',
      '15',
    );
    const loaded = envelope(await call(who, 'PreferenceService/loadPreferenceScrn', {}));
    expect(loaded.data.segments.map((s: { code: string }) => s.code)).toEqual(['MF']);
    const refused = await call(who, 'PreferenceService/savePreferenceScrn', {
      segments: ['CM'],
      exchanges: ['4'],
      cmBrokeragePlan: '1',
    });
    expect(envelope(refused).displayMessage).toBe(m.emfSegments);
    const started = envelope(
      await call(who, 'KycService/digiLockerKyc', { aadhaarMobileConsent: 'Y' }),
    );
    const page = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/digilocker',
      payload: `session=${started.data.sessionId as string}&step=allow`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.headers.location).toMatch(
      /^\/cdesk\/emftradereg\/createaccount\/loaddigilockervrfy\?/,
    );
  });

  it('refuses a holder not on the application, a bad holder code, and a call without tokens', async () => {
    const who = await applicant('validated');
    const missing = await call(who, 'KycService/loadKraDownloadScrn', { holder: 'S' });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).displayMessage).toBe(m.holderMissing);
    const bad = await call(who, 'FatcaService/loadFatca', { holder: 'X' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/KycService/loadKraDownloadScrn',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
