import { describe, expect, it } from 'vitest';
import { envelope, FixedClock, login, outbox, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const rohit = {
  nomiFName: 'Rohit',
  nomiMName: '',
  nomiLName: 'Verma',
  nomiDob: '09-02-1984',
  relationWithYou: 'SPOUSE',
  relationWithYouOther: '',
  nomiIdntType: '1',
  nomiIdntNo: 'abcpv1234k',
  nomiISD: '91',
  nomiMobile: '9876543210',
  nomiEmail: 'rohit.verma@example.com',
};
const minor = {
  ...rohit,
  nomiFName: 'Isha',
  nomiDob: '15082015',
  relationWithYou: 'DAUGHTER',
  nomiIdntType: '5',
  nomiIdntNo: '4321',
  nomiMobile: '9876501234',
  nomiEmail: 'isha@example.com',
};
const guardian = {
  grdnNomiFName: 'Rohit',
  grdnNomiMName: '',
  grdnNomiLName: 'Verma',
  grdnNomiDob: '09-02-1984',
  relationWithNomi: 'FATHER',
  relationWithOther: '',
  grdnNomiIdntType: '1',
  grdnNomiIdntNo: 'ABCPV1234K',
  grdnNomiISD: '91',
  grdnNomiMobile: '9876543210',
  grdnNomiEmail: 'rohit.verma@example.com',
};
const mumbai = {
  isAddSameAsApp: 'N',
  add1: '12 Marine Drive',
  add2: '',
  add3: '',
  countryId: 'IN',
  stateId: 'MH',
  cityId: 'Mumbai',
  pincode: '400001',
};

describe.each(testDatabases())('the nominee wizard on $name', ({ open }) => {
  // 23-11-2026, 11:30 in India.
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let token = '';
  let ucc = '';
  let reqId = '';
  const call = async (service: string, body: object, as = token) =>
    post(
      suite.app,
      `/cdesk/gw/nominee/${service}`,
      { isMobile: 'N', accessFrom: 'PROFILE_WEB', ...body },
      as,
    );
  const data = async (service: string, body: object) => {
    const response = await call(service, body);
    const env = envelope(response);
    if (response.statusCode !== 200 || !env.isSuccess)
      throw new Error(`${service}: ${response.body}`);
    return env.data;
  };
  const refused = async (service: string, body: object) => {
    const response = await call(service, body);
    return { status: response.statusCode, ...envelope(response) };
  };

  it('needs a session', async () => {
    expect((await call('loadNomineeDtlProfile', {}, 'x'.repeat(40))).statusCode).toBe(401);
    const session = await login(suite.app, '5000001');
    token = session.token;
    ucc = session.userData.ucc_dtl[0].ucc;
  });

  it('shows the nominee on record, no preference and the actions on offer', async () => {
    const dtl = await data('loadNomineeDtlProfile', {});
    expect(dtl).toMatchObject({
      nomiReqId: '',
      accType: 'EW',
      nomineePreference: 'NA',
      allowModifyNominee: 'Y',
      transactAction: ['ADD_NOMI', 'CHNG_NOMI', 'MODI_NOMI', 'OPT_OUT'],
    });
    expect(dtl.nomiDtl).toEqual([
      expect.objectContaining({
        nomineeName: 'Rohit Verma',
        relation: 'Spouse',
        nomineeShare: '100',
        nomiDob: '09-02-1984',
        isMinor: 'N',
      }),
    ]);
  });

  it('S1 makes a change request by itself, where nominees can be added, and resumes it on a second call', async () => {
    const first = await data('modifyNomineeProfile', { isFromTransact: 'Y' });
    expect(first).toMatchObject({
      action: 'CHNG_NOMI',
      screenNo: 'S2',
      totalNomi: 1,
      nomineeNo: 1,
    });
    expect(first.nomiModificationMsg).not.toBe('');
    const again = await data('modifyNomineeProfile', { isFromTransact: 'Y' });
    expect(again.nomiReqId).toBe(first.nomiReqId);
    await data('saveNomineeOptProfile', {
      nomiReqId: first.nomiReqId,
      action: 'CHNG_NOMI',
      nomiPreference: '2',
    });
    // The nominee on record, then a second one after it.
    const base = { nomiReqId: first.nomiReqId, nomineeNo: 1, action: 'CHNG_NOMI' };
    await data('saveNomineeDetailsProfile', { ...base, ...rohit });
    expect(
      await data('saveNomineeAddressProfile', { ...base, ...mumbai, addNominee: 'Y' }),
    ).toMatchObject({ screenNo: 'S3', nomineeNo: 2, totalNomi: 2 });
    expect(
      await data('loadNomineeDetailsProfile', { nomiReqId: first.nomiReqId, nomineeNo: 2 }),
    ).toMatchObject({ nomineeNo: 2, totalNomi: 2, nomiFName: '' });
    // A modification, asked for by name, is the one that keeps names and dates of birth.
    const modify = await data('generateNomiReqProfile', { action: 'MODI_NOMI' });
    expect(modify).toMatchObject({ action: 'MODI_NOMI', screenNo: 'S2', totalNomi: 1 });
    reqId = modify.nomiReqId;
  });

  it('a modification locks the name and date of birth (SNDP-007) and allows no removal', async () => {
    await data('saveNomineeOptProfile', {
      nomiReqId: reqId,
      action: 'MODI_NOMI',
      nomiPreference: '1',
    });
    const loaded = await data('loadNomineeDetailsProfile', { nomiReqId: reqId, nomineeNo: 1 });
    expect(loaded).toMatchObject({
      nomiFName: 'ROHIT',
      nomiLName: 'VERMA',
      nomiDob: '09-02-1984',
      relationWithYou: 'SPOUSE',
    });
    expect(loaded.nomiIdntTypeLst).toHaveLength(9);
    const base = { nomiReqId: reqId, nomineeNo: 1, action: 'MODI_NOMI' };
    const renamed = await refused('saveNomineeDetailsProfile', {
      ...base,
      ...rohit,
      nomiFName: 'Rohan',
    });
    expect(renamed).toMatchObject({ status: 400, errCode: 'SNDP-007' });
    expect(await data('saveNomineeDetailsProfile', { ...base, ...rohit })).toMatchObject({
      screenNo: 'S7',
      isNomiMinor: 'N',
    });
    expect(
      (await refused('removeNomineeProfile', { nomiReqId: reqId, nomineeNo: 1 })).errCode,
    ).toBe('NOMI-409');
    expect(
      (await refused('loadNomineeDetailsProfile', { nomiReqId: reqId, nomineeNo: 2 })).errCode,
    ).toBe('NOMI-409');
  });

  it('starting another action cancels the open request', async () => {
    const added = await data('generateNomiReqProfile', { action: 'ADD_NOMI' });
    expect(added).toMatchObject({ action: 'ADD_NOMI', screenNo: 'S2', totalNomi: 2 });
    expect(added.nomiReqId).not.toBe(reqId);
    expect((await refused('loadNomineeOptProfile', { nomiReqId: reqId })).status).toBe(200);
    expect(
      (
        await refused('saveNomineeOptProfile', {
          nomiReqId: reqId,
          action: 'MODI_NOMI',
          nomiPreference: '1',
        })
      ).displayMessage,
    ).toBe('This nominee request is already closed.');
    reqId = added.nomiReqId;
  });

  it('S2 requires the preference and labels the holding DP', async () => {
    expect(await data('loadNomineeOptProfile', { nomiReqId: reqId })).toMatchObject({
      holdingLabel: 'DP',
      accType: 'EW',
    });
    const missing = await refused('saveNomineeOptProfile', {
      nomiReqId: reqId,
      action: 'ADD_NOMI',
    });
    expect(missing).toMatchObject({
      status: 400,
      errCode: 'SNOP-003',
      displayMessage: 'Please provide "Preference of Nomination details to be displayed."',
    });
    expect(
      await data('saveNomineeOptProfile', {
        nomiReqId: reqId,
        action: 'ADD_NOMI',
        nomiPreference: '2',
      }),
    ).toMatchObject({
      screenNo: 'S3',
      nomineeNo: 1,
    });
  });

  it.each([
    ['a name with digits', { nomiFName: 'R0hit' }, 'SNDP-004', 'First Name should be valid.'],
    ['a missing last name', { nomiLName: ' ' }, 'SNDP-004', 'Last Name cannot be empty.'],
    ['a middle name of spaces', { nomiMName: '   ' }, 'SNDP-004', 'Middle Name should be valid.'],
    ['a malformed date', { nomiDob: '31-02-1990' }, 'SNDP-005', 'Date of Birth should be valid.'],
    [
      'a future date',
      { nomiDob: '24-11-2026' },
      'SNDP-005',
      'Date of Birth cannot be a future date.',
    ],
    [
      'a date over 100 years ago',
      { nomiDob: '22-11-1926' },
      'SNDP-006',
      'Entered date should be less than or equal to 100 years.',
    ],
    ['an unknown id type', { nomiIdntType: '12' }, 'SNDP-008', 'ID Type should be valid.'],
    [
      'a PAN of the wrong shape',
      { nomiIdntNo: 'ABCDE1234F' },
      'SNDP-009',
      'Please enter a valid ID Proof No for the selected ID type.',
    ],
    [
      'an invalid mobile',
      { nomiMobile: '9999999999' },
      'SNDP-003',
      'Please enter a valid mobile number.',
    ],
    [
      'a placeholder e-mail',
      { nomiEmail: 'noemail@example.com' },
      'SNDP-003',
      'Please enter a valid Email ID.',
    ],
    [
      'Others without the specify field',
      { relationWithYou: 'OTHERS' },
      'SNDP-003',
      'Other Relationship cannot be empty.',
    ],
  ])('S3 refuses %s', async (_case, change, errCode, displayMessage) => {
    const result = await refused('saveNomineeDetailsProfile', {
      nomiReqId: reqId,
      nomineeNo: 1,
      action: 'ADD_NOMI',
      ...rohit,
      ...change,
    });
    expect(result).toMatchObject({ status: 400, isSuccess: false, errCode, displayMessage });
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const cases = [
      { nomiReqId: reqId, nomineeNo: 4 },
      { nomiReqId: 'abc', nomineeNo: 1 },
      { nomiReqId: reqId, nomineeNo: 1, nomiFName: 'x'.repeat(500) },
      { nomiReqId: reqId, nomineeNo: 1, accessFrom: 'ELSEWHERE' },
    ];
    for (const body of cases)
      expect((await call('saveNomineeDetailsProfile', body)).statusCode).toBe(400);
    const garbage = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/nominee/saveNomineeDetailsProfile',
      payload: '{"nomiReqId":',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(garbage.statusCode).toBe(400);
    expect((await refused('loadNomineeOptProfile', { nomiReqId: '999999' })).errCode).toBe(
      'NOMI-409',
    );
  });

  it('S3 to S7 to S3: an adult first nominee of two', async () => {
    const saved = await data('saveNomineeDetailsProfile', {
      nomiReqId: reqId,
      nomineeNo: 1,
      action: 'ADD_NOMI',
      ...rohit,
    });
    expect(saved).toMatchObject({ screenNo: 'S7', nomineeNo: 1, totalNomi: 2, isNomiMinor: 'N' });
    const badPin = await refused('saveNomineeAddressProfile', {
      nomiReqId: reqId,
      nomineeNo: 1,
      action: 'ADD_NOMI',
      ...mumbai,
      pincode: '4000 01',
    });
    expect(badPin).toMatchObject({
      status: 400,
      errCode: 'SNAP-003',
      displayMessage: 'Enter valid Pin / Zip code.',
    });
    const badState = await refused('saveNomineeAddressProfile', {
      nomiReqId: reqId,
      nomineeNo: 1,
      ...mumbai,
      stateId: 'ZZ',
    });
    expect(badState.displayMessage).toBe('State should be valid.');
    const noLine = await refused('saveNomineeAddressProfile', {
      nomiReqId: reqId,
      nomineeNo: 1,
      ...mumbai,
      add1: '',
    });
    expect(noLine.displayMessage).toBe('Address Line 1 cannot be empty.');
    expect(
      await data('saveNomineeAddressProfile', {
        nomiReqId: reqId,
        nomineeNo: 1,
        isAddSameAsApp: 'Y',
      }),
    ).toMatchObject({
      screenNo: 'S3',
      nomineeNo: 2,
    });
    expect(
      await data('loadNomineeAddressProfile', { nomiReqId: reqId, nomineeNo: 1 }),
    ).toMatchObject({
      isAddSameAsApp: 'Y',
      nomineeName: 'ROHIT VERMA',
      add1: '',
    });
  });

  it('refuses a second nominee with the same id (SNDP-010)', async () => {
    const result = await refused('saveNomineeDetailsProfile', {
      nomiReqId: reqId,
      nomineeNo: 2,
      action: 'ADD_NOMI',
      ...rohit,
      nomiFName: 'Asha',
    });
    expect(result).toMatchObject({ status: 400, errCode: 'SNDP-010' });
  });

  it('a minor goes S3, S7, S8, S9 and the last nominee ends on S10', async () => {
    const base = { nomiReqId: reqId, nomineeNo: 2, action: 'ADD_NOMI' };
    expect(await data('saveNomineeDetailsProfile', { ...base, ...minor })).toMatchObject({
      screenNo: 'S7',
      isNomiMinor: 'Y',
    });
    expect(await data('saveNomineeAddressProfile', { ...base, ...mumbai })).toMatchObject({
      screenNo: 'S8',
    });
    const loaded = await data('loadNomiGrdnDetailsProfile', { nomiReqId: reqId, nomineeNo: 2 });
    expect(loaded).toMatchObject({
      nomineeName: 'ISHA VERMA',
      nomiIdntNo: 'xxxx xxxx 4321',
      grdnNomiIsdCode: '91',
    });
    const same = await refused('saveNomiGrdnDetailsProfile', {
      ...base,
      ...guardian,
      grdnNomiIdntType: '5',
      grdnNomiIdntNo: '4321',
    });
    expect(same).toMatchObject({
      errCode: 'SNGDP-010',
      displayMessage: 'Nominee Guardian Identity Proof No cannot be same as that of Nominee.',
    });
    const young = await refused('saveNomiGrdnDetailsProfile', {
      ...base,
      ...guardian,
      grdnNomiDob: '24-11-2008',
    });
    expect(young).toMatchObject({
      errCode: 'SNGD-007',
      displayMessage: 'Nominee Guardian Age Must Be Greater Than 18.',
    });
    const name = await refused('saveNomiGrdnDetailsProfile', {
      ...base,
      ...guardian,
      grdnNomiLName: '',
    });
    expect(name.errCode).toBe('SNGDP-005');
    const idNo = await refused('saveNomiGrdnDetailsProfile', {
      ...base,
      ...guardian,
      grdnNomiIdntNo: 'X1',
    });
    expect(idNo.errCode).toBe('SNGDP-009');
    expect(await data('saveNomiGrdnDetailsProfile', { ...base, ...guardian })).toMatchObject({
      screenNo: 'S9',
    });
    const unsure = await refused('saveNomiGrdnAddressProfile', { ...base, isAddSameAsNomi: '' });
    expect(unsure.displayMessage).toBe('Address same as Nominee cannot be empty.');
    expect(
      await data('saveNomiGrdnAddressProfile', { ...base, isAddSameAsNomi: 'Y' }),
    ).toMatchObject({ screenNo: 'S10', totalNomi: 2 });
  });

  it('the nominee view tells where the open request stands, past the nominees on record', async () => {
    const dtl = await data('loadNomineeDtlProfile', {});
    expect(dtl).toMatchObject({ nomiReqId: reqId, screenNo: 'S10', totalNomi: 2, nomiNum: 2 });
    expect(dtl.nomiDtl).toHaveLength(1);
  });

  it('the form cannot be made before the shares', async () => {
    expect((await refused('generateNomiPdfProfile', { nomiReqId: reqId })).errCode).toBe(
      'NOMI-409',
    );
  });

  it('S4 checks the shares and the residual securities of a demat account', async () => {
    const shares = await data('loadNomineePercShareProfile', { nomiReqId: reqId });
    expect(shares).toMatchObject({ showResiSecFlag: 'Y', totalNomi: 2 });
    expect(shares.nomiPercShareDtl).toEqual([
      { nomineeName: 'ROHIT VERMA', nomineeRel: 'Spouse', nomineeShare: '' },
      { nomineeName: 'ISHA VERMA', nomineeRel: 'Daughter', nomineeShare: '' },
    ]);
    const base = { nomiReqId: reqId, totalNomi: 2, resiSecFlag: '1' };
    expect(
      (await refused('saveNomineePercShareProfile', { ...base, nomiPercShares: [60, 30] }))
        .displayMessage,
    ).toBe('Total % Share should be equal to 100');
    expect(
      (await refused('saveNomineePercShareProfile', { ...base, nomiPercShares: [100, 0] }))
        .displayMessage,
    ).toBe('Nominee Share cannot be 100 or more than 100');
    expect(
      (await refused('saveNomineePercShareProfile', { ...base, nomiPercShares: [70, 40] }))
        .displayMessage,
    ).toBe('Total percentage equal to 100');
    expect(
      (
        await refused('saveNomineePercShareProfile', {
          ...base,
          resiSecFlag: '',
          nomiPercShares: [60, 40],
        })
      ).errCode,
    ).toBe('SNPS-003');
    expect(
      await data('saveNomineePercShareProfile', { ...base, nomiPercShares: [60, '40'] }),
    ).toMatchObject({ screenNo: 'PDF' });
  });

  let consentList: { consentId: string; consentDesc: string }[] = [];
  it('makes a real PDF behind a signed link', async () => {
    const pdf = await data('generateNomiPdfProfile', { nomiReqId: reqId, otpSignOrEsign: 'O' });
    expect(pdf).toMatchObject({ otpSignOrEsign: 'O', title: 'Nominee Modification Form' });
    expect(pdf.consentList).toHaveLength(3);
    consentList = pdf.consentList;
    const view = await suite.app.inject({ method: 'GET', url: pdf.nomiViewPdf });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await suite.app.inject({ method: 'GET', url: pdf.nomiPdf });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const forged = await suite.app.inject({
      method: 'GET',
      url: pdf.nomiViewPdf.replace(/sig=[\w-]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('final submit needs every consent', async () => {
    const partial = await refused('saveSubmitFinalNomineeProfile', {
      nomiReqId: reqId,
      otpSignOrEsign: 'O',
      consentList: consentList.slice(1),
    });
    expect(partial).toMatchObject({
      status: 400,
      displayMessage: 'Please tick every consent to continue.',
    });
    expect(
      await data('saveSubmitFinalNomineeProfile', {
        nomiReqId: reqId,
        otpSignOrEsign: 'O',
        consentList,
      }),
    ).toMatchObject({
      screenNo: 'S5',
      otpSignOrEsign: 'O',
    });
  });

  it('a change after submit makes signing refuse with PNE-903 until the form is submitted again', async () => {
    await data('saveNomineePercShareProfile', {
      nomiReqId: reqId,
      totalNomi: 2,
      resiSecFlag: '1',
      nomiPercShares: [50, 50],
    });
    const stale = await refused('generateNomiOtp', { nomiReqId: reqId, btnSendResend: 'S' });
    expect(stale).toMatchObject({ status: 409, errCode: 'PNE-903' });
    await data('generateNomiPdfProfile', { nomiReqId: reqId, otpSignOrEsign: 'O' });
    await data('saveSubmitFinalNomineeProfile', {
      nomiReqId: reqId,
      otpSignOrEsign: 'O',
      consentList,
    });
    const detail = await data('loadNomiEsignDtlProfile', { nomiReqId: reqId });
    expect(detail.otpSignOrEsign).toBe('O');
    expect(detail.esignDetl[0].esignDocDetl.esignDocConsent[0]).toMatchObject({
      consentId: 'OTP_AUTH',
    });
    expect(detail.tncLang.length).toBeGreaterThan(0);
  });

  const latestNomineeOtp = async () => {
    const [latest] = await outbox(suite.app, '5000001');
    expect(latest?.subject).toBe('OTP - AUTHORIZATION');
    return /\b(\d{4})\b/.exec(latest?.body ?? '')![1]!;
  };

  it('signs by OTP: send, resend after 30 s, wrong (VONSP-004), expired (VONSP-005), verified', async () => {
    const sent = await data('generateNomiOtp', { nomiReqId: reqId, btnSendResend: 'S' });
    expect(sent).toMatchObject({ status: 'REGENERATED', resendAfterSeconds: 30 });
    const early = await refused('generateNomiOtp', { nomiReqId: reqId, btnSendResend: 'R' });
    expect(early).toMatchObject({
      status: 400,
      displayMessage: 'Please wait 30 seconds before requesting a new OTP.',
    });
    const code = await latestNomineeOtp();
    const wrongCode = code === '0000' ? '1111' : '0000';
    const verify = (otp: string, otpGenRefId: string) =>
      refused('verifyNomiOtp', {
        nomiReqId: reqId,
        otpGenRefId,
        otp,
        consentId: 'OTP_AUTH',
        docType: 'NOMINEE',
      });
    expect(await verify(wrongCode, sent.otpGenRefId)).toMatchObject({
      status: 400,
      errCode: 'VONSP-004',
    });
    expect((await verify('12', sent.otpGenRefId)).displayMessage).toBe('Please enter valid OTP.');
    clock.advance(301_000);
    expect(await verify(code, sent.otpGenRefId)).toMatchObject({
      status: 400,
      errCode: 'VONSP-005',
    });
    const again = await data('generateNomiOtp', { nomiReqId: reqId, btnSendResend: 'R' });
    const fresh = await latestNomineeOtp();
    expect(await verify(fresh, sent.otpGenRefId)).toMatchObject({ errCode: 'VONSP-005' });
    const done = await verify(fresh, again.otpGenRefId);
    expect(done).toMatchObject({
      status: 200,
      isSuccess: true,
      displayMessage: 'OTP Matched SuccessFully.',
    });
    expect(done.data).toMatchObject({
      status: 'VERIFIED',
      addMessage: 'Your nominee request has been registered successfully.',
    });
  });

  it('replaces the nominees on record and closes the request', async () => {
    const dtl = await data('loadNomineeDtlProfile', {});
    expect(dtl).toMatchObject({ nomiReqId: '', nomineePreference: '2' });
    expect(dtl.nomiDtl).toEqual([
      expect.objectContaining({ nomineeName: 'ROHIT VERMA', nomineeShare: '50', guardianName: '' }),
      expect.objectContaining({
        nomineeName: 'ISHA VERMA',
        nomineeShare: '50',
        guardianName: 'ROHIT VERMA',
        isMinor: 'Y',
      }),
    ]);
    expect(
      (
        await refused('verifyNomiOtp', {
          nomiReqId: reqId,
          otpGenRefId: 'x',
          otp: '1234',
          consentId: 'OTP_AUTH',
        })
      ).errCode,
    ).toBe('NOMI-409');
    const profile = envelope(
      await post(
        suite.app,
        '/cdesk/gw/ewatraderegws/api/profileoperations/getProfileDetail',
        { ucc },
        token,
      ),
    );
    expect(profile.data.nominees.map((n: { share: number }) => n.share)).toEqual([50, 50]);
  });

  it('a new change starts from the signed nominees in full', async () => {
    const change = await data('generateNomiReqProfile', { action: 'CHNG_NOMI' });
    expect(change.totalNomi).toBe(2);
    const second = await data('loadNomineeDetailsProfile', {
      nomiReqId: change.nomiReqId,
      nomineeNo: 2,
    });
    expect(second).toMatchObject({
      nomiFName: 'ISHA',
      nomiIdntType: '5',
      nomiIdntNo: '4321',
      nomiEmail: 'isha@example.com',
    });
    expect(
      await data('removeNomineeProfile', { nomiReqId: change.nomiReqId, nomineeNo: 2 }),
    ).toMatchObject({ screenNo: 'S10', totalNomi: 1 });
    expect(await data('cancelNomineeRequestProfile', { nomiReqId: change.nomiReqId })).toEqual({
      nomiReqId: change.nomiReqId,
    });
  });
});
