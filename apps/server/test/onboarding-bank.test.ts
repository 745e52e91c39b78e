import { mandateMessages, onboardingBankMessages as m, onboardingMessages } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { bankSections, OnboardingStore } from '../src/modules/onboarding/index.js';
import type { BankRecord, MandateRecord } from '../src/modules/onboarding/form/part-two-records.js';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { type Applicant, applicationSteps } from './support/onboarding-kyc.js';
import { autoSubmitForm, submitForm } from './support/purchase.js';
import { appPerSuite } from './support/suite.js';

const bankForm = {
  ifsc: 'HDFC0000001',
  micr: '400240002',
  branch: 'Fort, Mumbai',
  accountNo: '50100123456781',
  accountNoAgain: '50100123456781',
  accountType: 'Saving',
};

const eMandate = {
  emandate: 'Y',
  mandateType: 'ESIGN',
  provider: 'NJ',
  upperLimit: '25000',
  startDate: '23-11-2026',
  endDate: '',
};

describe.each(testDatabases())('account opening bank and mandate on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  const store = () => new OnboardingStore(suite.database.db, clock);
  const steps = applicationSteps(suite, clock);
  const { call, data, refused } = steps;
  const applicant = (reached = '16') => steps.applicant(reached);

  /** An applicant whose verified bank and e-mandate are saved, standing at `screenId`. */
  async function withMandate(screenId: string, mandate: object = eMandate) {
    const who = await applicant();
    await data(who, 'BankDetailService/verifyBankDetail', bankForm);
    await data(who, 'BankDetailService/saveDataBankDetail', bankForm);
    await data(who, 'BankDetailService/saveDataMandateDetail', mandate);
    await store().moveTo(who.refNo, screenId);
    return who;
  }

  it('looks up the bank of an IFSC from the IFSC data and refuses a wrong one', async () => {
    const who = await applicant();
    const loaded = await data(who, 'BankDetailService/loadBankDetail');
    expect(loaded.prompt).toBe(
      'For auto processing of account opening kindly click on Verify Bank button.',
    );
    expect(loaded.accountTypes.map((t: { label: string }) => t.label)).toEqual([
      'Saving',
      'Current',
      'OD',
      'CC',
    ]);
    expect(loaded.holderName).toBe('RAJESH ZAVERI');
    expect(await data(who, 'BankDetailService/fetchBankDetail', { ifsc: 'hdfc0000001' })).toEqual({
      ifsc: 'HDFC0000001',
      bankCode: 'HDFC',
      bankName: 'HDFC Bank',
      micr: '',
      mandateFacility: true,
      message: '',
    });
    await refused(who, 'BankDetailService/fetchBankDetail', { ifsc: 'HDFC1000001' }, m.ifscInvalid);
    await refused(who, 'BankDetailService/fetchBankDetail', { ifsc: 'HDFC0ZZZZZZ' }, m.ifscUnknown);
    const payments = await data(who, 'BankDetailService/fetchBankDetail', { ifsc: 'AIRP0000001' });
    expect(payments).toMatchObject({ bankName: 'Airtel Payments Bank', mandateFacility: false });
    expect(payments.message).toBe(m.noMandateFacility);
  });

  it('fills the MICR from the IFSC data, needs no branch name, and defaults the account type to Saving', async () => {
    const who = await applicant();
    const loaded = await data(who, 'BankDetailService/loadBankDetail');
    expect(loaded.form).toMatchObject({ micr: '', branch: '', accountType: 'Saving' });
    // HDFC Bank's main branch: the IFSC data holds its MICR.
    expect(await data(who, 'BankDetailService/fetchBankDetail', { ifsc: 'HDFC0999999' })).toEqual({
      ifsc: 'HDFC0999999',
      bankCode: 'HDFC',
      bankName: 'HDFC Bank',
      micr: '400240001',
      mandateFacility: true,
      message: '',
    });
    const bare = { ...bankForm, ifsc: 'HDFC0999999', micr: '', branch: '' };
    expect(await data(who, 'BankDetailService/verifyBankDetail', bare)).toMatchObject({
      verified: true,
    });
    expect(await data(who, 'BankDetailService/saveDataBankDetail', bare)).toEqual({
      nextScreenId: '17',
    });
    expect(await store().loadStep<BankRecord>(who.refNo, 'F', 'bank')).toMatchObject({
      ifsc: 'HDFC0999999',
      micr: '400240001',
      branch: '',
    });
  });

  it('checks the account number, its re-entry, the MICR and the type, then verifies by penny drop', async () => {
    const who = await applicant();
    const verify = 'BankDetailService/verifyBankDetail';
    await refused(
      who,
      verify,
      { ...bankForm, accountNoAgain: '50100123456782' },
      m.accountNoMismatch,
    );
    await refused(
      who,
      verify,
      { ...bankForm, accountNo: '1234567', accountNoAgain: '1234567' },
      m.accountNoInvalid,
    );
    await refused(
      who,
      verify,
      { ...bankForm, accountNo: '12345678A', accountNoAgain: '12345678A' },
      m.accountNoInvalid,
    );
    await refused(who, verify, { ...bankForm, micr: '40024000' }, m.micrInvalid);
    await refused(who, verify, { ...bankForm, accountType: 'Savings' }, m.accountTypeEmpty);
    await refused(who, verify, { ...bankForm, ifsc: 'HDFC0ZZZZZZ' }, m.ifscUnknown);
    await refused(who, 'BankDetailService/saveDataBankDetail', bankForm, m.verifyFirst);

    const missing = await data(who, verify, {
      ...bankForm,
      accountNo: '50100123456000',
      accountNoAgain: '50100123456000',
    });
    expect(missing).toMatchObject({ verified: false, message: m.verifyFailed });
    const other = await data(who, verify, {
      ...bankForm,
      accountNo: '50100123456999',
      accountNoAgain: '50100123456999',
    });
    expect(other).toEqual({
      verified: true,
      nameAtBank: 'SUNITA RAO',
      nameMatches: false,
      message: m.nameDiffers('SUNITA RAO'),
    });
    await suite.app.inject({ method: 'POST', url: '/cdesk/sandbox/pennydrop/fail-next' });
    const down = await call(who, verify, bankForm);
    expect(down.statusCode).toBe(417);
    expect(envelope(down).displayMessage).toBe(m.verifyUnavailable);
    const own = await data(who, verify, bankForm);
    expect(own).toEqual({
      verified: true,
      nameAtBank: 'RAJESH ZAVERI',
      nameMatches: true,
      message: m.nameMatches,
    });
    // Verified for another account number is not verified for this one.
    await refused(
      who,
      'BankDetailService/saveDataBankDetail',
      { ...bankForm, accountNo: '50100123456789', accountNoAgain: '50100123456789' },
      m.verifyFirst,
    );

    expect(await data(who, 'BankDetailService/saveDataBankDetail', bankForm)).toEqual({
      nextScreenId: '17',
    });
    const saved = await store().loadStep<BankRecord>(who.refNo, 'F', 'bank');
    expect(saved).toEqual({
      ifsc: 'HDFC0000001',
      micr: '400240002',
      bankName: 'HDFC Bank',
      branch: 'Fort, Mumbai',
      accountNo: '50100123456781',
      accountType: 'Saving',
      verified: true,
      nameAtBank: 'RAJESH ZAVERI',
      mandateFacility: true,
    });
    const reloaded = await data(who, 'BankDetailService/loadBankDetail');
    expect(reloaded.form).toEqual(bankForm);
    expect(reloaded.verification).toMatchObject({ verified: true, nameMatches: true });
  });

  it('refuses the mandate step before the bank step is done', async () => {
    const who = await applicant();
    await refused(
      who,
      'BankDetailService/saveDataMandateDetail',
      eMandate,
      onboardingMessages.stepNotOpen,
    );
    await refused(
      who,
      'EsignService/processMandateSubYesNo',
      { submit: 'Y' },
      onboardingMessages.stepNotOpen,
    );
    await refused(who, 'MandateService/callMandateAuth', {}, onboardingMessages.stepNotOpen);
  });

  it('checks the mandate limits and dates, saves the e-mandate and makes its form', async () => {
    const who = await applicant();
    await data(who, 'BankDetailService/verifyBankDetail', bankForm);
    await data(who, 'BankDetailService/saveDataBankDetail', bankForm);
    const loaded = await data(who, 'BankDetailService/loadMandateDetail');
    expect(loaded).toMatchObject({
      mandateFacility: true,
      message: '',
      bank: { bankName: 'HDFC Bank', accountNoMasked: 'XXXXXXXXXX6781', accountType: 'Saving' },
      // The distributor's own mandate platform is chosen for the applicant.
      form: { emandate: 'Y', provider: 'NJ', startDate: '23-11-2026' },
      lowerLimit: '₹1,000.00',
      maxLimit: '₹10,00,000.00',
    });
    expect(loaded.mandateTypes.map((t: { code: string }) => t.code)).toEqual([
      'NET',
      'DEBIT',
      'ESIGN',
      'AADHAAROTP',
    ]);
    expect(loaded.providers.map((t: { code: string }) => t.code)).toEqual(['NJ', 'BSE', 'NSE']);

    const save = 'BankDetailService/saveDataMandateDetail';
    await refused(who, save, { ...eMandate, upperLimit: '1000' }, mandateMessages.lowerLimit);
    await refused(who, save, { ...eMandate, upperLimit: '1000000.01' }, mandateMessages.maxLimit);
    await refused(who, save, { ...eMandate, upperLimit: 'ten' }, m.upperLimitInvalid);
    await refused(
      who,
      save,
      { ...eMandate, endDate: '23-11-2026' },
      mandateMessages.endBeforeStart,
    );
    await refused(
      who,
      save,
      { ...eMandate, endDate: '01-10-2026' },
      mandateMessages.endBeforeStart,
    );
    await refused(who, save, { ...eMandate, startDate: '31-02-2027' }, m.startDateInvalid);
    await refused(who, save, { ...eMandate, mandateType: 'UPI' }, m.mandateTypeEmpty);
    await refused(who, save, { ...eMandate, provider: 'CAMS' }, m.mandateProviderEmpty);
    await refused(who, save, { ...eMandate, emandate: 'X' }, m.mandateChoice);

    const saved = await data(who, save, {
      ...eMandate,
      upperLimit: '1000000',
      endDate: '31-12-2036',
    });
    expect(saved.nextScreenId).toBe('35');
    expect(saved.mandateNo).toMatch(/^NJEM\d{12}$/);
    const record = await store().loadStep<MandateRecord>(who.refNo, 'F', 'mandate');
    expect(record).toEqual({
      emandate: true,
      mandateType: 'ESIGN',
      provider: 'NJ',
      upperLimitPaise: '100000000',
      startDate: '2026-11-23',
      endDate: '2036-12-31',
      mandateNo: saved.mandateNo,
      status: 'CAPTURED',
    });
    expect(await store().facts(who.refNo)).toMatchObject({ mandate: true });

    const form = await data(who, 'MandateService/generateScanMandate');
    expect(form).toMatchObject({ mandateNo: saved.mandateNo, docType: 'MANDATE_NJ', pages: 1 });
    const file = await store().file({
      refNo: who.refNo,
      role: 'F',
      kind: 'DOCUMENT',
      docType: 'MANDATE_NJ',
    });
    expect(Buffer.from(file!.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect(file?.size).toBe(form.bytes);

    // What the account-opening form shows of the bank and the mandate.
    const sections = await bankSections(store(), who.refNo);
    expect(sections.map((section) => section.title)).toEqual(['Bank Details', 'Mandate Details']);
    expect(sections[0]?.rows).toContainEqual(['Account Number', 'XXXXXXXXXX6781']);
    expect(sections[1]?.rows).toContainEqual(['Upper Limit', 'Rs. 10,00,000.00']);
    expect(sections[1]?.rows).toContainEqual(['End Date', '31-12-2036']);
  });

  it('lets an applicant whose bank takes no mandates go on without one', async () => {
    const who = await applicant();
    const payments = { ...bankForm, ifsc: 'AIRP0000001', micr: '110753002' };
    await data(who, 'BankDetailService/verifyBankDetail', payments);
    await data(who, 'BankDetailService/saveDataBankDetail', payments);
    const loaded = await data(who, 'BankDetailService/loadMandateDetail');
    expect(loaded).toMatchObject({
      mandateFacility: false,
      message: m.noMandateFacility,
      form: { emandate: 'N' },
    });
    await refused(who, 'BankDetailService/saveDataMandateDetail', eMandate, m.noMandateBank);
    const saved = await data(who, 'BankDetailService/saveDataMandateDetail', { emandate: 'N' });
    expect(saved).toEqual({ nextScreenId: '35', mandateNo: '' });
    expect(await store().loadStep<MandateRecord>(who.refNo, 'F', 'mandate')).toMatchObject({
      emandate: false,
    });
    expect(await store().facts(who.refNo)).toMatchObject({ mandate: false });
    await refused(who, 'MandateService/generateScanMandate', {}, m.noMandate);
    const sections = await bankSections(store(), who.refNo);
    expect(sections[1]?.rows).toEqual([['Mandate', m.noMandateFacility]]);
  });

  it('submits the mandate later: the application goes to review with the mandate captured', async () => {
    const who = await withMandate('51');
    await refused(who, 'EsignService/processMandateSubYesNo', { submit: 'maybe' }, m.submitChoice);
    const later = await data(who, 'EsignService/processMandateSubYesNo', { submit: 'N' });
    expect(later).toEqual({ nextScreenId: '-1', message: m.submitLater });
    const application = await store().application(who.refNo);
    expect(application).toMatchObject({ screenId: '-1', status: 'UNDER_REVIEW' });
    expect(await store().loadStep<MandateRecord>(who.refNo, 'F', 'mandate')).toMatchObject({
      status: 'CAPTURED',
    });
  });

  /** Submits at 51, e-signs at the sandbox e-sign service and opens the bank's page. */
  async function toBankPage(who: Applicant) {
    expect(await data(who, 'EsignService/processMandateSubYesNo', { submit: 'Y' })).toEqual({
      nextScreenId: '52',
      message: '',
    });
    const started = await data(who, 'MandateService/callMandateAuth');
    expect(started.stage).toBe('ESIGN');
    const ref = new URL(started.redirectUrl, 'http://x').searchParams.get('ref') ?? '';
    await submitForm(suite.app, '/cdesk/sandbox/esign/sign', { ref, step: 'send' });
    const box = await suite.app.inject({ url: '/cdesk/sandbox/outbox?recipient=9876500011' });
    const messages = (box.json() as { messages: { body: string; subject: string }[] }).messages;
    const sms = messages.find((s) => s.subject === 'Aadhaar e-sign OTP');
    const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const signed = await submitForm(suite.app, '/cdesk/sandbox/esign/sign', {
      ref,
      step: 'verify',
      otp,
    });
    const back = new URL(signed.location, 'http://x');
    expect(back.pathname).toBe('/cdesk/tradereg/createaccount/mandateesign');
    const esignReturn = Object.fromEntries(back.searchParams);
    // A return altered on the way is refused.
    await refused(
      who,
      'MandateService/callMandateAuth',
      { esignReturn: { ...esignReturn, status: 'SUCCESS', signature: 'x' } },
      mandateMessages.esignInvalid,
    );
    const bank = await data(who, 'MandateService/callMandateAuth', { esignReturn });
    expect(bank.stage).toBe('BANK');
    expect(bank.message).toBe(
      'Your E-Sign is done successfully. You will be re-directed to your Bank Page to authenticate the Mandate.',
    );
    expect(bank.redirectUrl).toMatch(/^\/cdesk\/sandbox\/bank\/emandate\?ref=/);
    expect(await store().loadStep<MandateRecord>(who.refNo, 'F', 'mandate')).toMatchObject({
      status: 'ESIGNED',
    });
    return new URL(bank.redirectUrl, 'http://x').searchParams.get('ref') ?? '';
  }

  it('e-signs the mandate, authenticates it at the bank and completes the application', async () => {
    const who = await withMandate('51');
    const ref = await toBankPage(who);
    const page = await suite.app.inject({ url: `/cdesk/sandbox/bank/emandate?ref=${ref}` });
    expect(page.body).toContain('₹25,000.00');
    const decided = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/bank/emandate',
      payload: new URLSearchParams({ ref, decision: 'APPROVE' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const form = autoSubmitForm(decided.body);
    expect(form.action).toBe('/cdesk/gw/tradereg/emandate/return');
    const returned = await suite.app.inject({
      method: 'POST',
      url: form.action,
      payload: new URLSearchParams(form.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe('/cdesk/tradereg/createaccount/processemandateres');

    const outcome = await data(who, 'MandateVerificationService/mandateVerification');
    expect(outcome).toMatchObject({
      status: 'APPROVED',
      message: m.mandateApproved,
      nextScreenId: '-1',
      upperLimit: '₹25,000.00',
      bankName: 'HDFC Bank XXXXXXXXXX6781',
    });
    expect(await store().application(who.refNo)).toMatchObject({
      screenId: '-1',
      status: 'UNDER_REVIEW',
    });
    // The same answer again changes nothing; a forged one is refused.
    const again = await data(who, 'MandateService/processMandateAuthResponse', form.fields);
    expect(again).toMatchObject({ status: 'APPROVED', nextScreenId: '-1' });
    await refused(
      who,
      'MandateService/processMandateAuthResponse',
      { data: form.fields.data, sig: 'forged' },
      m.answerInvalid,
    );
    const forged = await suite.app.inject({
      method: 'POST',
      url: form.action,
      payload: new URLSearchParams({ data: form.fields.data ?? '', sig: 'forged' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    // Another application cannot take this application's answer.
    const other = await withMandate('52');
    await refused(other, 'MandateService/processMandateAuthResponse', form.fields, m.answerInvalid);
  });

  it('records a mandate the bank declines as rejected, and the application still goes to review', async () => {
    const who = await withMandate('51', { ...eMandate, mandateType: 'NET', provider: 'BSE' });
    const ref = await toBankPage(who);
    const back = await submitForm(suite.app, '/cdesk/sandbox/bank/emandate', {
      ref,
      decision: 'DECLINE',
    });
    expect(back.location).toBe('/cdesk/tradereg/createaccount/processemandateres');
    const outcome = await data(who, 'MandateVerificationService/mandateVerification');
    expect(outcome).toMatchObject({
      status: 'REJECTED',
      message: m.mandateRejected,
      nextScreenId: '-1',
    });
    expect(outcome.mandateNo).toMatch(/^BSEM\d{12}$/);
    expect(await store().application(who.refNo)).toMatchObject({ status: 'UNDER_REVIEW' });
    await refused(who, 'MandateService/callMandateAuth', {}, m.mandateRejected);
  });
});
