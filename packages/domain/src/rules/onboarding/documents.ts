import { onboardingDocumentMessages as m } from '../../catalogue/onboarding-documents.js';
import { documentSizeLimits } from '../../codes/onboarding-documents.js';

/** Extensions a document may have (spec 2 section 5.5). */
export const allowedDocumentExtensions = [
  'csv',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'xml',
  'pdf',
  'ppt',
  'pptx',
  'pps',
  'ppsx',
  'eml',
  'txt',
  'ods',
  'odt',
  'odg',
  'zip',
  'rar',
  'tar',
  'jpg',
  'jpeg',
  'gif',
  'png',
  'tif',
  'tiff',
  'bmp',
  'dbf',
  'mp3',
] as const;
export type DocumentExtension = (typeof allowedDocumentExtensions)[number];

/** Of those, what an identity document, a bank proof, a photo or a signature may be. */
export const imageDocumentExtensions = [
  'jpg',
  'jpeg',
  'png',
  'pdf',
  'tif',
  'tiff',
  'bmp',
  'gif',
] as const satisfies readonly DocumentExtension[];
export type ImageDocumentExtension = (typeof imageDocumentExtensions)[number];

/** Photos and signatures are images only. */
export const pictureExtensions = [
  'jpg',
  'jpeg',
  'png',
] as const satisfies readonly ImageDocumentExtension[];

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The first bytes each type starts with; a file must begin with one of its extension's. */
export const fileSignatures: Record<ImageDocumentExtension, number[][]> = {
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  pdf: [ascii('%PDF-')],
  tif: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  bmp: [ascii('BM')],
  gif: [ascii('GIF87a'), ascii('GIF89a')],
};

/** The media type stored with a file of each extension. */
export const extensionMime: Record<ImageDocumentExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  gif: 'image/gif',
};

/** The lower-case extension of a file name ('' when it has none). */
export function fileExtension(fileName: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether the bytes begin as a file of this extension says they must. */
export function matchesSignature(ext: ImageDocumentExtension, bytes: Uint8Array): boolean {
  return fileSignatures[ext].some((magic) => magic.every((b, i) => bytes[i] === b));
}

/** What the bytes are, whatever the name says; null when none of the accepted types. */
export function detectDocumentType(bytes: Uint8Array): ImageDocumentExtension | null {
  const order: ImageDocumentExtension[] = ['jpg', 'png', 'pdf', 'tif', 'gif', 'bmp'];
  return order.find((ext) => matchesSignature(ext, bytes)) ?? null;
}

export const sizeUnits = { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const;
export type SizeUnit = keyof typeof sizeUnits;

/** A size given in kb, mb or gb, in bytes. */
export function sizeInBytes(value: number, unit: SizeUnit): number {
  return Math.round(value * sizeUnits[unit]);
}

/** A file size for people: bytes under 1 KB, else KB, MB or GB to at most one decimal (1.5 MB). */
export function fileSizeText(bytes: number): string {
  if (bytes < sizeUnits.kb) return `${bytes} bytes`;
  const unit: SizeUnit = bytes >= sizeUnits.gb ? 'gb' : bytes >= sizeUnits.mb ? 'mb' : 'kb';
  const value = Math.round((bytes / sizeUnits[unit]) * 10) / 10;
  return `${String(value).replace(/\.0$/, '')} ${unit.toUpperCase()}`;
}

/** 'JPG, PNG or PDF' from a list of extensions. */
export function extensionListText(extensions: readonly string[]): string {
  const upper = extensions.map((e) => e.toUpperCase());
  return upper.length <= 1
    ? (upper[0] ?? '')
    : `${upper.slice(0, -1).join(', ')} or ${upper[upper.length - 1]}`;
}

export interface FileCheckInput {
  fileName: string;
  /** The whole file, or at least its first 16 bytes with `size` given. */
  bytes: Uint8Array;
  size?: number;
}

export type FileCheck =
  { ok: true; ext: ImageDocumentExtension; mime: string } | { ok: false; message: string };

/**
 * The first problem with an uploaded file, judged by its content: empty, an extension not
 * accepted here, bytes that are not what the extension claims (a renamed program), or a size out
 * of the limits. The web checks a picked file with it before sending; the server checks again
 * (and then decodes images, which only it can do fully).
 */
export function checkDocumentFile(
  input: FileCheckInput,
  accepted: readonly ImageDocumentExtension[] = imageDocumentExtensions,
  limits: { minBytes: number; maxBytes: number } = documentSizeLimits,
): FileCheck {
  const size = input.size ?? input.bytes.length;
  if (size === 0) return { ok: false, message: m.fileEmpty };
  const ext = fileExtension(input.fileName);
  const known = accepted.find((e) => e === ext);
  if (!known) return { ok: false, message: m.extension(extensionListText(accepted)) };
  if (!matchesSignature(known, input.bytes))
    return { ok: false, message: m.contentMismatch(known.toUpperCase()) };
  if (size < limits.minBytes)
    return { ok: false, message: m.tooSmall(fileSizeText(limits.minBytes)) };
  if (size > limits.maxBytes)
    return { ok: false, message: m.tooLarge(fileSizeText(limits.maxBytes)) };
  return { ok: true, ext: known, mime: extensionMime[known] };
}
