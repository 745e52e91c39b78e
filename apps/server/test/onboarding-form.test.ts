import { createRequire } from 'node:module';
import path from 'node:path';
import { onboardingFormMessages as m } from '@cdesk/domain';
import { and, isNull, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.js';
import { SandboxEsign } from '../src/providers/esign/sandbox.js';
import { EsignService } from '../src/modules/onboarding/form/esign-service.js';
import { partOneFormSources } from '../src/modules/onboarding/form/form-sections.js';
import type { FormSectionSource } from '../src/modules/onboarding/form/part-two-records.js';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import type { Applicant } from './support/onboarding-kyc.js';
import { applicationAtForm } from './support/signed-application.js';
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
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

describe.each(testDatabases())('account opening form and e-sign on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let seq = 0;

  const call = (who: Applicant, name: string, body: object = {}) =>
    suite.app.inject({
      method: 'POST',
      url: `/cdesk/gw/EsignService/${name}`,
      payload: body,
      headers: who.headers,
    });
  const data = async (who: Applicant, name: string, body: object = {}) => {
    const reply = envelope(await call(who, name, body));
    if (!reply.isSuccess) throw new Error(`${name}: ${reply.displayMessage}`);
    return reply.data;
  };
  const form = (url: string, body: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  /** An application whose part 1 is saved, two holders, standing at the form (screen 49). */
  async function prepared(options: { emandate?: boolean } = {}) {
    seq += 1;
    const mobile = `98126${String(10000 + seq)}`;
    return { ...(await applicationAtForm(suite, clock, mobile, options)), mobile };
  }

  /** Starts the e-sign and signs at the sandbox page with the Aadhaar OTP sent by SMS. */
  async function signAtSandbox(who: Applicant, mobile: string) {
    const started = await data(who, 'processEsignRequest');
    expect(started.redirectUrl).toMatch(/^\/cdesk\/sandbox\/esign\/sign\?ref=[0-9a-f]{32}&doc=/);
    const { ref, doc } = Object.fromEntries(
      new URL(started.redirectUrl as string, 'http://x').searchParams,
    ) as { ref: string; doc: string };
    const page = await suite.app.inject({ method: 'GET', url: started.redirectUrl as string });
    expect(page.body).toContain('Sign your account opening form with your Aadhaar.');
    const document = await suite.app.inject({ method: 'GET', url: doc });
    expect(document.headers['content-type']).toBe('application/pdf');
    await form('/cdesk/sandbox/esign/sign', { ref, doc, step: 'send' });
    const box = await suite.app.inject({ url: `/cdesk/sandbox/outbox?recipient=${mobile}` });
    const sms = (box.json() as { messages: { subject: string; body: string }[] }).messages.find(
      (message) => message.subject === 'Aadhaar e-sign OTP',
    );
    const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const signed = await form('/cdesk/sandbox/esign/sign', { ref, doc, step: 'verify', otp });
    expect(signed.statusCode).toBe(303);
    const location = signed.headers.location as string;
    expect(location).toMatch(/^\/cdesk\/tradereg\/createaccount\/esigncapture\?txnId=/);
    return Object.fromEntries(new URL(location, 'http://x').searchParams);
  }

  it('makes the form as a real PDF with every holder, page by page', async () => {
    const { who } = await prepared();
    const made = await data(who, 'generatePdf');
    expect(made).toMatchObject({
      refNo: who.refNo,
      fileName: `ewealth-form-${who.refNo}.pdf`,
      generatedOn: '23-11-2026 11:30',
      consent: { consentDesc: 'e-Wealth and e-sign consent' },
    });
    const download = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/EsignService/downloadForm',
      payload: {},
      headers: who.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const bytes = download.rawPayload;
    expect(bytes.length).toBe(made.size);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(made.pages);
    expect(pdf.getTitle()).toBe('E-Wealth Account Opening Form');
    expect(pdf.getSubject()).toBe(`Application ${who.refNo}`);

    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(made.pages);
    // Cover, the application, first holder, second holder, preferences, then the sections of the
    // later steps (nomination, photos and signatures) and the declaration at the end.
    expect(pages[0]).toContain(who.refNo);
    expect(pages[0]).toContain('EW (E-wealth)');
    expect(pages[0]).toContain('23-11-2026 11:30');
    expect(pages[0]).toContain('RAJESH ZAVERI, SNEHA ANIL ZUTSHI');
    expect(pages[1]).toContain('Either or Survivor');
    expect(pages[2]).toContain('Applicant: RAJESH ZAVERI');
    expect(pages[2]).toContain('AAAPZ1111A');
    expect(pages[2]).toContain('15-08-1990');
    expect(pages[2]).toContain('12 Hill Road');
    expect(pages[2]).toContain('KRA (KYC Registration Agency)');
    expect(pages[3]).toContain('Second Holder: SNEHA ANIL ZUTSHI');
    expect(pages[3]).toContain('Country of birth India');
    expect(pages[4]).toContain('Mutual Funds');
    expect(pages.at(-1)).toContain('e-sign');
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('embeds the images other steps contribute and flows long sections onto new pages', async () => {
    const { who, store } = await prepared();
    const photo = await sharp({
      create: { width: 480, height: 640, channels: 3, background: { r: 190, g: 150, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const signature = await sharp({
      create: { width: 600, height: 200, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    await store.putFile({
      refNo: who.refNo,
      role: 'F',
      kind: 'PHOTO',
      docType: 'LIVE_PHOTO',
      fileName: 'photo.jpg',
      mime: 'image/jpeg',
      content: photo,
    });
    await store.putFile({
      refNo: who.refNo,
      role: 'F',
      kind: 'SIGNATURE',
      docType: 'APPLICANT',
      fileName: 'sign.png',
      mime: 'image/png',
      content: signature,
    });
    const images: FormSectionSource = async (_store, refNo) => [
      {
        title: 'Photos and signatures',
        rows: Array.from({ length: 60 }, (_, i): [string, string] => [
          `Remark ${i + 1}`,
          'A long remark that wraps over more than one line of the form. '.repeat(2),
        ]),
        images: [
          {
            label: 'Photo of the applicant',
            file: { refNo, role: 'F', kind: 'PHOTO', docType: 'LIVE_PHOTO' },
          },
          {
            label: 'Signature of the applicant',
            file: { refNo, role: 'F', kind: 'SIGNATURE', docType: 'APPLICANT' },
          },
          {
            label: 'Signature of the second holder',
            file: { refNo, role: 'S', kind: 'SIGNATURE', docType: 'SECOND' },
          },
        ],
      },
    ];
    const esign = new SandboxEsign({} as never, 'k', {} as never);
    const service = new EsignService(
      store,
      clock,
      esign,
      {} as never,
      [...partOneFormSources, images],
      'k',
    );
    const built = await service.buildForm(who.refNo);
    const pdf = await PDFDocument.load(built.bytes);
    expect(pdf.getPageCount()).toBe(built.pages.length);
    const imagePages = built.pages.filter((lines) =>
      lines.some((line) => line.startsWith('Remark ')),
    );
    expect(imagePages.length).toBeGreaterThan(1);
    const text = built.pages.flat();
    expect(text).toContain('Photo of the applicant');
    expect(text).toContain('Signature of the applicant');
    expect(text).toContain('Not provided');
    const xObjects = pdf
      .getPages()
      .flatMap((page) => page.node.Resources()?.lookup(pdf.context.obj('XObject') as never) ?? []);
    expect(xObjects.length).toBeGreaterThan(0);
    expect(built.bytes.length).toBeGreaterThan(photo.length);
  });

  it('submits only with the e-Wealth and e-sign consent, after the form is made', async () => {
    const { who } = await prepared();
    const early = await call(who, 'saveDataSubmitFinal', { consent: 'Y' });
    expect(early.statusCode).toBe(400);
    expect(envelope(early).displayMessage).toBe(m.formNotGenerated);
    await data(who, 'generatePdf');
    const unconsented = await call(who, 'saveDataSubmitFinal', { consent: 'N' });
    expect(envelope(unconsented).displayMessage).toBe(m.consentRequired);
    const bad = await call(who, 'saveDataSubmitFinal', { consent: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(await data(who, 'saveDataSubmitFinal', { consent: 'Y' })).toEqual({
      nextScreenId: '50',
    });
    const detail = await data(who, 'loadEsignDetail');
    expect(detail).toMatchObject({
      esignStatus: 'E-Sign Pending',
      signerName: 'RAJESH ZAVERI',
      applicationStatus: 'IN_PROCESS',
      review: null,
    });
  });

  it('refuses e-sign calls before the form screen is reached', async () => {
    const { who, store } = await prepared();
    await store.moveTo(who.refNo, '45');
    expect(envelope(await call(who, 'generatePdf')).errCode).toBe('STEP_NOT_OPEN');
    expect(envelope(await call(who, 'processEsignRequest')).errCode).toBe('STEP_NOT_OPEN');
  });

  it('e-signs at the sandbox, refuses forged and failed returns, and sends the application to review', async () => {
    const { who, store, mobile } = await prepared();
    await data(who, 'generatePdf');
    await data(who, 'saveDataSubmitFinal', { consent: 'Y' });

    // A failed start, then a declined signing: the applicant may try again.
    await suite.app.inject({ method: 'POST', url: '/cdesk/sandbox/esign/fail-next' });
    const unavailable = await call(who, 'processEsignRequest');
    expect(unavailable.statusCode).toBe(502);
    expect(envelope(unavailable).displayMessage).toBe(m.esignStartFailed);
    const started = await data(who, 'processEsignRequest');
    const { ref, doc } = Object.fromEntries(
      new URL(started.redirectUrl as string, 'http://x').searchParams,
    ) as { ref: string; doc: string };
    const declined = await form('/cdesk/sandbox/esign/sign', { ref, doc, step: 'decline' });
    const cancelled = Object.fromEntries(
      new URL(declined.headers.location as string, 'http://x').searchParams,
    );
    expect(cancelled.status).toBe('CANCELLED');
    const failed = await call(who, 'processEsignResponse', cancelled);
    expect(failed.statusCode).toBe(400);
    expect(envelope(failed).displayMessage).toBe(m.esignFailed);
    const forgedSuccess = await call(who, 'processEsignResponse', {
      ...cancelled,
      status: 'SUCCESS',
    });
    expect(envelope(forgedSuccess).displayMessage).toBe(m.esignNotAuthentic);
    expect((await data(who, 'loadEsignDetail')).esignStatus).toBe('E-Sign Pending');

    const returned = await signAtSandbox(who, mobile);
    const forged = await call(who, 'processEsignResponse', { ...returned, signature: 'x' });
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).displayMessage).toBe(m.esignNotAuthentic);
    const done = envelope(await call(who, 'processEsignResponse', returned));
    expect(done).toMatchObject({
      isSuccess: true,
      displayMessage: m.esignDone,
      data: { nextScreenId: '-1', esignStatus: 'E-Sign Done' },
    });
    expect((await store.application(who.refNo))?.status).toBe('UNDER_REVIEW');
    // The same return again changes nothing.
    expect((await data(who, 'processEsignResponse', returned)).nextScreenId).toBe('-1');

    const detail = await data(who, 'loadEsignDetail');
    expect(detail).toMatchObject({
      esignStatus: 'E-Sign Done',
      txnId: returned.txnId,
      signedOn: '23-11-2026 11:30',
      screenId: '-1',
      applicationStatus: 'UNDER_REVIEW',
    });
    const signed = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/EsignService/downloadForm',
      payload: { docType: 'EWEALTH_FORM_SIGNED' },
      headers: who.headers,
    });
    expect(signed.statusCode).toBe(200);
    const unsigned = await PDFDocument.load(
      (await store.file({ refNo: who.refNo, role: 'F', kind: 'FORM', docType: 'EWEALTH_FORM' }))!
        .content,
    );
    const pages = await pdfText(signed.rawPayload);
    expect(pages).toHaveLength(unsigned.getPageCount() + 1);
    expect(pages.at(-1)).toContain('E-sign certificate');
    expect(pages.at(-1)).toContain('Signer: RAJESH ZAVERI');
    expect(pages.at(-1)).toContain(`Transaction id: ${returned.txnId}`);
    expect(pages.at(-1)).toContain('23-11-2026 11:30:00');
    expect(pages[0]).toContain(who.refNo);
    // A signed form is no longer signed again, and its sandbox page is closed.
    expect(envelope(await call(who, 'processEsignRequest')).displayMessage).toBe(m.signedFrozen);
    const closed = await suite.app.inject({
      method: 'GET',
      url: `/cdesk/sandbox/esign/sign?ref=${returned.txnId}`,
    });
    expect(closed.statusCode).toBe(404);

    const audited = await suite.database.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(
        and(sql`${auditEvents.detail}->>'refNo' = ${who.refNo}`, isNull(auditEvents.accountId)),
      );
    expect(audited.map((e) => e.kind).sort()).toEqual([
      'REGISTRATION_ESIGNED',
      'REGISTRATION_ESIGN_REFUSED',
      'REGISTRATION_ESIGN_REFUSED',
      'REGISTRATION_ESIGN_REFUSED',
      'REGISTRATION_FORM_SUBMITTED',
      'REGISTRATION_STARTED',
    ]);
  });

  it('goes on to the e-mandate after the e-sign when one was chosen', async () => {
    const { who, store, mobile } = await prepared({ emandate: true });
    await data(who, 'generatePdf');
    await data(who, 'saveDataSubmitFinal', { consent: 'Y' });
    const returned = await signAtSandbox(who, mobile);
    expect((await data(who, 'processEsignResponse', returned)).nextScreenId).toBe('51');
    expect((await store.application(who.refNo))?.status).toBe('IN_PROCESS');
  });

  it("shows staff's rejection with its reason on the application's detail", async () => {
    const { who, store } = await prepared();
    await store.moveTo(who.refNo, '-1');
    await store.updateApplication(who.refNo, { status: 'REJECTED' });
    await store.saveStep(who.refNo, 'F', 'review', {
      status: 'REJECTED',
      reasonCode: '148',
      reason: 'Client does not wish to open an account',
      decidedAt: '2026-11-24T05:00:00.000Z',
    });
    expect(await data(who, 'loadEsignDetail')).toMatchObject({
      applicationStatus: 'REJECTED',
      review: { status: 'REJECTED', reasonCode: '148' },
    });
  });

  it('serves the form to the e-sign service only behind a valid signed link', async () => {
    const { who } = await prepared();
    await data(who, 'generatePdf');
    const bad = await suite.app.inject({
      method: 'GET',
      url: `/cdesk/gw/EsignService/form/ewealth-form-${who.refNo}.pdf?exp=9999999999&sig=forged`,
    });
    expect(bad.statusCode).toBe(404);
    const noTokens = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/EsignService/downloadForm',
      payload: {},
    });
    expect(noTokens.statusCode).toBe(401);
  });
});
