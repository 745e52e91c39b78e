import {
  checkDocumentFile,
  decodeBase64,
  documentSizeLimits,
  fileSizeText,
  type ImageDocumentExtension,
  onboardingDocumentMessages as m,
  photoBase64,
} from '@cdesk/domain';
import { redrawImage, rewritePdf } from '../../../lib/safe-files.js';
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

/** What a document is redrawn to fit: a PAN card or an A4 page legible at about 170 dpi. */
export const documentBox = { width: 2000, height: 2000 } as const;

/**
 * Checks an uploaded file by its content (the domain's rule: extension accepted, bytes that are
 * what the extension says, size within the limits), then makes it safe to keep: a picture is
 * redrawn (decoded with a pixel cap, resized to `box`), a PDF rewritten without scripts, actions,
 * attachments or trailing bytes. A damaged file is refused before anything is stored.
 */
export async function checkUpload(
  fileName: string,
  content: string,
  accepted: readonly ImageDocumentExtension[],
  box: { width: number; height: number } = documentBox,
): Promise<CheckedUpload> {
  const bytes = uploadBytes(content);
  const check = checkDocumentFile({ fileName, bytes }, accepted, documentSizeLimits);
  if (!check.ok) throw refuse('FILE_REFUSED', check.message);
  if (check.ext === 'pdf') return { bytes: await rewritePdf(bytes), ext: 'pdf', mime: check.mime };
  const image = await redrawImage(bytes, box);
  return { bytes: image.bytes, ext: image.ext, mime: image.mime };
}

/** The file name with the extension of what is kept (a TIFF redrawn as a PNG is named .png). */
export function keptFileName(fileName: string, ext: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  const had = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  if (had === ext || (ext === 'jpg' && had === 'jpeg')) return base;
  return `${dot > 0 ? base.slice(0, dot) : base}.${ext}`;
}

export const sizeText = (bytes: number) => fileSizeText(bytes);

export const dataUrl = (mime: string, bytes: Buffer | Uint8Array) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
