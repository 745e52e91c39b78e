import { describe, expect, it } from 'vitest';
import {
  allowedDocumentExtensions,
  checkDocumentFile,
  detectDocumentType,
  documentSizeLimits,
  extensionListText,
  fileExtension,
  fileSizeText,
  imageDocumentExtensions,
  onboardingDocumentMessages as m,
  pictureExtensions,
  requiredDocuments,
  sizeInBytes,
} from '../src/index.js';

const bytes = (...head: number[]) => {
  const out = new Uint8Array(2048);
  out.set(head);
  return out;
};
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const pdf = bytes(...ascii('%PDF-1.7'));
const exe = bytes(...ascii('MZ'));
const all = 'JPG, JPEG, PNG, PDF, TIF, TIFF, BMP or GIF';

describe('document file rules', () => {
  it('lists the extensions of spec 2 section 5.5, and accepts for identity documents only pictures and PDF among them', () => {
    expect(allowedDocumentExtensions).toHaveLength(28);
    for (const ext of imageDocumentExtensions) expect(allowedDocumentExtensions).toContain(ext);
    expect(pictureExtensions).toEqual(['jpg', 'jpeg', 'png']);
  });

  it('reads the extension from the last dot of the base name, in lower case', () => {
    expect(fileExtension('PAN Card.Final.PDF')).toBe('pdf');
    expect(fileExtension('C:\\scans\\cheque.jpeg')).toBe('jpeg');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('README')).toBe('');
  });

  it('recognises each accepted type by its first bytes', () => {
    expect(detectDocumentType(jpeg)).toBe('jpg');
    expect(detectDocumentType(png)).toBe('png');
    expect(detectDocumentType(pdf)).toBe('pdf');
    expect(detectDocumentType(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tif');
    expect(detectDocumentType(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('tif');
    expect(detectDocumentType(bytes(...ascii('GIF89a')))).toBe('gif');
    expect(detectDocumentType(bytes(...ascii('BM')))).toBe('bmp');
    expect(detectDocumentType(exe)).toBeNull();
  });

  it('accepts a file whose bytes are what its extension says', () => {
    expect(checkDocumentFile({ fileName: 'pan.PDF', bytes: pdf })).toEqual({
      ok: true,
      ext: 'pdf',
      mime: 'application/pdf',
    });
    expect(checkDocumentFile({ fileName: 'cheque.jpeg', bytes: jpeg })).toMatchObject({
      ok: true,
      mime: 'image/jpeg',
    });
  });

  it('refuses a renamed program, a PNG named .jpg, and an extension not accepted, naming what is', () => {
    expect(checkDocumentFile({ fileName: 'pan.pdf', bytes: exe })).toEqual({
      ok: false,
      message: m.contentMismatch('PDF'),
    });
    expect(checkDocumentFile({ fileName: 'photo.jpg', bytes: png })).toEqual({
      ok: false,
      message: m.contentMismatch('JPG'),
    });
    expect(checkDocumentFile({ fileName: 'setup.exe', bytes: exe })).toEqual({
      ok: false,
      message: m.extension(all),
    });
    expect(checkDocumentFile({ fileName: 'pan.pdf', bytes: pdf }, pictureExtensions)).toEqual({
      ok: false,
      message: m.extension('JPG, JPEG or PNG'),
    });
  });

  it('refuses an empty file, one under 1 KB and one over 5 MB', () => {
    expect(checkDocumentFile({ fileName: 'pan.pdf', bytes: new Uint8Array(0) })).toEqual({
      ok: false,
      message: m.fileEmpty,
    });
    expect(checkDocumentFile({ fileName: 'pan.pdf', bytes: pdf.subarray(0, 1023) })).toEqual({
      ok: false,
      message: m.tooSmall('1 KB'),
    });
    expect(checkDocumentFile({ fileName: 'pan.pdf', bytes: pdf.subarray(0, 1024) }).ok).toBe(true);
    // The web checks the first bytes of a picked file and its size without reading it all.
    expect(
      checkDocumentFile({
        fileName: 'pan.pdf',
        bytes: pdf.subarray(0, 16),
        size: documentSizeLimits.maxBytes,
      }).ok,
    ).toBe(true);
    expect(
      checkDocumentFile({
        fileName: 'pan.pdf',
        bytes: pdf.subarray(0, 16),
        size: documentSizeLimits.maxBytes + 1,
      }),
    ).toEqual({
      ok: false,
      message: m.tooLarge('5 MB'),
    });
  });

  it('converts sizes in kb, mb and gb and writes them for people', () => {
    expect(sizeInBytes(1, 'kb')).toBe(1024);
    expect(sizeInBytes(5, 'mb')).toBe(5_242_880);
    expect(sizeInBytes(1.5, 'gb')).toBe(1_610_612_736);
    expect(fileSizeText(512)).toBe('512 bytes');
    expect(fileSizeText(1024)).toBe('1 KB');
    // 1,572,864 bytes = 1.5 x 1,048,576.
    expect(fileSizeText(1_572_864)).toBe('1.5 MB');
    expect(fileSizeText(5_242_880)).toBe('5 MB');
    expect(fileSizeText(2_147_483_648)).toBe('2 GB');
  });

  it('names a list of extensions as a sentence', () => {
    expect(extensionListText(['pdf'])).toBe('PDF');
    expect(extensionListText(['jpg', 'png', 'pdf'])).toBe('JPG, PNG or PDF');
  });

  it('asks every holder for a PAN, and the first holder for a bank proof too', () => {
    expect(requiredDocuments('F')).toEqual(['PAN', 'BANK_PROOF']);
    expect(requiredDocuments('S')).toEqual(['PAN']);
    expect(requiredDocuments('G')).toEqual(['PAN']);
  });
});
