import {
  checkDocumentFile,
  decodeBase64,
  documentSizeLimits,
  fileSizeText,
  type ImageDocumentExtension,
  onboardingDocumentMessages as m,
  photoBase64,
} from '@cdesk/domain';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { refuse } from './kyc-holder.js';

export interface CheckedUpload {
  bytes: Buffer;
  ext: ImageDocumentExtension;
  mime: string;
}

/** The bytes of a JSON upload (a data URL or bare base64); refused when it is not base64. */
export function uploadBytes(content: string): Buffer {
  const base64 = photoBase64(content);
  if (base64 === null) throw refuse('FILE_CONTENT', m.fileUnreadable);
  if (base64.length === 0) throw refuse('FILE_EMPTY', m.fileEmpty);
  return Buffer.from(decodeBase64(base64));
}

/**
 * Checks an uploaded file by its content: the domain's rule (extension accepted, bytes that are
 * what the extension says, size within the limits), then a full decode, so a damaged image or PDF
 * is refused before anything is stored.
 */
export async function checkUpload(
  fileName: string,
  content: string,
  accepted: readonly ImageDocumentExtension[],
): Promise<CheckedUpload> {
  const bytes = uploadBytes(content);
  const check = checkDocumentFile({ fileName, bytes }, accepted, documentSizeLimits);
  if (!check.ok) throw refuse('FILE_REFUSED', check.message);
  if (check.ext === 'pdf') await assertPdf(bytes);
  else if (check.ext === 'bmp') assertBmp(bytes);
  else await assertImage(bytes);
  return { bytes, ext: check.ext, mime: check.mime };
}

/** Decodes every pixel: a truncated or damaged image fails here. */
export async function assertImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { info } = await sharp(bytes, { failOn: 'truncated', limitInputPixels: 100_000_000 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch {
    throw refuse('FILE_CORRUPT', m.corruptImage);
  }
}

async function assertPdf(bytes: Buffer): Promise<void> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.getPageCount() < 1) throw new Error('no pages');
  } catch {
    throw refuse('FILE_CORRUPT', m.corruptPdf);
  }
}

/**
 * A Windows bitmap, which the image library does not read: its headers must describe an image
 * whose pixel rows fit in the file.
 */
function assertBmp(bytes: Buffer): void {
  const corrupt = () => refuse('FILE_CORRUPT', m.corruptImage);
  if (bytes.length < 54) throw corrupt();
  const offset = bytes.readUInt32LE(10);
  const header = bytes.readUInt32LE(14);
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  const bits = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const sane =
    header >= 40 &&
    offset >= 14 + header &&
    offset < bytes.length &&
    width > 0 &&
    width <= 20_000 &&
    height > 0 &&
    height <= 20_000 &&
    [1, 4, 8, 16, 24, 32].includes(bits);
  if (!sane) throw corrupt();
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  if (compression === 0 && offset + rowBytes * height > bytes.length) throw corrupt();
}

export const sizeText = (bytes: number) => fileSizeText(bytes);

export const dataUrl = (mime: string, bytes: Buffer | Uint8Array) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
