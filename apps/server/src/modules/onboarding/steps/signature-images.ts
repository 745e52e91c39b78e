import { type HolderRole, onboardingDocumentMessages as m, signatureLabels } from '@cdesk/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { decodeCapped } from '../../../lib/safe-files.js';
import { refuse } from './kyc-holder.js';

/** How a stored signature is sized: cropped to the ink, padded, and fitted in 600 x 200 px. */
const signatureBox = { width: 600, height: 200, padding: 12 } as const;

/**
 * A signature drawn on the pad (a PNG with a transparent or white ground) or a picture of one on
 * paper: laid on white, turned to gray scale, cropped to the ink's bounding box with a small
 * margin, and kept as a gray-scale PNG. A picture with no ink in it is refused.
 */
export async function cropSignature(bytes: Buffer): Promise<Buffer> {
  let gray: Buffer;
  try {
    gray = await decodeCapped(bytes)
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .png()
      .toBuffer();
  } catch {
    throw refuse('FILE_CORRUPT', m.corruptImage);
  }
  const { channels } = await sharp(gray).stats();
  const ink = channels[0];
  // Paper photographed in poor light is gray, not white; ink is what is clearly darker than it.
  if (!ink || ink.max - ink.min < 60) throw refuse('SIGNATURE_BLANK', m.signatureBlank);
  try {
    const trimmed = await sharp(gray)
      .trim({ background: '#ffffff', threshold: Math.max(30, 255 - ink.max + 30) })
      .toBuffer();
    return await sharp(trimmed)
      .resize(
        signatureBox.width - 2 * signatureBox.padding,
        signatureBox.height - 2 * signatureBox.padding,
        {
          fit: 'inside',
          withoutEnlargement: true,
        },
      )
      .extend({
        top: signatureBox.padding,
        bottom: signatureBox.padding,
        left: signatureBox.padding,
        right: signatureBox.padding,
        background: '#ffffff',
      })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw refuse('SIGNATURE_CROP', m.signatureCropped);
  }
}

export interface SignatureOnPage {
  role: HolderRole;
  name: string;
  png: Buffer;
}

/**
 * The gray-scale signature document: an A4 page headed Specimen with each holder's signature in a
 * box under its label (Applicant, Second Holder, Third Holder, Guardian signature) and name.
 */
export async function grayscaleSignatureDocument(
  refNo: string,
  signatures: SignatureOnPage[],
  now: Date,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${signatureLabels.specimen} signatures ${refNo}`);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.1, 0.1);
  const margin = 48;
  let y = 841.89 - margin;
  page.drawText(`${signatureLabels.specimen} Signature`, {
    x: margin,
    y: y - 18,
    size: 18,
    font: bold,
    color: ink,
  });
  page.drawText(`Application ${refNo}`, {
    x: margin,
    y: y - 38,
    size: 10,
    font: regular,
    color: ink,
  });
  y -= 70;
  const boxWidth = 595.28 - 2 * margin;
  const boxHeight = 130;
  for (const signature of signatures) {
    const label = signatureLabels[signature.role];
    page.drawText(label, { x: margin, y: y - 12, size: 11, font: bold, color: ink });
    page.drawText(signature.name, { x: margin, y: y - 26, size: 9, font: regular, color: ink });
    const top = y - 34;
    page.drawRectangle({
      x: margin,
      y: top - boxHeight,
      width: boxWidth,
      height: boxHeight,
      borderColor: rgb(0.6, 0.6, 0.6),
      borderWidth: 0.75,
    });
    const image = await pdf.embedPng(signature.png);
    const scale = Math.min((boxWidth - 16) / image.width, (boxHeight - 16) / image.height, 1);
    page.drawImage(image, {
      x: margin + 8,
      y: top - boxHeight + (boxHeight - image.height * scale) / 2,
      width: image.width * scale,
      height: image.height * scale,
    });
    y = top - boxHeight - 22;
  }
  return Buffer.from(await pdf.save());
}
