import { createRequire } from 'node:module';
import path from 'node:path';
import { closureMessages, encodeMappingCredential } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closureRequests } from '../src/db/schema.js';
import { AppError } from '../src/lib/app-error.js';
import { renderOrRefuse } from '../src/modules/services/closure/index.js';
import { envelope, FixedClock, latestOtp, login, outbox, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { asDataUrl, clientMasterReportPdf, tampered } from './support/signed-pdf.js';
import { appPerSuite } from './support/suite.js';

const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** The text of each page of a PDF, read back by a PDF reader (pdf.js). */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontsDir,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.map((page) => page.replace(/\s+/g, ' '));
}

/** Who signs the client master reports of these tests (their certificate's common name). */
const cmrSigner = 'NSDL DP 300214 CMR SIGNER';

/** A client master report as a participant issues it: a PDF signed by its certificate, or not. */
async function clientMasterReport(signed = true, padBytes = 0): Promise<string> {
  return asDataUrl(
    await clientMasterReportPdf({ padBytes, ...(signed ? { signer: cmrSigner } : {}) }),
  );
}

const form = {
  reasonCode: 'SERVICE',
  dpId: 'IN304262',
  boId: '10000013',
  transferHoldings: 'N',
  consent: 'Y',
  language: 'EN',
};

describe('the closure PDF', () => {
  it('answers the spec message when the PDF cannot be made', async () => {
    const failing = () => Promise.reject(new Error('out of memory'));
    const refused = await renderOrRefuse(failing, {} as never).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      errCode: 'CLOSURE_PDF',
      displayMessage: closureMessages.pdfFailed,
    });
    expect(closureMessages.pdfFailed).toBe(
      'Due to some technical issue, we are unable to generate the E-Wealth Account Closure Request PDF. Please try after some time.',
    );
  });
});

