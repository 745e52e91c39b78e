import {
  checkDocumentFile,
  closureMessages,
  decodeBase64,
  documentSizeLimits,
  onboardingDocumentMessages,
  photoBase64,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import { pdfLib } from '../../../lib/pdf-writer.js';

const refuse = (message: string) => new AppError(400, 'CLOSURE_CMR', message);

/**
 * The client master report of the other participant, as uploaded: a PDF by its first bytes and
 * within the document size limits (the account-opening rule), that opens with at least one page
 * (readable), and that carries a digital signature (a signature dictionary with its byte range).
 * Whether the signature is the participant's is for the back office to verify.
 */
export async function checkClientMasterReport(fileName: string, content: string): Promise<Buffer> {
  const base64 = photoBase64(content);
  if (base64 === null) throw refuse(onboardingDocumentMessages.fileUnreadable);
  const bytes = Buffer.from(decodeBase64(base64));
  const check = checkDocumentFile({ fileName, bytes }, ['pdf'], documentSizeLimits);
  if (!check.ok)
    throw refuse(
      check.message === onboardingDocumentMessages.extension('PDF')
        ? closureMessages.cmrNotPdf
        : check.message,
    );
  const { lib } = await pdfLib();
  let signed = false;
  try {
    const pdf = await lib.PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    if (pdf.getPageCount() < 1) throw new Error('no pages');
    signed = pdf.context.enumerateIndirectObjects().some(([, object]) => {
      if (!(object instanceof lib.PDFDict)) return false;
      const type = object.get(lib.PDFName.of('Type'));
      const range = object.get(lib.PDFName.of('ByteRange'));
      return (
        range instanceof lib.PDFArray && (type === undefined || type === lib.PDFName.of('Sig'))
      );
    });
  } catch {
    throw refuse(onboardingDocumentMessages.corruptPdf);
  }
  if (!signed) throw refuse(closureMessages.cmrUnsigned);
  return bytes;
}
