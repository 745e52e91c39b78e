import { onboardingDocumentMessages as m } from '@cdesk/domain';
import type { PDFDict, PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from './app-error.js';
import { pdfLib } from './pdf-writer.js';

/**
 * Uploaded files are kept only as this server wrote them: a picture is decoded and drawn anew
 * (whatever followed its pixels, its metadata and any hidden payload are gone), and a PDF is
 * rewritten page by page with its scripts, actions and attached files left out, so a file served
 * back to staff or put into a form is never the sender's bytes.
 */

/** The most pixels a picture may have to be decoded: 16.7 megapixels (4096 x 4096). */
export const maxInputPixels = 4096 * 4096;
const megapixels = Math.floor(maxInputPixels / 1_000_000);

const refuse = (code: string, message: string) => new AppError(400, code, message);

export interface RedrawnImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/** A sharp pipeline over an upload whose pixel count is checked from its header, before decoding. */
export function decodeCapped(bytes: Buffer | sharp.SharpInput): sharp.Sharp {
  return sharp(bytes as Buffer, { failOn: 'truncated', limitInputPixels: maxInputPixels });
}

/** The refusal for a picture sharp could not decode: too many pixels, or damaged. */
export function imageRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const text = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(text)
    ? refuse('FILE_TOO_MANY_PIXELS', m.tooManyPixels(megapixels))
    : refuse('FILE_CORRUPT', m.corruptImage);
}

/**
 * A picture drawn anew, upright, fitted inside `box` (never enlarged): a JPEG stays a JPEG, any
 * other picture becomes a PNG. A BMP, which the image library does not read, is decoded here.
 */
export async function redrawImage(
  bytes: Buffer,
  box: { width: number; height: number },
): Promise<RedrawnImage> {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const bmp = bytes[0] === 0x42 && bytes[1] === 0x4d;
  try {
    const input = bmp ? decodeBmp(bytes) : decodeCapped(bytes);
    const pipeline = input
      .rotate()
      .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true });
    const out = await (
      jpeg
        ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 })
    ).toBuffer({ resolveWithObject: true });
    return {
      bytes: out.data,
      mime: jpeg ? 'image/jpeg' : 'image/png',
      ext: jpeg ? 'jpg' : 'png',
      width: out.info.width,
      height: out.info.height,
    };
  } catch (error) {
    throw imageRefusal(error);
  }
}

/**
 * An uncompressed 24- or 32-bit Windows bitmap as raw pixels; other bitmaps (palettes, run-length
 * compression) are refused with a request for another format.
 */
function decodeBmp(bytes: Buffer): sharp.Sharp {
  const unsupported = () => refuse('FILE_BMP', m.bmpUnsupported);
  if (bytes.length < 54) throw refuse('FILE_CORRUPT', m.corruptImage);
  const offset = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const height = Math.abs(rawHeight);
  const bits = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (![24, 32].includes(bits) || ![0, 3].includes(compression)) throw unsupported();
  if (width <= 0 || height <= 0) throw refuse('FILE_CORRUPT', m.corruptImage);
  if (width * height > maxInputPixels)
    throw refuse('FILE_TOO_MANY_PIXELS', m.tooManyPixels(megapixels));
  const step = bits / 8;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  if (offset + rowBytes * height > bytes.length) throw refuse('FILE_CORRUPT', m.corruptImage);
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    // Rows are stored bottom-up unless the height is negative.
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * rowBytes;
    for (let x = 0; x < width; x += 1) {
      const at = row + x * step;
      const to = (y * width + x) * 3;
      rgb[to] = bytes[at + 2]!;
      rgb[to + 1] = bytes[at + 1]!;
      rgb[to + 2] = bytes[at]!;
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } });
}

// Actions that only move within the document or open a web address; every other kind runs
// something, submits or fetches something, or opens another file.
const harmlessActions = new Set(['GoTo', 'URI', 'Named']);
const scriptKeys = ['JS', 'JavaScript', 'AA', 'OpenAction', 'EmbeddedFiles', 'EF', 'XFA'];
const droppedAnnotations = new Set([
  'FileAttachment',
  'RichMedia',
  'Screen',
  'Movie',
  'Sound',
  '3D',
]);

/**
 * A PDF rewritten by the PDF library: its pages copied into a new document (so the catalogue's
 * OpenAction, its JavaScript and embedded-file name trees, forms' XFA and outlines stay behind,
 * and nothing after the last %%EOF survives), then every copied object scrubbed of scripts,
 * additional actions, attached files and actions other than going to a page or a web address.
 * A password-protected PDF is refused: its content cannot be read to be rewritten.
 */
export async function rewritePdf(bytes: Buffer): Promise<Buffer> {
  const { lib } = await pdfLib();
  let source;
  try {
    source = await lib.PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof lib.EncryptedPDFError) throw refuse('PDF_PROTECTED', m.pdfProtected);
    throw refuse('FILE_CORRUPT', m.corruptPdf);
  }
  try {
    if (source.getPageCount() < 1) throw new Error('no pages');
    const out = await lib.PDFDocument.create({ updateMetadata: false });
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);

    const name = (key: string) => lib.PDFName.of(key);
    const dictOf = (object: PDFObject | undefined): PDFDict | null => {
      const resolved = object instanceof lib.PDFRef ? out.context.lookup(object) : object;
      if (resolved instanceof lib.PDFDict) return resolved;
      if (resolved instanceof lib.PDFStream) return resolved.dict;
      return null;
    };
    const nameText = (object: PDFObject | undefined) =>
      object instanceof lib.PDFName ? object.decodeText() : '';
    const scrub = (object: PDFObject | undefined, depth = 0): void => {
      if (depth > 16 || !object || object instanceof lib.PDFRef) return;
      if (object instanceof lib.PDFArray) {
        for (const item of object.asArray()) scrub(item, depth + 1);
        return;
      }
      const dict = object instanceof lib.PDFStream ? object.dict : object;
      if (!(dict instanceof lib.PDFDict)) return;
      for (const key of scriptKeys) dict.delete(name(key));
      const action = dictOf(dict.get(name('A')));
      if (action && !harmlessActions.has(nameText(action.get(name('S'))))) dict.delete(name('A'));
      // A chained action runs after a harmless one: the chain goes.
      else if (action) action.delete(name('Next'));
      if (
        nameText(dict.get(name('Type'))) === 'Action' &&
        !harmlessActions.has(nameText(dict.get(name('S'))))
      )
        for (const key of ['S', 'F', 'Next', 'Win', 'Mac', 'Unix']) dict.delete(name(key));
      for (const [, value] of dict.entries()) scrub(value, depth + 1);
    };
    for (const [, object] of out.context.enumerateIndirectObjects()) scrub(object);
    for (const page of out.getPages()) {
      const annots = page.node.Annots();
      if (!annots) continue;
      const kept = annots
        .asArray()
        .filter((annot) => !droppedAnnotations.has(nameText(dictOf(annot)?.get(name('Subtype')))));
      page.node.set(name('Annots'), out.context.obj(kept));
    }
    return Buffer.from(await out.save({ useObjectStreams: false }));
  } catch {
    throw refuse('FILE_CORRUPT', m.corruptPdf);
  }
}
