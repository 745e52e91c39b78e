import { randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import * as pkijs from 'pkijs';

/**
 * Digitally signed PDFs made in the test, as a depository participant's software makes them: a
 * self-signed RSA certificate for `signer` (its subject's common name), a signature field whose
 * /ByteRange frames the /Contents, and a detached CMS (PKCS #7) SignedData over those bytes with
 * the content-type and message-digest attributes signed.
 */

const subtle = webcrypto.subtle;
const contentsBytes = 8192;

async function selfSignedCertificate(signer: string) {
  const keys = (await subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as webcrypto.CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ value: Date.now() % 1_000_000 });
  const name = () =>
    new pkijs.AttributeTypeAndValue({
      type: '2.5.4.3',
      value: new asn1js.Utf8String({ value: signer }),
    });
  certificate.issuer.typesAndValues.push(name());
  certificate.subject.typesAndValues.push(name());
  certificate.notBefore.value = new Date('2026-01-01T00:00:00Z');
  certificate.notAfter.value = new Date('2028-01-01T00:00:00Z');
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey as never);
  await certificate.sign(keys.privateKey as never, 'SHA-256');
  return { certificate, privateKey: keys.privateKey };
}

/** A detached CMS SignedData over `data`, DER-encoded. */
async function cmsSignature(data: Uint8Array, signer: string): Promise<Uint8Array> {
  const { certificate, privateKey } = await selfSignedCertificate(signer);
  const digest = await subtle.digest('SHA-256', data);
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: '1.2.840.113549.1.7.1' }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.3',
              values: [new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' })],
            }),
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.4',
              values: [new asn1js.OctetString({ valueHex: digest })],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signed.sign(privateKey as never, 0, 'SHA-256');
  const info = new pkijs.ContentInfo({
    contentType: '1.2.840.113549.1.7.2',
    content: signed.toSchema(true),
  });
  return new Uint8Array(info.toSchema().toBER(false));
}

/**
 * A client master report PDF: a page of holdings (and `padBytes` of incompressible filler, for
 * size), signed by `signer` when `signer` is given.
 */
export async function clientMasterReportPdf(
  options: { signer?: string; padBytes?: number; title?: string; script?: string } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (options.script)
    doc.catalog.set(
      PDFName.of('OpenAction'),
      doc.context.obj({ S: 'JavaScript', JS: PDFString.of(options.script) }),
    );
  doc.setTitle(options.title ?? 'Client Master Report IN300214 87654321');
  if (options.padBytes) doc.context.register(doc.context.stream(randomBytes(options.padBytes)));
  const page = doc.addPage([595, 842]);
  page.drawText('Client Master Report - DP ID IN300214 Client ID 87654321', { x: 48, y: 780 });
  for (let i = 0; i < 40; i += 1)
    page.drawText(`Holding line ${i} of the client master report`, { x: 48, y: 740 - i * 16 });
  if (!options.signer) return Buffer.from(await doc.save({ useObjectStreams: false }));

  const { context } = doc;
  const placeholder = 9_999_999_999;
  const signature = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: 'adbe.pkcs7.detached',
      ByteRange: [0, placeholder, placeholder, placeholder],
      Contents: PDFHexString.of('0'.repeat(contentsBytes * 2)),
    }),
  );
  const field = context.register(
    context.obj({
      FT: 'Sig',
      T: PDFString.of('Signature1'),
      V: signature,
      Type: 'Annot',
      Subtype: 'Widget',
      Rect: [0, 0, 0, 0],
      P: page.ref,
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([field]));
  doc.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [field], SigFlags: 3 }));
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));

  // Frame the /Contents hex string, write the byte range in its placeholder's room, then sign.
  const hexStart = bytes.indexOf(`<${'0'.repeat(contentsBytes * 2)}>`);
  const hexEnd = hexStart + contentsBytes * 2 + 2;
  const range = [0, hexStart, hexEnd, bytes.length - hexEnd];
  const rangeText = `[ 0 ${placeholder} ${placeholder} ${placeholder} ]`;
  const rangeAt = bytes.indexOf(rangeText);
  bytes.write(`[ ${range.join(' ')} ]`.padEnd(rangeText.length, ' '), rangeAt, 'latin1');
  const signedData = Buffer.concat([bytes.subarray(0, hexStart), bytes.subarray(hexEnd)]);
  const der = await cmsSignature(signedData, options.signer);
  bytes.write(
    Buffer.from(der)
      .toString('hex')
      .padEnd(contentsBytes * 2, '0'),
    hexStart + 1,
    'latin1',
  );
  return bytes;
}

/** The same file with some of its signed bytes changed, as a forger would. */
export function tampered(pdf: Buffer, from: string, to: string): Buffer {
  const at = pdf.indexOf(from);
  if (at < 0) throw new Error(`"${from}" is not in the PDF`);
  const copy = Buffer.from(pdf);
  copy.write(to, at, 'latin1');
  return copy;
}

export const asDataUrl = (pdf: Buffer) => `data:application/pdf;base64,${pdf.toString('base64')}`;
