import { describe, expect, it } from 'vitest';
import { envelope, FixedClock, login, outbox, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

describe.each(testDatabases())('nominee e-sign and geography on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let token = '';
  let reqId = '';
  let srNo = '';
  let redirectUrl = '';
  const call = async (service: string, body: object) =>
    post(suite.app, `/cdesk/gw/nominee/${service}`, body, token);
  const data = async (service: string, body: object) => {
    const response = await call(service, body);
    const env = envelope(response);
    if (response.statusCode !== 200 || !env.isSuccess)
      throw new Error(`${service}: ${response.body}`);
    return env.data;
  };
  const form = (url: string, fields: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('offers an investor without nominees to opt in or out', async () => {
    token = (await login(suite.app, '5000013')).token;
    const dtl = await data('loadNomineeDtlProfile', {});
    expect(dtl).toMatchObject({
      nomiDtl: [],
      allowModifyNominee: 'N',
      transactAction: ['OPT_IN', 'OPT_OUT'],
    });
  });

  it('an opt-out goes straight to its form, signed by e-sign in a demat account', async () => {
    const step = await data('generateNomiReqProfile', { action: 'OPT_OUT' });
    expect(step).toMatchObject({ action: 'OPT_OUT', screenNo: 'PDF', totalNomi: 0 });
    reqId = step.nomiReqId;
    expect(
      (
        await call('saveNomineeOptProfile', {
          nomiReqId: reqId,
          action: 'OPT_OUT',
          nomiPreference: '1',
        })
      ).statusCode,
    ).toBe(400);
    const pdf = await data('generateNomiPdfProfile', { nomiReqId: reqId });
    expect(pdf).toMatchObject({ otpSignOrEsign: 'E', title: 'Nominee Opt out Form' });
    expect(pdf.consentList.map((c: { consentId: string }) => c.consentId)).toEqual([
      'NOMI_OPTOUT',
      'NOMI_LEGAL',
    ]);
    const submitted = await data('saveSubmitFinalNomineeProfile', {
      nomiReqId: reqId,
      otpSignOrEsign: 'E',
      consentList: pdf.consentList,
    });
    expect(submitted).toMatchObject({ screenNo: 'S5', otpSignOrEsign: 'E' });
  });

  it('gives the signing detail and refuses OTP signing of an e-sign form', async () => {
    const detail = await data('loadNomiEsignDtlProfile', { nomiReqId: reqId });
    expect(detail.otpSignOrEsign).toBe('E');
    expect(detail.esignDetl[0]).toMatchObject({ holder: 'F' });
    expect(detail.tncLang[0]).toEqual({ LANG_ID: 'EN', LANGUAGE: 'English' });
    srNo = detail.esignDetl[0].esignDocDetl.esignDocSrNo;
    expect(
      (await call('generateNomiOtp', { nomiReqId: reqId, btnSendResend: 'S' })).statusCode,
    ).toBe(400);
  });

  it('answers PNE-903 when the form signed is not the current one, and needs a language', async () => {
    const stale = await call('submitNomiEsignRequestProfile', {
      nomiReqId: reqId,
      tncLang: 'EN',
      esignDocSrNo: `${reqId}-99`,
    });
    expect(stale.statusCode).toBe(409);
    expect(envelope(stale).errCode).toBe('PNE-903');
    const noLang = await call('submitNomiEsignRequestProfile', {
      nomiReqId: reqId,
      tncLang: '',
      esignDocSrNo: srNo,
    });
    expect(envelope(noLang).displayMessage).toBe('Preferred T & C Language cannot be empty.');
  });

  it('reports an e-sign service failure without a 500', async () => {
    await suite.app.inject({ method: 'POST', url: '/cdesk/sandbox/esign/fail-next' });
    const failed = await call('submitNomiEsignRequestProfile', {
      nomiReqId: reqId,
      tncLang: 'EN',
      esignDocSrNo: srNo,
    });
    expect(failed.statusCode).toBe(502);
    expect(envelope(failed).errCode).toBe('PNE-904');
  });

  it('redirects to the sandbox e-sign page, which shows the document and sends an Aadhaar OTP', async () => {
    redirectUrl = (
      await data('submitNomiEsignRequestProfile', {
        nomiReqId: reqId,
        tncLang: 'EN',
        esignDocSrNo: srNo,
      })
    ).redirectUrl;
    expect(redirectUrl).toMatch(/^\/cdesk\/sandbox\/esign\/sign\?ref=[0-9a-f]{32}&doc=/);
    const page = await suite.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Open the document to sign (PDF)');
    const { ref, doc } = Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams) as {
      ref: string;
      doc: string;
    };
    const documentPdf = await suite.app.inject({ method: 'GET', url: doc });
    expect(documentPdf.headers['content-type']).toBe('application/pdf');
    const sent = await form('/cdesk/sandbox/esign/sign', { ref, doc, step: 'send' });
    expect(sent.body).toContain('Aadhaar OTP');
    const [sms] = await outbox(suite.app, '5000013');
    const aadhaarOtp = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const wrong = await form('/cdesk/sandbox/esign/sign', {
      ref,
      doc,
      step: 'verify',
      otp: aadhaarOtp === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toContain('The Aadhaar OTP is not correct.');
    const signed = await form('/cdesk/sandbox/esign/sign', {
      ref,
      doc,
      step: 'verify',
      otp: aadhaarOtp,
    });
    expect(signed.statusCode).toBe(303);
    redirectUrl = signed.headers.location as string;
    expect(redirectUrl).toMatch(
      /^\/cdesk\/nomiesigncapture\?txnId=[0-9a-f]{32}&status=SUCCESS&signature=/,
    );
  });

  it('refuses a forged return and completes on the real one, once', async () => {
    const returned = Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams);
    const forged = await call('receiveNomiEsignResponseProfile', {
      ...returned,
      signature: 'forged',
    });
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).errCode).toBe('PNE-904');
    const done = await data('receiveNomiEsignResponseProfile', returned);
    expect(done).toMatchObject({
      nomiReqId: reqId,
      message: 'Your request to opt out of nomination has been registered.',
      isFromTransact: 'N',
    });
    expect((await data('receiveNomiEsignResponseProfile', returned)).nomiReqId).toBe(reqId);
    const dtl = await data('loadNomineeDtlProfile', {});
    expect(dtl).toMatchObject({
      nomiReqId: '',
      transactAction: ['OPT_IN'],
      nomineeMsg: 'You have opted out of nomination.',
    });
    const page = await suite.app.inject({
      method: 'GET',
      url: `/cdesk/sandbox/esign/sign?ref=${returned.txnId}`,
    });
    expect(page.statusCode).toBe(404);
  });

  it('lists countries, states and cities by ISO code', async () => {
    const countries = (
      await data('getGeoList', { fetchFor: 'Country', geoCode: '', isMobile: 'N' })
    ).geoList;
    expect(countries).toContainEqual({ geoName: 'India', geoCode: 'IN' });
    const states = (await data('getGeoList', { fetchFor: 'State', geoCode: 'IN' })).geoList;
    expect(states).toContainEqual({ geoName: 'Maharashtra', geoCode: 'MH' });
    const cities = (await data('getGeoList', { fetchFor: 'City', geoCode: 'IN-MH' })).geoList;
    expect(cities).toContainEqual({ geoName: 'Mumbai', geoCode: 'Mumbai' });
    expect((await call('getGeoList', { fetchFor: 'Planet' })).statusCode).toBe(400);
  });

  it('looks up an India pin code', async () => {
    const found = await data('getPincodeDetail', {
      isMobile: 'N',
      accessFrom: 'PROFILE_WEB',
      pincode: '400001',
    });
    expect(found.stateList).toEqual([{ geoName: 'Maharashtra', geoCode: 'MH' }]);
    expect(found.cityList).toContainEqual({ geoName: 'Mumbai', geoCode: 'Mumbai' });
    const unknown = envelope(await call('getPincodeDetail', { pincode: '000000' }));
    expect(unknown).toMatchObject({
      isSuccess: false,
      displayMessage: 'No details found for this pin code.',
    });
    const bad = await call('getPincodeDetail', { pincode: '40A001' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).displayMessage).toBe('Enter valid Pin / Zip code.');
  });
});
