import {
  documentSizeLimits,
  onboardingDocumentMessages as m,
  onboardingMessages,
} from '@cdesk/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OnboardingStore } from '../src/modules/onboarding/index.js';
import { documentSections } from '../src/modules/onboarding/form/document-sections.js';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { applicationSteps, demoApplicants, enterHolder } from './support/onboarding-kyc.js';
import { appPerSuite } from './support/suite.js';

/** A picture with detail in it (noise), so it is neither tiny nor trivially compressible. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919 + ((i / 3) | 0) * 31) % 256;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** A one-page PDF with a line of text: a scanned PAN card stands in for one. */
async function panPdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([300, 200]);
  for (let line = 0; line < 12; line += 1)
    page.drawText(`INCOME TAX DEPARTMENT  PERMANENT ACCOUNT NUMBER  AAAPZ1111A ${line}`, {
      x: 10,
      y: 190 - line * 14,
      size: 6,
      font,
    });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A signature as the pad draws it: dark strokes on a transparent ground. */
function drawnSignature() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="220">
    <path d="M60 150 C 120 40, 180 200, 240 90 S 360 160, 420 80 L 520 140" stroke="#111" stroke-width="5" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const b64 = (bytes: Buffer, mime = 'application/octet-stream') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

describe.each(testDatabases())(
  'account opening photo, documents and signature on $name',
  ({ open }) => {
    const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
    const suite = appPerSuite(open, { clock });
    const { call, applicant } = applicationSteps(suite, clock);
    const store = () => new OnboardingStore(suite.database.db, clock);

    it('captures a live photo, crops it to a 3:4 portrait and goes on to documents once confirmed', async () => {
      const who = await applicant('40');
      const loaded = envelope(await call(who, 'LivePhotoService/loadLivePhoto', { holder: 'F' }));
      expect(loaded.data).toMatchObject({
        holder: 'F',
        holderName: 'RAJESH ZAVERI',
        holderLabel: 'Applicant',
        stored: null,
      });

      const notYet = await call(who, 'LivePhotoService/saveLivePhoto', {
        holder: 'F',
        confirm: 'Y',
      });
      expect(envelope(notYet).displayMessage).toBe(m.photoRequired);

      const shot = await picture(640, 480);
      const taken = envelope(
        await call(who, 'LivePhotoService/livePhoto', {
          holder: 'F',
          source: 'CAMERA',
          photo: b64(shot, 'image/jpeg'),
        }),
      );
      expect(taken.isSuccess).toBe(true);
      // 640 x 480 holds a centred 360 x 480 portrait (3:4), under the 600 px cap.
      expect(taken.data).toMatchObject({ width: 360, height: 480, source: 'CAMERA' });
      const stored = await store().file({
        refNo: who.refNo,
        role: 'F',
        kind: 'PHOTO',
        docType: 'LIVE_PHOTO',
      });
      expect(stored?.mime).toBe('image/jpeg');
      expect(await sharp(stored!.content).metadata()).toMatchObject({
        width: 360,
        height: 480,
        format: 'jpeg',
      });

      const big = await picture(1600, 2400);
      const upload = envelope(
        await call(who, 'LivePhotoService/livePhoto', {
          holder: 'F',
          source: 'UPLOAD',
          fileName: 'me.jpg',
          photo: b64(big),
        }),
      );
      expect(upload.data).toMatchObject({ width: 450, height: 600, source: 'UPLOAD' });

      const reloaded = envelope(await call(who, 'LivePhotoService/loadLivePhoto', { holder: 'F' }));
      expect(reloaded.data.stored).toMatchObject({ width: 450, height: 600, source: 'UPLOAD' });
      expect(reloaded.data.stored.photo).toMatch(/^data:image\/jpeg;base64,\/9j\//);

      const unconfirmed = await call(who, 'LivePhotoService/saveLivePhoto', {
        holder: 'F',
        confirm: 'N',
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(envelope(unconfirmed).displayMessage).toBe(m.photoConfirm);
      const saved = envelope(
        await call(who, 'LivePhotoService/saveLivePhoto', { holder: 'F', confirm: 'Y' }),
      );
      expect(saved.data).toEqual({ nextScreenId: '44' });
    });

    it('refuses a photo that is too small, damaged or not a picture, and keeps nothing', async () => {
      const who = await applicant('40');
      const refused = async (photo: string, fileName: string, message: string) => {
        const reply = await call(who, 'LivePhotoService/livePhoto', {
          holder: 'F',
          source: 'UPLOAD',
          fileName,
          photo,
        });
        expect(reply.statusCode).toBe(400);
        expect(envelope(reply).displayMessage).toBe(message);
      };
      await refused(b64(await picture(200, 160, 'png')), 'small.png', m.photoDimensions(240));
      const damaged = Buffer.concat([(await picture(640, 480)).subarray(0, 3000)]);
      await refused(b64(damaged), 'cut.jpg', m.corruptImage);
      await refused(b64(await panPdf()), 'me.pdf', m.extension('JPG, JPEG or PNG'));
      await refused(b64(await picture(640, 480, 'png')), 'me.jpg', m.contentMismatch('JPG'));
      expect(await store().files(who.refNo)).toEqual([]);
    });

    it('does not take a photo before the application reaches the live photo', async () => {
      const who = await applicant('36');
      const early = await call(who, 'LivePhotoService/livePhoto', {
        holder: 'F',
        source: 'CAMERA',
        photo: b64(await picture(640, 480)),
      });
      expect(early.statusCode).toBe(400);
      expect(envelope(early).displayMessage).toBe(onboardingMessages.stepNotOpen);
      const otherHolder = await call(who, 'LivePhotoService/loadLivePhoto', { holder: 'S' });
      expect(envelope(otherHolder).displayMessage).toBe(onboardingMessages.stepNotOpen);
    });

    it("keeps the first holder's PAN and bank proof, removes one on request and goes on to the signature", async () => {
      const who = await applicant('44');
      const loaded = envelope(await call(who, 'DocumentsService/loadDocuments', { holder: 'F' }));
      expect(loaded.data).toMatchObject({
        kind: 'DOCUMENT',
        minBytes: 1024,
        maxBytes: 5 * 1024 * 1024,
        holders: [
          {
            holder: 'F',
            required: [
              { docType: 'PAN', label: 'PAN card' },
              { docType: 'BANK_PROOF', label: 'Bank proof (cancelled cheque or bank statement)' },
            ],
            documents: [],
          },
        ],
      });
      expect(loaded.data.extensions).toEqual([
        'jpg',
        'jpeg',
        'png',
        'pdf',
        'tif',
        'tiff',
        'bmp',
        'gif',
      ]);
      const early = await call(who, 'DocumentsService/saveDocuments', {
        event: 'SAVE',
        holder: 'F',
      });
      expect(envelope(early).displayMessage).toBe(m.panDocument('Applicant'));

      const pan = envelope(
        await call(who, 'DocumentsService/saveDocuments', {
          event: 'UPLOAD',
          holder: 'F',
          docType: 'PAN',
          fileName: 'pan-card.PDF',
          content: b64(await panPdf(), 'application/pdf'),
        }),
      );
      expect(pan.data.document).toMatchObject({
        docType: 'PAN',
        label: 'PAN card',
        mime: 'application/pdf',
        preview: '',
      });
      const cheque = await picture(800, 360, 'png');
      const bank = envelope(
        await call(who, 'DocumentsService/saveDocuments', {
          event: 'UPLOAD',
          holder: 'F',
          docType: 'BANK_PROOF',
          fileName: 'cheque.png',
          content: b64(cheque),
        }),
      );
      expect(bank.data.document).toMatchObject({
        docType: 'BANK_PROOF',
        mime: 'image/png',
        // Kept as redrawn, not as sent.
        size: expect.any(Number),
      });
      expect(bank.data.document.preview).toMatch(/^data:image\/png;base64,/);

      const listed = envelope(await call(who, 'DocumentsService/loadDocuments', { holder: 'F' }));
      expect(
        listed.data.holders[0].documents.map((d: { docType: string }) => d.docType).sort(),
      ).toEqual(['BANK_PROOF', 'PAN']);

      const removed = envelope(
        await call(who, 'DocumentsService/removeDocuments', { holder: 'F', docType: 'BANK_PROOF' }),
      );
      expect(removed.data).toEqual({ removed: true });
      const missing = await call(who, 'DocumentsService/saveDocuments', {
        event: 'SAVE',
        holder: 'F',
      });
      expect(envelope(missing).displayMessage).toBe(m.bankProof);
      const wrongType = await call(who, 'DocumentsService/removeDocuments', {
        holder: 'F',
        docType: 'PASSPORT',
      });
      expect(envelope(wrongType).displayMessage).toBe(m.documentType);

      await call(who, 'DocumentsService/saveDocuments', {
        event: 'UPLOAD',
        holder: 'F',
        docType: 'BANK_PROOF',
        fileName: 'statement.jpg',
        content: b64(await picture(900, 1200)),
      });
      const saved = envelope(
        await call(who, 'DocumentsService/saveDocuments', { event: 'SAVE', holder: 'F' }),
      );
      expect(saved.data).toEqual({ nextScreenId: '45' });
    });

    it('refuses a wrong extension, a renamed program, an oversize file, a damaged image or PDF and an empty file, keeping nothing', async () => {
      const who = await applicant('44');
      const upload = (fileName: string, content: string) =>
        call(who, 'DocumentsService/saveDocuments', {
          event: 'UPLOAD',
          holder: 'F',
          docType: 'PAN',
          fileName,
          content,
        });
      const refused = async (fileName: string, content: string, message: string) => {
        const reply = await upload(fileName, content);
        expect(reply.statusCode, fileName).toBe(400);
        expect(envelope(reply).isSuccess).toBe(false);
        expect(envelope(reply).displayMessage).toBe(message);
      };
      const all = 'JPG, JPEG, PNG, PDF, TIF, TIFF, BMP or GIF';
      await refused('pan.docx', b64(await panPdf()), m.extension(all));
      await refused('pan', b64(await panPdf()), m.extension(all));

      const program = Buffer.alloc(4096, 0x90);
      program.write('MZ', 0, 'latin1');
      await refused('pan.pdf', b64(program), m.contentMismatch('PDF'));
      await refused('setup.exe', b64(program), m.extension(all));

      const oversize = Buffer.alloc(documentSizeLimits.maxBytes + 1, 0x41);
      oversize.set([0xff, 0xd8, 0xff, 0xe0]);
      await refused('pan.jpg', b64(oversize), m.tooLarge('5 MB'));

      const tiny = (await panPdf()).subarray(0, 600);
      await refused('pan.pdf', b64(tiny), m.tooSmall('1 KB'));

      const garbage = Buffer.alloc(4096, 0x37);
      garbage.set([0xff, 0xd8, 0xff, 0xe0]);
      await refused('pan.jpg', b64(garbage), m.corruptImage);
      const brokenPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]);
      await refused('pan.pdf', b64(brokenPdf), m.corruptPdf);
      const brokenBmp = Buffer.alloc(4096, 0);
      brokenBmp.write('BM', 0, 'latin1');
      await refused('pan.bmp', b64(brokenBmp), m.bmpUnsupported);

      const empty = await upload('pan.pdf', '');
      expect(empty.statusCode).toBe(400);
      expect(envelope(empty).displayMessage).toBe(m.fileEmpty);
      const notBase64 = await upload('pan.pdf', 'data:application/pdf;base64,@@@@');
      expect(envelope(notBase64).displayMessage).toBe(m.fileUnreadable);

      const far = Buffer.alloc(12 * 1024 * 1024, 0x41);
      const tooBig = await upload('pan.jpg', far.toString('base64'));
      expect(tooBig.statusCode).toBe(413);
      expect(envelope(tooBig).displayMessage).toBe(m.tooLarge('5 MB'));

      expect(await store().files(who.refNo)).toEqual([]);
    });

    it('goes holder by holder for a joint account: photos, then documents, then both signatures on one page', async () => {
      const who = await applicant('40');
      await enterHolder(
        suite.database,
        clock,
        who.refNo,
        'S',
        demoApplicants.onHold,
        '1992-01-20',
        '40',
      );
      const photo = b64(await picture(640, 480));
      for (const [holder, next] of [
        ['F', '41'],
        ['S', '44'],
      ] as const) {
        await call(who, 'LivePhotoService/livePhoto', { holder, source: 'CAMERA', photo });
        const saved = envelope(
          await call(who, 'LivePhotoService/saveLivePhoto', { holder, confirm: 'Y' }),
        );
        expect(saved.data, holder).toEqual({ nextScreenId: next });
      }
      const pan = b64(await panPdf());
      const early = await call(who, 'DocumentsService/loadDocuments', { holder: 'S' });
      expect(envelope(early).displayMessage).toBe(onboardingMessages.stepNotOpen);
      const upload = (holder: 'F' | 'S', docType: string) =>
        call(who, 'DocumentsService/saveDocuments', {
          event: 'UPLOAD',
          holder,
          docType,
          fileName: 'scan.pdf',
          content: pan,
        });
      await upload('F', 'PAN');
      await upload('F', 'BANK_PROOF');
      const firstDone = envelope(
        await call(who, 'DocumentsService/saveDocuments', { event: 'SAVE', holder: 'F' }),
      );
      expect(firstDone.data).toEqual({ nextScreenId: '46' });
      const second = envelope(await call(who, 'DocumentsService/loadDocuments', { holder: 'S' }));
      expect(second.data.holders).toEqual([
        expect.objectContaining({
          holder: 'S',
          holderLabel: 'Second Holder',
          required: [{ docType: 'PAN', label: 'PAN card' }],
        }),
      ]);
      const noBankProofForS = await call(who, 'DocumentsService/saveDocuments', {
        event: 'UPLOAD',
        holder: 'S',
        docType: 'BANK_PROOF',
        fileName: 'cheque.pdf',
        content: pan,
      });
      expect(envelope(noBankProofForS).displayMessage).toBe(m.documentType);
      await upload('S', 'PAN');
      const secondDone = envelope(
        await call(who, 'DocumentsService/saveDocuments', { event: 'SAVE', holder: 'S' }),
      );
      expect(secondDone.data).toEqual({ nextScreenId: '45' });

      const pads = envelope(
        await call(who, 'DocumentsService/loadDocuments', { kind: 'SIGNATURE' }),
      );
      expect(
        pads.data.holders.map((h: { holder: string; required: object[] }) => [
          h.holder,
          h.required,
        ]),
      ).toEqual([
        ['F', [{ docType: 'APPLICANT', label: 'Applicant' }]],
        ['S', [{ docType: 'SECOND_HOLDER', label: 'Second Holder' }]],
      ]);
      const signature = b64(Buffer.concat([await drawnSignature(), Buffer.alloc(1024)]));
      await call(who, 'DocumentsService/saveDocuments', {
        event: 'UPLOAD',
        kind: 'SIGNATURE',
        holder: 'F',
        fileName: 's.png',
        content: signature,
      });
      const onlyOne = await call(who, 'DocumentsService/saveDocuments', {
        event: 'SAVE',
        kind: 'SIGNATURE',
      });
      expect(envelope(onlyOne).displayMessage).toBe(m.signatureRequired('Second Holder'));
      const third = await call(who, 'DocumentsService/saveDocuments', {
        event: 'UPLOAD',
        kind: 'SIGNATURE',
        holder: 'T',
        fileName: 's.png',
        content: signature,
      });
      expect(envelope(third).displayMessage).toBe('Holder should be valid.');
      await call(who, 'DocumentsService/saveDocuments', {
        event: 'UPLOAD',
        kind: 'SIGNATURE',
        holder: 'S',
        fileName: 's.png',
        content: signature,
      });
      const done = envelope(
        await call(who, 'DocumentsService/saveDocuments', { event: 'SAVE', kind: 'SIGNATURE' }),
      );
      expect(done.data).toEqual({ nextScreenId: '49' });

      const sections = await documentSections(store(), who.refNo);
      expect(sections.map((s) => [s.title, s.images?.map((i) => i.label)])).toEqual([
        ['Photo and signature: Applicant', ['Photo', 'Applicant']],
        ['Photo and signature: Second Holder', ['Photo', 'Second Holder']],
        ['Documents uploaded', undefined],
      ]);
      expect(sections[2]?.rows.map(([label]) => label)).toEqual(
        expect.arrayContaining([
          'PAN card (Applicant)',
          'Bank proof (Applicant)',
          'PAN card (Second Holder)',
          'Gray-scale signature (Applicant)',
        ]),
      );
    });

    it('crops a drawn signature to its ink in gray scale and makes the gray-scale signature document', async () => {
      const who = await applicant('45');
      const loaded = envelope(
        await call(who, 'DocumentsService/loadDocuments', { kind: 'SIGNATURE' }),
      );
      expect(loaded.data.holders).toEqual([
        expect.objectContaining({
          holder: 'F',
          required: [{ docType: 'APPLICANT', label: 'Applicant' }],
          documents: [],
        }),
      ]);
      expect(loaded.data.extensions).toEqual(['jpg', 'jpeg', 'png']);
      const unsigned = await call(who, 'DocumentsService/saveDocuments', {
        event: 'SAVE',
        kind: 'SIGNATURE',
      });
      expect(envelope(unsigned).displayMessage).toBe(m.signatureRequired('Applicant'));

      const blank = await sharp({
        create: { width: 640, height: 220, channels: 4, background: '#ffffff' },
      })
        .png()
        .toBuffer();
      const blankReply = await call(who, 'DocumentsService/saveDocuments', {
        event: 'UPLOAD',
        kind: 'SIGNATURE',
        fileName: 'signature.png',
        content: b64(Buffer.concat([blank, Buffer.alloc(1024)])),
      });
      expect(envelope(blankReply).displayMessage).toBe(m.signatureBlank);

      const signed = envelope(
        await call(who, 'DocumentsService/saveDocuments', {
          event: 'UPLOAD',
          kind: 'SIGNATURE',
          fileName: 'signature.png',
          content: b64(Buffer.concat([await drawnSignature(), Buffer.alloc(1024)]), 'image/png'),
        }),
      );
      expect(signed.data.document).toMatchObject({
        docType: 'APPLICANT',
        label: 'Applicant',
        mime: 'image/png',
      });
      const file = await store().file({
        refNo: who.refNo,
        role: 'F',
        kind: 'SIGNATURE',
        docType: 'APPLICANT',
      });
      const meta = await sharp(file!.content).metadata();
      // The strokes span x 60..520 and y about 75..150 of 640 x 220: cropped to them with a 12 px margin.
      expect(meta.channels).toBe(1);
      expect(meta.width).toBeLessThan(500);
      expect(meta.width).toBeGreaterThan(460);
      expect(meta.height).toBeLessThan(130);

      const saved = envelope(
        await call(who, 'DocumentsService/saveDocuments', { event: 'SAVE', kind: 'SIGNATURE' }),
      );
      expect(saved.data).toEqual({ nextScreenId: '49' });
      const sheet = await store().file({
        refNo: who.refNo,
        role: 'F',
        kind: 'DOCUMENT',
        docType: 'GRAYSCALE_SIGNATURE',
      });
      expect(sheet?.mime).toBe('application/pdf');
      expect((await PDFDocument.load(sheet!.content)).getPageCount()).toBe(1);

      const sections = await documentSections(store(), who.refNo);
      expect(sections[0]).toMatchObject({
        title: 'Photo and signature: Applicant',
        rows: [['Name', 'RAJESH ZAVERI']],
        images: [
          { label: 'Applicant', file: { role: 'F', kind: 'SIGNATURE', docType: 'APPLICANT' } },
        ],
      });
      expect(sections[1]?.rows).toEqual([
        ['Gray-scale signature (Applicant)', expect.stringMatching(/^signatures-.+\.pdf, /)],
      ]);

      const removed = envelope(
        await call(who, 'DocumentsService/removeDocuments', {
          kind: 'SIGNATURE',
          docType: 'APPLICANT',
        }),
      );
      expect(removed.data).toEqual({ removed: true });
    });
  },
);