describe.each(testDatabases())('account closure on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let token = '';
  let reqId = '';
  const call = (name: string, body: object, as = token) =>
    post(suite.app, `/cdesk/gw/ClosureProcessService/${name}`, body, as);
  const data = async (name: string, body: object) => {
    const response = await call(name, body);
    const env = envelope(response);
    if (response.statusCode !== 200 || !env.isSuccess) throw new Error(`${name}: ${response.body}`);
    return env.data;
  };
  const refusal = async (name: string, body: object) => {
    const response = await call(name, body);
    const env = envelope(response);
    expect(env.isSuccess).toBe(false);
    return { status: response.statusCode, message: env.displayMessage, code: env.errCode };
  };
  const pdfAt = async (url: string) => {
    const response = await suite.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfText(response.rawPayload);
  };

  it('needs a session', async () => {
    expect((await call('loadClosureForm', {}, '')).statusCode).toBe(401);
  });

  it('offers the form with the demat account to close, the reasons and the languages', async () => {
    token = (await login(suite.app, '5000013')).token;
    const loaded = await data('loadClosureForm', {});
    expect(loaded).toMatchObject({
      investorName: 'Rohan Gupta',
      demat: { dpId: 'IN304262', boId: '10000013', depository: 'NSDL' },
      pending: null,
    });
    expect(loaded.reasons.map((r: { code: string }) => r.code)).toContain('OTHERS');
    expect(loaded.languages[0]).toEqual({ code: 'EN', label: 'English' });
  });

  it('refuses an account without a demat account with the distributor', async () => {
    const asha = (await login(suite.app, '5000001')).token;
    const response = await call('saveClosureDetail', { ...form, boId: '12345678' }, asha);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(closureMessages.noDematAccount);
    expect(envelope(await call('loadClosureForm', {}, asha)).data.demat).toBeNull();
  });

  it('refuses each field that is not valid', async () => {
    const cases: [object, string][] = [
      [{ reasonCode: 'BORED' }, 'Closure reason should be valid.'],
      [{ reasonCode: 'OTHERS', remarks: '' }, closureMessages.remarks],
      [{ dpId: 'IN300214' }, 'DP ID should be valid.'],
      [{ boId: '1234' }, 'BO ID should be valid.'],
      [{ boId: '99999999' }, closureMessages.notOwnDemat],
      [{ consent: 'N' }, 'Consent should be checked.'],
      [{ language: 'FR' }, 'Language should be valid.'],
      [{ transferHoldings: 'X' }, closureMessages.transfer],
      [
        { transferHoldings: 'Y', targetDpId: 'XX1', targetClientId: '87654321' },
        closureMessages.targetDpId,
      ],
      [
        { transferHoldings: 'Y', targetDpId: 'IN300214', targetClientId: '8765' },
        closureMessages.targetClientId,
      ],
      [
        { transferHoldings: 'Y', targetDpId: 'IN304262', targetClientId: '10000013' },
        closureMessages.sameTarget,
      ],
      [
        { transferHoldings: 'Y', targetDpId: 'IN300214', targetClientId: '87654321' },
        closureMessages.cmrRequired,
      ],
    ];
    for (const [change, message] of cases) {
      const refused = await refusal('saveClosureDetail', { ...form, ...change });
      expect([refused.status, refused.message]).toEqual([400, message]);
    }
  });

  it('refuses a client master report that is not a readable, digitally signed PDF', async () => {
    const transfer = {
      ...form,
      transferHoldings: 'Y',
      targetDpId: 'IN300214',
      targetClientId: '87654321',
    };
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(2000).fill(1)]).toString('base64')}`;
    const broken = `data:application/pdf;base64,${Buffer.from(`%PDF-1.7\n${'x'.repeat(3000)}`).toString('base64')}`;
    const tiny = `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n%%EOF').toString('base64')}`;
    const cases: [string, string, string][] = [
      ['cmr.png', png, closureMessages.cmrNotPdf],
      [
        'cmr.pdf',
        png,
        "The file's content is not a PDF file. Please upload the document itself, not a renamed file.",
      ],
      ['cmr.pdf', tiny, 'File size should be at least 1 KB.'],
      [
        'cmr.pdf',
        broken,
        'The PDF could not be read. The file may be damaged; please upload it again.',
      ],
      ['cmr.pdf', await clientMasterReport(false), closureMessages.cmrUnsigned],
      // Signed, then changed: the CMS signature no longer matches the signed byte range.
      [
        'cmr.pdf',
        asDataUrl(tampered(await clientMasterReportPdf({ signer: cmrSigner }), '595', '596')),
        closureMessages.cmrSignatureInvalid,
      ],
      // Signed, then something added after the signed range.
      [
        'cmr.pdf',
        asDataUrl(
          Buffer.concat([
            await clientMasterReportPdf({ signer: cmrSigner }),
            Buffer.from('\n1 0 obj\n(appended)\nendobj\n%%EOF\n'),
          ]),
        ),
        closureMessages.cmrSignatureInvalid,
      ],
      [
        'cmr.pdf',
        await clientMasterReport(true, 5_300_000),
        'File size should not be more than 5 MB.',
      ],
    ];
    for (const [cmrFileName, cmrContent, message] of cases) {
      const refused = await refusal('saveClosureDetail', { ...transfer, cmrFileName, cmrContent });
      expect([refused.status, refused.message]).toEqual([400, message]);
    }
  });

  it('saves a request with holdings to transfer, one open at a time', async () => {
    const saved = await data('saveClosureDetail', {
      ...form,
      reasonCode: 'TRANSFER',
      transferHoldings: 'Y',
      targetDpId: 'in300214',
      targetClientId: '87654321',
      cmrFileName: 'client-master.pdf',
      // A report of some 3 MB: well over the gateway's usual body size; it also opens a script.
      cmrContent: asDataUrl(
        await clientMasterReportPdf({
          signer: cmrSigner,
          padBytes: 3_000_000,
          script: "app.launchURL('https://example.invalid/')",
        }),
      ),
    });
    expect(saved.request).toMatchObject({
      status: 'DRAFT',
      transferHoldings: 'Y',
      targetDpId: 'IN300214',
      cmrFileName: 'client-master.pdf',
      cmrSigner,
      createdOn: '23-11-2026',
    });
    reqId = saved.request.closureReqId;
    // Kept rewritten: the signature verified on the upload, the script and its action gone.
    const [row] = await suite.database.db
      .select({ pdf: closureRequests.cmrPdf, signer: closureRequests.cmrSigner })
      .from(closureRequests)
      .where(eq(closureRequests.id, Number(reqId)));
    expect(row?.signer).toBe(cmrSigner);
    const kept = Buffer.from(row!.pdf!);
    expect(kept.subarray(0, 5).toString()).toBe('%PDF-');
    expect(kept.includes('JavaScript')).toBe(false);
    expect(kept.includes('OpenAction')).toBe(false);
    expect(kept.includes('launchURL')).toBe(false);
    const second = await refusal('saveClosureDetail', form);
    expect(second).toMatchObject({ status: 409, message: closureMessages.pendingExists });
    // Changed without a new upload, the report already given is kept.
    const changed = await data('saveClosureDetail', {
      ...form,
      closureReqId: reqId,
      transferHoldings: 'Y',
      targetDpId: 'IN300214',
      targetClientId: '87654322',
    });
    expect(changed.request).toMatchObject({
      targetClientId: '87654322',
      cmrFileName: 'client-master.pdf',
    });
    expect((await data('loadClosureForm', {})).pending.closureReqId).toBe(reqId);
  });

  it('writes the request as a PDF that says what was asked', async () => {
    const pdf = await data('generateClosurePdf', { closureReqId: reqId });
    expect(pdf.title).toBe('E-Wealth Account Closure Request');
    expect(pdf.closurePdf).toBe(`${pdf.closureViewPdf}&dl=Y`);
    const pages = await pdfAt(pdf.closureViewPdf);
    expect(pages).toHaveLength(pdf.pages);
    const text = pages.join(' ');
    for (const words of [
      'E-Wealth Account Closure Request',
      'Rohan Gupta',
      '5000013',
      'IN304262',
      '10000013',
      'Not satisfied with the services',
      'IN300214',
      '87654322',
      'client-master.pdf',
      `signed by ${cmrSigner}`,
      'to be signed electronically',
    ])
      expect(text).toContain(words);
    const forged = await suite.app.inject({
      method: 'GET',
      url: pdf.closureViewPdf.replace(/sig=[^&]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(404);
    expect((await refusal('generateClosurePdf', { closureReqId: '999999' })).status).toBe(404);
  });

  it('signs nothing before the request is submitted', async () => {
    expect(await refusal('loadClosureEsignDetail', { closureReqId: reqId })).toMatchObject({
      status: 400,
      message: closureMessages.notSubmitted,
    });
    expect(
      (await refusal('generateOtp', { closureReqId: reqId, btnSendResend: 'S' })).message,
    ).toBe(closureMessages.notSubmitted);
    expect(
      (await refusal('saveDataClosureFinal', { closureReqId: reqId, otpSignOrEsign: 'X' })).message,
    ).toBe('Signing mode should be valid.');
  });

  it('starts an e-sign of the submitted version only, and a cancel ends the request', async () => {
    const submitted = await data('saveDataClosureFinal', {
      closureReqId: reqId,
      otpSignOrEsign: 'E',
    });
    expect(submitted.request).toMatchObject({ status: 'SUBMITTED', otpSignOrEsign: 'E' });
    const detail = await data('loadClosureEsignDetail', { closureReqId: reqId });
    expect(detail).toMatchObject({
      holderName: 'Rohan Gupta',
      otpSignOrEsign: 'E',
      language: 'EN',
    });
    expect(
      (await refusal('generateOtp', { closureReqId: reqId, btnSendResend: 'S' })).message,
    ).toBe(closureMessages.wrongSignMode);
    const stale = await refusal('processClosureEsignRequest', {
      closureReqId: reqId,
      tncLang: 'EN',
      esignDocSrNo: `${reqId}-99`,
    });
    expect(stale).toMatchObject({ status: 409, message: closureMessages.stale });
    const noLanguage = await refusal('processClosureEsignRequest', {
      closureReqId: reqId,
      tncLang: '',
      esignDocSrNo: detail.esignDocSrNo,
    });
    expect(noLanguage.message).toBe('Preferred T & C Language cannot be empty.');
    await suite.app.inject({ method: 'POST', url: '/cdesk/sandbox/esign/fail-next' });
    const down = await refusal('processClosureEsignRequest', {
      closureReqId: reqId,
      tncLang: 'EN',
      esignDocSrNo: detail.esignDocSrNo,
    });
    expect(down).toMatchObject({ status: 502, message: closureMessages.esignFailed });
    const started = await data('processClosureEsignRequest', {
      closureReqId: reqId,
      tncLang: 'EN',
      esignDocSrNo: detail.esignDocSrNo,
    });
    expect(started.redirectUrl).toMatch(/^\/cdesk\/sandbox\/esign\/sign\?ref=[0-9a-f]{32}/);
    const cancelled = await data('cancelClosureRequest', { closureReqId: reqId });
    expect(cancelled.message).toBe(closureMessages.cancelled);
    expect((await refusal('cancelClosureRequest', { closureReqId: reqId })).message).toBe(
      closureMessages.notPending,
    );
    expect((await data('loadClosureForm', {})).pending).toBeNull();
  });

  it('signs by OTP: a wrong OTP is refused, the right one closes the account', async () => {
    reqId = (await data('saveClosureDetail', form)).request.closureReqId;
    await data('generateClosurePdf', { closureReqId: reqId });
    await data('saveDataClosureFinal', { closureReqId: reqId, otpSignOrEsign: 'O' });
    expect(
      (
        await refusal('processClosureEsignRequest', {
          closureReqId: reqId,
          tncLang: 'EN',
          esignDocSrNo: `${reqId}-1`,
        })
      ).message,
    ).toBe(closureMessages.wrongSignMode);
    const sent = await data('generateOtp', { closureReqId: reqId, btnSendResend: 'S' });
    expect(sent).toMatchObject({ message: closureMessages.otpSent, mobile: '******9012' });
    const otp = await latestOtp(suite.app, '5000013');
    const wrong = await refusal('verifyOtp', {
      closureReqId: reqId,
      otpGenRefId: sent.otpGenRefId,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, message: 'Invalid Otp.' });
    const letters = await refusal('verifyOtp', {
      closureReqId: reqId,
      otpGenRefId: sent.otpGenRefId,
      otp: 'abc',
    });
    expect(letters.message).toBe('Invalid Otp.');
    const signed = await data('verifyOtp', {
      closureReqId: reqId,
      otpGenRefId: sent.otpGenRefId,
      otp,
    });
    expect(signed).toMatchObject({
      closureReqId: reqId,
      closedOn: '23-11-2026',
      message: 'Your Account Closure request submitted successfully.',
    });
    const text = (await pdfAt(signed.closurePdf)).join(' ');
    expect(text).toContain(
      'Signed electronically by Rohan Gupta on 23-11-2026 (OTP authorisation)',
    );
    expect(text).toContain('No, there are no holdings to transfer');
  });

  it('a closed account has no session and cannot log in any way, and is told why', async () => {
    const closed =
      'Your account has been closed at your request on 23-11-2026. Please contact your wealth partner.';
    expect((await call('loadClosureForm', {})).statusCode).toBe(401);
    const byPassword = envelope(
      await post(suite.app, '/cdesk/gw/login/v2/authenticate', {
        loginId: 'new.investor',
        password: 'Demo@1234',
        loginWith: 'LOGINID',
      }),
    );
    expect(byPassword).toMatchObject({
      isSuccess: false,
      displayMessage: closed,
      errCode: 'ACCOUNT_CLOSED',
    });
    const wrongPassword = envelope(
      await post(suite.app, '/cdesk/gw/login/v2/authenticate', {
        loginId: '5000013',
        password: 'Wrong@1234',
        loginWith: 'NJACNO',
      }),
    );
    expect(wrongPassword.displayMessage).not.toContain('closed');
    await post(suite.app, '/cdesk/gw/login/loginsendotp', {
      loginId: '5000013',
      loginWith: 'NJACNO',
    });
    const [latest] = await outbox(suite.app, '5000013');
    const code = /\b(\d{6})\b/.exec(latest!.body)![1]!;
    const byOtp = envelope(
      await post(suite.app, '/cdesk/gw/login/loginotpValidate', {
        loginId: '5000013',
        loginWith: 'NJACNO',
        otp: code,
      }),
    );
    expect(byOtp).toMatchObject({ isSuccess: false, displayMessage: closed });
    const byDob = await post(suite.app, '/cdesk/gw/ewamftrxnsws/login/authenticateAuthorization', {
      loginId: '5000013',
      password: encodeMappingCredential('09011998'),
    });
    expect(byDob.statusCode).toBe(403);
    expect(envelope(byDob).displayMessage).toBe(closed);
  });
});

describe.each(testDatabases())('account closure by Aadhaar e-sign on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-24T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  const sign = (fields: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/esign/sign',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('signs on the e-sign page, returns to /closureesigncapture and closes the account', async () => {
    const { token } = await login(suite.app, '5000013');
    const data = async (name: string, body: object) => {
      const response = await post(
        suite.app,
        `/cdesk/gw/ClosureProcessService/${name}`,
        body,
        token,
      );
      expect(response.statusCode).toBe(200);
      return envelope(response).data;
    };
    const closureReqId = (
      await data('saveClosureDetail', { ...form, reasonCode: 'CHARGES', language: 'HI' })
    ).request.closureReqId;
    await data('saveDataClosureFinal', { closureReqId, otpSignOrEsign: 'E' });
    const detail = await data('loadClosureEsignDetail', { closureReqId });
    const { redirectUrl } = await data('processClosureEsignRequest', {
      closureReqId,
      tncLang: 'HI',
      esignDocSrNo: detail.esignDocSrNo,
    });
    const { ref, doc } = Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams) as {
      ref: string;
      doc: string;
    };
    await sign({ ref, doc, step: 'send' });
    const aadhaarOtp = /\b(\d{6})\b/.exec((await outbox(suite.app, '5000013'))[0]!.body)![1]!;
    const signed = await sign({ ref, doc, step: 'verify', otp: aadhaarOtp });
    expect(signed.statusCode).toBe(303);
    const back = signed.headers.location as string;
    expect(back).toMatch(
      /^\/cdesk\/closureesigncapture\?txnId=[0-9a-f]{32}&status=SUCCESS&signature=/,
    );
    const returned = Object.fromEntries(new URL(back, 'http://x').searchParams);
    const forged = await post(
      suite.app,
      '/cdesk/gw/ClosureProcessService/processClosureEsignResponse',
      { ...returned, signature: 'forged' },
      token,
    );
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).displayMessage).toBe(closureMessages.esignFailed);
    const done = await data('processClosureEsignResponse', returned);
    expect(done).toMatchObject({
      closureReqId,
      closedOn: '24-11-2026',
      message: 'Your Account Closure request submitted successfully.',
    });
    const again = await post(
      suite.app,
      '/cdesk/gw/ClosureProcessService/processClosureEsignResponse',
      returned,
      token,
    );
    expect(again.statusCode).toBe(401);
    const refused = envelope(
      await post(suite.app, '/cdesk/gw/login/v2/authenticate', {
        loginId: '5000013',
        password: 'Demo@1234',
        loginWith: 'NJACNO',
      }),
    );
    expect(refused.displayMessage).toBe(
      'Your account has been closed at your request on 24-11-2026. Please contact your wealth partner.',
    );
  });
});
