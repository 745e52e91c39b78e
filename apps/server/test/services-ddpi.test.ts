import { ddpiMessages, orderMessages, sellMessages } from '@cdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { auditEvents } from '../src/db/schema.js';
import type { SandboxStandIns } from '../src/providers/index.js';
import { envelope, FixedClock, outbox } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { investor, submitForm, type Investor } from './support/purchase.js';
import { insertSchemeFixture } from './support/scheme-fixture.js';
import { accountIdOf, makeDemat, recordLots, sellerLots } from './support/selling.js';

// Friday 21 August 2026, 11:30 in India.
const start = new Date('2026-08-21T06:00:00Z');

const ddpi = (call: string) => `/cdesk/gw/ProcessPoaDdpiService/${call}`;
const dp = (call: string) => `/cdesk/gw/DPcharges/${call}`;
const poaCheck = '/cdesk/gw/ewamftrxnsws/api/redemption/checkRedPOAValidation';

describe.each(testDatabases())('DDPI consent on $name', ({ open }) => {
  const clock = new FixedClock(start);
  let database: Database;
  let built: App & { sandbox: SandboxStandIns };
  let anil: Investor;
  let sunita: Investor;
  const folios: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    const app = await buildApp(testConfig(), { database, backgroundJobs: false, clock });
    if (!app.sandbox) throw new Error('the DDPI tests run against the sandbox providers');
    built = app as App & { sandbox: SandboxStandIns };
    await insertSchemeFixture(database);
    for (const njAcNo of ['5000015', '5000016']) {
      const accountId = await accountIdOf(database, njAcNo);
      folios[njAcNo] = await recordLots(
        built,
        accountId,
        118989,
        'HDFC Mutual Fund',
        sellerLots.midCap,
        `DDPI${njAcNo}`,
      );
      await makeDemat(database, folios[njAcNo]!, accountId, {
        poaDdpi: 'N',
        edisFlag: njAcNo === '5000015' ? 'Y' : 'N',
      });
    }
    anil = await investor(built.app, '5000015');
    sunita = await investor(built.app, '5000016');
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const refusal = async (who: Investor, url: string, body: object) => {
    const response = await who.call(url, body);
    const reply = envelope(response);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(reply.isSuccess).toBe(false);
    return reply;
  };
  const refusedWith = async (who: Investor, url: string, body: object, message: string) =>
    expect((await refusal(who, url, body)).displayMessage).toBe(message);
  const verify = async (who: Investor, vpa: string) =>
    (await who.data(dp('vpaAuthentication'), { payerVirtualAddress: vpa }))
      .VPAVerifyDtlsrNo as string;
  const pay = async (who: Investor, ddpiReqId: string, vpa: string) =>
    who.data(ddpi('proceedForPayment'), {
      ddpiReqId,
      payMode: '8',
      payerVirtualAddress: vpa,
      VPAVerifyDtlSrNo: await verify(who, vpa),
    });
  const inquire = (who: Investor, trxnid: string, UPIRefTrxnID = '') =>
    who.data(dp('statusInquiry'), { trxnid, UPIRefTrxnID });
  /** The payer's decision in the sandbox UPI app, as a person makes it. */
  const decideInApp = async (vpa: string, decision: string, reason = '') => {
    const page = await built.app.inject({ method: 'GET', url: `/cdesk/sandbox/upi?vpa=${vpa}` });
    expect(page.body).toContain('₹100.00');
    const ref = /name="ref" value="([0-9a-f]{32})"/.exec(page.body)?.[1] ?? '';
    expect(ref).not.toBe('');
    return submitForm(built.app, '/cdesk/sandbox/upi', { ref, decision, reason, vpa });
  };
  const form = (url: string, fields: Record<string, string>) =>
    built.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  let anilReq = '';
  let sunitaReq = '';

  it('says whose DDPI is already in favour and who has no demat account to give one for', async () => {
    const asha = await investor(built.app, '5000001');
    expect(await asha.data(ddpi('loadPoaDdpi'), {})).toMatchObject({
      ddpiStatus: 'ACTIVE',
      step: 'DONE',
      message: ddpiMessages.alreadyActive,
    });
    await refusedWith(asha, ddpi('generateDdpiPdf'), {}, ddpiMessages.alreadyActive);
    const farhan = await investor(built.app, '5000011');
    expect(await farhan.data(ddpi('loadPoaDdpi'), {})).toMatchObject({ ddpiStatus: 'NO_DEMAT' });
    await refusedWith(farhan, ddpi('generateDdpiPdf'), {}, ddpiMessages.noDemat);
    await refusedWith(
      farhan,
      dp('vpaAuthentication'),
      { payerVirtualAddress: '' },
      'Please provide UPI ID',
    );
    const noSession = await built.app.inject({
      method: 'POST',
      url: ddpi('loadPoaDdpi'),
      payload: {},
    });
    expect(noSession.statusCode).toBe(401);
  });

  it('explains a DDPI, opens a request and gives its document as a real PDF', async () => {
    const state = await anil.data(ddpi('loadPoaDdpi'), {});
    expect(state).toMatchObject({
      ddpiStatus: 'NONE',
      step: 'CONSENT',
      holderName: 'Anil Kulkarni',
      dematAccNo: 'IN30021487654321',
      stampDutyAmount: 10000,
    });
    expect(state.authorities.length).toBeGreaterThan(2);
    const pdf = await anil.data(ddpi('generateDdpiPdf'), {});
    anilReq = pdf.ddpiReqId;
    expect(pdf.consentList[0].consentDesc).toContain('IN30021487654321');
    expect(pdf.ddpiViewPdf).toMatch(
      /^\/cdesk\/gw\/ProcessPoaDdpiService\/pdf\/ddpi-\d+\.pdf\?exp=/,
    );
    const file = await built.app.inject({ method: 'GET', url: pdf.ddpiViewPdf });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await built.app.inject({ method: 'GET', url: pdf.ddpiPdf });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const forged = await built.app.inject({
      method: 'GET',
      url: pdf.ddpiViewPdf.replace(/sig=[^&]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(404);
    // Asking again resumes the same request.
    expect((await anil.data(ddpi('generateDdpiPdf'), {})).ddpiReqId).toBe(anilReq);
    expect(await anil.data(ddpi('loadPoaDdpi'), {})).toMatchObject({
      ddpiStatus: 'IN_PROGRESS',
      step: 'CONSENT',
      ddpiReqId: anilReq,
    });
  });

  it('refuses the payment and the e-sign before the consent, and a consent not given', async () => {
    const ref = { ddpiReqId: anilReq };
    await refusedWith(anil, ddpi('loadDdpiPaymentDtl'), ref, ddpiMessages.consentFirst);
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      { ...ref, payMode: '8', payerVirtualAddress: 'anil@okhdfc', VPAVerifyDtlSrNo: 'x' },
      ddpiMessages.consentFirst,
    );
    await refusedWith(anil, ddpi('loadDdpiEsign'), ref, ddpiMessages.consentFirst);
    await refusedWith(
      anil,
      ddpi('processDdpiEsignRequest'),
      { ...ref, tncLang: 'EN' },
      ddpiMessages.consentFirst,
    );
    await refusedWith(
      anil,
      ddpi('saveSubmitDdpi'),
      { ...ref, consent: 'N' },
      ddpiMessages.consentRequired,
    );
    await refusedWith(anil, ddpi('saveSubmitDdpi'), { ...ref }, ddpiMessages.consentRequired);
    await refusedWith(
      anil,
      ddpi('saveSubmitDdpi'),
      { ddpiReqId: '999999', consent: 'Y' },
      ddpiMessages.requestNotFound,
    );
    await refusedWith(
      anil,
      ddpi('saveSubmitDdpi'),
      { ddpiReqId: 'abc', consent: 'Y' },
      ddpiMessages.requestNotFound,
    );
    // Another investor's request is not theirs to consent to.
    await refusedWith(
      sunita,
      ddpi('saveSubmitDdpi'),
      { ...ref, consent: 'Y' },
      ddpiMessages.requestNotFound,
    );
    expect(await anil.data(ddpi('saveSubmitDdpi'), { ...ref, consent: 'Y' })).toMatchObject({
      step: 'PAYMENT',
      message: ddpiMessages.consentSaved,
    });
    expect((await anil.data(ddpi('loadPoaDdpi'), {})).step).toBe('PAYMENT');
    await refusedWith(anil, ddpi('loadDdpiEsign'), ref, ddpiMessages.paymentFirst);
    await refusedWith(
      anil,
      ddpi('processDdpiEsignRequest'),
      { ...ref, tncLang: 'EN' },
      ddpiMessages.paymentFirst,
    );
  });

  it('asks for a payment mode and a valid, verified UPI ID', async () => {
    expect(await anil.data(ddpi('loadDdpiPaymentDtl'), { ddpiReqId: anilReq })).toMatchObject({
      amount: 10000,
      payModeList: [{ payModeId: '8', payModeName: 'UPI' }],
      paymentStatus: '',
      trxnid: '',
    });
    await refusedWith(
      anil,
      dp('vpaAuthentication'),
      { payerVirtualAddress: '  ' },
      'Please provide UPI ID',
    );
    await refusedWith(
      anil,
      dp('vpaAuthentication'),
      { payerVirtualAddress: 'anil@' },
      'Kindly enter valid UPI ID',
    );
    expect(
      await anil.data(dp('vpaAuthentication'), { payerVirtualAddress: 'fail.anil@okhdfc' }),
    ).toMatchObject({
      VPAVerifyStatus: 'NV',
      message: orderMessages.vpaFailed,
    });
    expect(
      await anil.data(dp('vpaAuthentication'), { payerVirtualAddress: 'anil.kulkarni@okhdfc' }),
    ).toMatchObject({
      VPAVerifyStatus: 'VE',
      payerName: 'Anil Kulkarni',
    });
    const body = {
      ddpiReqId: anilReq,
      payMode: '8',
      payerVirtualAddress: 'anil.kulkarni@okhdfc',
      VPAVerifyDtlSrNo: '',
    };
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      { ...body, payMode: '' },
      ddpiMessages.payModeRequired,
    );
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      { ...body, payMode: '1' },
      ddpiMessages.payModeInvalid,
    );
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      { ...body, payerVirtualAddress: '' },
      'Please provide UPI ID',
    );
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      { ...body, payerVirtualAddress: 'anil.kulkarni' },
      'Kindly enter valid UPI ID',
    );
    await refusedWith(anil, ddpi('proceedForPayment'), body, orderMessages.vpaNotVerified);
    const failedCheck = await verify(anil, 'fail.anil@okhdfc');
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      { ...body, payerVirtualAddress: 'fail.anil@okhdfc', VPAVerifyDtlSrNo: failedCheck },
      orderMessages.vpaNotVerified,
    );
  });

  it('reports a rejected UPI request with the bank’s reason', async () => {
    const collect = await pay(anil, anilReq, 'anil.r@okhdfc');
    expect(collect).toMatchObject({
      collectionApiStatus: 'SUCCESS',
      collectionApiStatusDes: orderMessages.upiCollectSent,
      upiTimer: 300000,
    });
    expect(await inquire(anil, collect.trxnid)).toMatchObject({
      status: 'PENDING',
      message: orderMessages.upiPending,
      remainingMs: 300000,
    });
    // A second click while the request waits answers the same request.
    expect((await pay(anil, anilReq, 'anil.r@okhdfc')).trxnid).toBe(collect.trxnid);
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      {
        ddpiReqId: anilReq,
        payMode: '8',
        payerVirtualAddress: 'anil.other@okhdfc',
        VPAVerifyDtlSrNo: await verify(anil, 'anil.other@okhdfc'),
      },
      ddpiMessages.paymentWaiting,
    );
    await decideInApp('anil.r@okhdfc', 'DECLINE', 'Insufficient balance in the account');
    expect(await inquire(anil, collect.trxnid, collect.UPIREFTRXNID)).toMatchObject({
      status: 'REJECTED',
      message:
        'Your UPI mandate request has been rejected due to the following reason. Please try again.',
      reason: 'Insufficient balance in the account',
    });
    expect(await anil.data(ddpi('loadDdpiPaymentDtl'), { ddpiReqId: anilReq })).toMatchObject({
      paymentStatus: 'REJECTED',
      message: orderMessages.upiRejected,
      reason: 'Insufficient balance in the account',
    });
  });

  it('says a cancelled or failed UPI request is received and awaited from the bank', async () => {
    const cancelled = await pay(anil, anilReq, 'anil.c@okaxis');
    await decideInApp('anil.c@okaxis', 'CANCEL');
    expect(await inquire(anil, cancelled.trxnid)).toMatchObject({
      status: 'CANCELLED',
      message: 'Your payment request is received and status is awaited from the bank.',
    });
    const failed = await pay(anil, anilReq, 'anil.f@okaxis');
    expect(failed.trxnid).not.toBe(cancelled.trxnid);
    await decideInApp('anil.f@okaxis', 'FAIL');
    expect(await inquire(anil, failed.trxnid)).toMatchObject({
      status: 'FAILED',
      message: orderMessages.upiAwaited,
    });
    // Only the latest request of the DDPI is asked about.
    await refusedWith(
      anil,
      dp('statusInquiry'),
      { trxnid: cancelled.trxnid },
      orderMessages.paymentNotFound,
    );
    await refusedWith(
      anil,
      dp('statusInquiry'),
      { trxnid: failed.trxnid, UPIRefTrxnID: 'other' },
      orderMessages.upiRefMismatch,
    );
    await refusedWith(
      sunita,
      dp('statusInquiry'),
      { trxnid: failed.trxnid },
      orderMessages.paymentNotFound,
    );
  });

  it('reports a collect request the gateway could not send', async () => {
    const srNo = await verify(anil, 'anil.down@okhdfc');
    built.sandbox.paymentGateway.failNext('UPI_COLLECT');
    const response = await anil.call(ddpi('proceedForPayment'), {
      ddpiReqId: anilReq,
      payMode: '8',
      payerVirtualAddress: 'anil.down@okhdfc',
      VPAVerifyDtlSrNo: srNo,
    });
    expect(envelope(response)).toMatchObject({
      isSuccess: false,
      data: { collectionApiStatus: 'ERROR' },
    });
  });

  it('gives no response after 300000 ms, then takes a fresh request paid in the UPI app', async () => {
    const silent = await pay(anil, anilReq, 'anil.late@okhdfc');
    clock.advance(300_000);
    try {
      expect(await inquire(anil, silent.trxnid)).toMatchObject({
        status: 'NO_RESPONSE',
        message: orderMessages.upiAwaited,
        remainingMs: 0,
      });
      const paid = await pay(anil, anilReq, 'anil.kulkarni@okhdfc');
      expect(paid.trxnid).not.toBe(silent.trxnid);
      expect((await decideInApp('anil.kulkarni@okhdfc', 'APPROVE')).body).toContain(
        'Payment approved.',
      );
      expect(await inquire(anil, paid.trxnid)).toMatchObject({
        status: 'SUCCESS',
        message:
          'Your transaction is successfully submitted. Imp Note: Your transaction will be processed subject to fund receipt by us from the bank',
      });
    } finally {
      clock.advance(-300_000);
    }
    expect((await anil.data(ddpi('loadPoaDdpi'), {})).step).toBe('ESIGN');
    await refusedWith(
      anil,
      ddpi('proceedForPayment'),
      {
        ddpiReqId: anilReq,
        payMode: '8',
        payerVirtualAddress: 'anil.kulkarni@okhdfc',
        VPAVerifyDtlSrNo: await verify(anil, 'anil.kulkarni@okhdfc'),
      },
      ddpiMessages.alreadyPaid,
    );
  });

  it('counts a payment approved after the wait ran out', async () => {
    sunitaReq = (await sunita.data(ddpi('generateDdpiPdf'), {})).ddpiReqId;
    await sunita.data(ddpi('saveSubmitDdpi'), { ddpiReqId: sunitaReq, consent: 'Y' });
    const collect = await pay(sunita, sunitaReq, 'sunita.bhat@okicici');
    clock.advance(300_000);
    try {
      expect((await inquire(sunita, collect.trxnid)).status).toBe('NO_RESPONSE');
      await decideInApp('sunita.bhat@okicici', 'APPROVE');
      // A new attempt first finds the earlier one paid: no second collect request.
      const again = await pay(sunita, sunitaReq, 'sunita.bhat@okicici');
      expect(again).toMatchObject({
        trxnid: collect.trxnid,
        collectionApiStatusDes: orderMessages.upiSuccess,
      });
      expect(await inquire(sunita, collect.trxnid)).toMatchObject({ status: 'SUCCESS' });
    } finally {
      clock.advance(-300_000);
    }
  });

  let capture = '';

  it('signs the paid DDPI with Aadhaar e-sign on the sandbox page', async () => {
    const ref = { ddpiReqId: anilReq };
    const detail = await anil.data(ddpi('loadDdpiEsign'), ref);
    expect(detail).toMatchObject({ holderName: 'Anil Kulkarni', esignDocStatus: 'INITIAL' });
    expect(detail.tncLang.map((l: { LANG_ID: string }) => l.LANG_ID)).toContain('EN');
    await refusedWith(
      anil,
      ddpi('processDdpiEsignRequest'),
      { ...ref, tncLang: '' },
      ddpiMessages.tncLangRequired,
    );
    await refusedWith(
      anil,
      ddpi('processDdpiEsignRequest'),
      { ...ref, tncLang: 'XX' },
      'Preferred T & C Language should be valid.',
    );
    await built.app.inject({ method: 'POST', url: '/cdesk/sandbox/esign/fail-next' });
    const down = await anil.call(ddpi('processDdpiEsignRequest'), { ...ref, tncLang: 'EN' });
    expect(down.statusCode).toBe(502);
    expect(envelope(down).displayMessage).toBe(ddpiMessages.esignFailed);
    const { redirectUrl } = await anil.data(ddpi('processDdpiEsignRequest'), {
      ...ref,
      tncLang: 'EN',
    });
    expect(redirectUrl).toMatch(/^\/cdesk\/sandbox\/esign\/sign\?ref=[0-9a-f]{32}&doc=/);
    expect((await anil.data(ddpi('loadDdpiEsign'), ref)).esignDocStatus).toBe('PENDING');
    const { ref: txn, doc } = Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams) as {
      ref: string;
      doc: string;
    };
    const documentPdf = await built.app.inject({ method: 'GET', url: doc });
    expect(documentPdf.headers['content-type']).toBe('application/pdf');
    await form('/cdesk/sandbox/esign/sign', { ref: txn, doc, step: 'send' });
    const [sms] = await outbox(built.app, '5000015');
    const otp = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const signed = await form('/cdesk/sandbox/esign/sign', { ref: txn, doc, step: 'verify', otp });
    expect(signed.statusCode).toBe(303);
    capture = signed.headers.location as string;
    expect(capture).toMatch(
      /^\/cdesk\/ddpiesigncapture\?txnId=[0-9a-f]{32}&status=SUCCESS&signature=/,
    );
  });

  it('refuses a forged return, then registers the DDPI with the depository, once', async () => {
    const returned = Object.fromEntries(new URL(capture, 'http://x').searchParams);
    await refusedWith(
      anil,
      ddpi('processDdpiEsignResponse'),
      { ...returned, signature: 'forged' },
      ddpiMessages.esignFailed,
    );
    await refusedWith(sunita, ddpi('processDdpiEsignResponse'), returned, ddpiMessages.esignFailed);
    const before = await anil.data(poaCheck, { folioNo: folios['5000015'], schCode: 118989 });
    expect(before).toMatchObject({
      FLG_POA: 'N',
      IS_EDIS: 'Y',
      message: sellMessages.edisRedirect,
    });

    const done = await anil.call(ddpi('processDdpiEsignResponse'), returned);
    expect(envelope(done)).toMatchObject({
      isSuccess: true,
      displayMessage: ddpiMessages.signed,
      data: { ddpiReqId: anilReq, ddpiStatus: 'ACTIVE' },
    });
    expect(envelope(await anil.call(ddpi('processDdpiEsignResponse'), returned)).isSuccess).toBe(
      true,
    );
    const accountId = await accountIdOf(database, '5000015');
    const signedEvents = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.kind, 'DDPI_SIGNED')));
    expect(signedEvents).toHaveLength(1);
    expect(await anil.data(ddpi('loadPoaDdpi'), {})).toMatchObject({
      ddpiStatus: 'ACTIVE',
      registeredOn: '21-08-2026',
    });
    await refusedWith(anil, ddpi('generateDdpiPdf'), {}, ddpiMessages.alreadyActive);
    await refusedWith(
      anil,
      ddpi('loadDdpiEsign'),
      { ddpiReqId: anilReq },
      ddpiMessages.requestNotFound,
    );

    // Demat units now sell without the depository's eDIS page.
    expect(await anil.data(poaCheck, { folioNo: folios['5000015'], schCode: 118989 })).toEqual({
      mode: 'D',
      FLG_POA: 'Y',
      IS_EDIS: 'N',
      isBlocked: 'N',
      message: '',
    });
  });

  it('lets an investor whose eDIS is off redeem demat units once the DDPI is signed', async () => {
    expect(
      await sunita.data(poaCheck, { folioNo: folios['5000016'], schCode: 118989 }),
    ).toMatchObject({
      isBlocked: 'Y',
      message: sellMessages.poaNotInFavour,
    });
    const { redirectUrl } = await sunita.data(ddpi('processDdpiEsignRequest'), {
      ddpiReqId: sunitaReq,
      tncLang: 'HI',
    });
    const { ref: txn } = Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams);
    const declined = await form('/cdesk/sandbox/esign/sign', {
      ref: txn!,
      doc: '',
      step: 'decline',
    });
    const cancelled = Object.fromEntries(
      new URL(declined.headers.location as string, 'http://x').searchParams,
    );
    await refusedWith(
      sunita,
      ddpi('processDdpiEsignResponse'),
      cancelled,
      ddpiMessages.esignFailed,
    );
    expect((await sunita.data(ddpi('loadPoaDdpi'), {})).step).toBe('ESIGN');
    const returnUrl = built.sandbox.esign.returnUrl(txn!, 'SUCCESS', 'DDPI');
    const signed = Object.fromEntries(new URL(returnUrl, 'http://x').searchParams);
    expect((await sunita.data(ddpi('processDdpiEsignResponse'), signed)).ddpiStatus).toBe('ACTIVE');
    expect(
      await sunita.data(poaCheck, { folioNo: folios['5000016'], schCode: 118989 }),
    ).toMatchObject({
      FLG_POA: 'Y',
      isBlocked: 'N',
    });
  });
});
