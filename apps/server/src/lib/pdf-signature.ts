import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { pdfLib } from './pdf-writer.js';

/** What the digital signatures of a PDF say, checked over its bytes as they came. */
export interface PdfSignatureCheck {
  /** A signature dictionary with a byte range and contents was found. */
  signed: boolean;
  /**
   * Every signature verifies: its CMS (PKCS #7) signature over its byte range is correct for the
   * certificate it carries, and the last one covers the whole file, so nothing was added after.
   */
  valid: boolean;
  /** The subject's common name (CN) of the last signature's certificate; '' when none verifies. */
  signerName: string;
}

const commonNameOid = '2.5.4.3';
const signedDataOid = '1.2.840.113549.1.7.2';
const whitespace = new Set([0x0a, 0x0d, 0x20, 0x09, 0x00]);

interface SignatureField {
  range: number[];
  contents: Uint8Array;
}

/** The signature dictionaries of a PDF: those with a /ByteRange and /Contents. */
async function signatureFields(bytes: Uint8Array): Promise<SignatureField[]> {
  const { lib } = await pdfLib();
  const pdf = await lib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const found: SignatureField[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFDict)) continue;
    const range = object.get(lib.PDFName.of('ByteRange'));
    const contents = object.get(lib.PDFName.of('Contents'));
    if (!(range instanceof lib.PDFArray)) continue;
    const numbers = range
      .asArray()
      .map((n) => (n instanceof lib.PDFNumber ? n.asNumber() : Number.NaN));
    const raw =
      contents instanceof lib.PDFHexString || contents instanceof lib.PDFString
        ? contents.asBytes()
        : new Uint8Array();
    found.push({ range: numbers, contents: raw });
  }
  return found;
}

/** The bytes a signature signs, or null when its byte range does not frame its contents. */
function signedBytes(bytes: Uint8Array, range: number[]): Uint8Array | null {
  if (range.length !== 4 || range.some((n) => !Number.isInteger(n) || n < 0)) return null;
  const [start, firstLength, second, secondLength] = range as [number, number, number, number];
  const gapStart = start + firstLength;
  if (start !== 0 || second <= gapStart || second + secondLength > bytes.length) return null;
  // The gap is the hexadecimal /Contents string itself, and nothing else.
  if (bytes[gapStart] !== 0x3c || bytes[second - 1] !== 0x3e) return null;
  const out = new Uint8Array(firstLength + secondLength);
  out.set(bytes.subarray(0, gapStart), 0);
  out.set(bytes.subarray(second, second + secondLength), firstLength);
  return out;
}

/** Whether only whitespace follows the signed range: nothing was appended after signing. */
function coversToEnd(bytes: Uint8Array, range: number[]): boolean {
  const end = (range[2] ?? 0) + (range[3] ?? 0);
  for (let i = end; i < bytes.length; i += 1) if (!whitespace.has(bytes[i]!)) return false;
  return true;
}

function commonName(certificate: pkijs.Certificate): string {
  const cn = certificate.subject.typesAndValues.find((t) => t.type === commonNameOid);
  const value = cn?.value.valueBlock as { value?: unknown } | undefined;
  return typeof value?.value === 'string' ? value.value.trim() : '';
}

/** Verifies one CMS SignedData over `data`; answers the signer's common name, or null. */
async function verifyCms(der: Uint8Array, data: Uint8Array): Promise<string | null> {
  try {
    const parsed = asn1js.fromBER(der);
    if (parsed.offset === -1) return null;
    const info = new pkijs.ContentInfo({ schema: parsed.result });
    if (info.contentType !== signedDataOid) return null;
    const signed = new pkijs.SignedData({ schema: info.content });
    const result = await signed.verify({
      signer: 0,
      data: data.slice().buffer,
      checkChain: false,
      extendedMode: true,
    });
    if (!result.signatureVerified || !result.signerCertificate) return null;
    return commonName(result.signerCertificate);
  } catch {
    return null;
  }
}

/**
 * Checks the digital signatures of a PDF cryptographically, on the bytes as uploaded (a rewrite
 * of the file would break them): each signature's CMS SignedData is verified over its
 * /ByteRange with the certificate it carries (its message digest and its signature), and the
 * last signature must cover the file to its end. Whether that certificate chains to a licensed
 * certifying authority is not judged here: no trust store of them is configured.
 */
export async function checkPdfSignatures(bytes: Uint8Array): Promise<PdfSignatureCheck> {
  let fields: SignatureField[];
  try {
    fields = await signatureFields(bytes);
  } catch {
    return { signed: false, valid: false, signerName: '' };
  }
  if (fields.length === 0) return { signed: false, valid: false, signerName: '' };
  const ordered = [...fields].sort((a, b) => (a.range[2] ?? 0) - (b.range[2] ?? 0));
  let signerName = '';
  for (const field of ordered) {
    const data = signedBytes(bytes, field.range);
    const name = data && field.contents.length > 0 ? await verifyCms(field.contents, data) : null;
    if (name === null) return { signed: true, valid: false, signerName: '' };
    signerName = name;
  }
  const last = ordered[ordered.length - 1]!;
  if (!coversToEnd(bytes, last.range)) return { signed: true, valid: false, signerName: '' };
  return { signed: true, valid: true, signerName };
}
