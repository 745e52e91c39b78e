import type Sharp from 'sharp';
import { lazy } from '../../../lib/lazy.js';
import { PdfWriter } from '../../../lib/pdf-writer.js';
import type { FileKey } from '../repository.js';
import type { FormSection } from './part-two-records.js';

export interface ApplicationFormContent {
  refNo: string;
  /** The account type as the form names it, e.g. "EW (E-wealth)". */
  accountType: string;
  title: string;
  /** DD-MM-YYYY HH:mm, India time. */
  generatedOn: string;
  holderNames: string[];
  sections: FormSection[];
  declaration: string[];
}

export interface BuiltForm {
  bytes: Uint8Array;
  /** The text lines of each page, in order: what the form says, page by page. */
  pages: string[][];
}

/** Reads a file an image of the form refers to; null when it is not there. */
export type ImageReader = (key: FileKey) => Promise<Uint8Array | null>;

const loadSharp = lazy(async (): Promise<typeof Sharp> => {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
});

/**
 * An image as the form prints it: turned upright, at most 900 px a side, on white, as a JPEG.
 * pdf-lib embeds a JPEG as it is but decodes and re-compresses a PNG in JavaScript, which made a
 * drawn signature cost more than the rest of the form; a camera photo is also far larger than print
 * needs. Null for bytes that are not an image.
 */
async function printable(bytes: Uint8Array): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes)
      .rotate()
      .resize({ width: 900, height: 900, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The account-opening form as a real PDF: a cover with the reference number, account type and
 * date, then every section in order (images embedded), the declaration, and "Page X of Y".
 */
export async function buildApplicationForm(
  content: ApplicationFormContent,
  readImage: ImageReader,
): Promise<BuiltForm> {
  const w = await PdfWriter.create({
    title: content.title,
    subject: `Application ${content.refNo}`,
    footer: `${content.title} - Application ${content.refNo} - Generated on ${content.generatedOn}`,
    numbered: true,
  });
  const { colours } = w;

  w.space(120);
  w.text(content.title, { size: 24, bold: true });
  w.space(12);
  w.text('Application (reference) number', { size: 10, color: colours.muted });
  w.text(content.refNo, { size: 20, bold: true, color: colours.brand, gap: 8 });
  w.space(8);
  w.rows([
    ['Account type', content.accountType],
    ['Date', content.generatedOn],
    ['Holders', content.holderNames.join(', ')],
  ]);
  w.space(24);
  w.text('Contents', { size: 11, bold: true });
  for (const section of content.sections) w.text(`- ${section.title}`, { indent: 8 });
  w.text('- Declaration', { indent: 8 });

  for (const section of content.sections) {
    w.newPage();
    w.heading(section.title);
    w.rows(section.rows);
    for (const image of section.images ?? []) {
      const bytes = await readImage(image.file);
      const prepared = bytes ? await printable(bytes) : null;
      const embedded = prepared ? await w.embedImage(prepared) : null;
      if (embedded) w.image(embedded, image.label);
      else w.rows([[image.label, 'Not provided']]);
    }
  }
  w.heading('Declaration');
  for (const line of content.declaration) w.text(`- ${line}`, { gap: 5 });
  w.space(16);
  w.text('Signed electronically by Aadhaar e-sign: the e-sign certificate follows this page.', {
    size: 9,
    color: colours.muted,
  });
  return w.finish();
}

export interface EsignStamp {
  title: string;
  refNo: string;
  signerName: string;
  /** DD-MM-YYYY HH:mm:ss, India time. */
  signedOn: string;
  txnId: string;
}

/** The reviewed form with an e-sign certificate page added after it. */
export async function stampSignedForm(form: Uint8Array, stamp: EsignStamp): Promise<BuiltForm> {
  const w = await PdfWriter.open(form, {
    title: `${stamp.title} (e-signed)`,
    subject: `Application ${stamp.refNo}, e-signed`,
    footer: `${stamp.title} - Application ${stamp.refNo} - E-sign certificate`,
    numbered: true,
  });
  w.heading('E-sign certificate');
  w.box('Signed by Aadhaar e-sign', [
    `Signer: ${stamp.signerName}`,
    `Signed on: ${stamp.signedOn} (India time)`,
    `Transaction id: ${stamp.txnId}`,
    `Application: ${stamp.refNo}`,
  ]);
  w.space(8);
  w.text(
    'The signer authenticated with the one-time password sent to the mobile number linked with their Aadhaar. The pages before this one are the form as the signer reviewed and signed it.',
    { size: 9, color: w.colours.muted },
  );
  return w.finish();
}
