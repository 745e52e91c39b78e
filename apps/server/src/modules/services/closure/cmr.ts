import {
  checkDocumentFile,
  closureMessages,
  decodeBase64,
  documentSizeLimits,
  onboardingDocumentMessages,
  photoBase64,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import { checkPdfSignatures } from '../../../lib/pdf-signature.js';
import { rewritePdf } from '../../../lib/safe-files.js';

const refuse = (message: string) => new AppError(400, 'CLOSURE_CMR', message);

/** The client master report as kept: the rewritten PDF and who signed the one uploaded. */
export interface CheckedClientMasterReport {
  pdf: Buffer;
  signerName: string;
}

/**
 * The client master report of the other participant: a PDF by its first bytes and within the
 * document size limits (the account-opening rule), digitally signed, its signature verified
 * cryptographically on the bytes as uploaded (the CMS signature over the signed byte range, the
 * whole file covered), then rewritten without scripts, actions, attachments or trailing bytes.
 * The rewrite no longer carries the signature, so the signer's name is kept beside it.
 */
export async function checkClientMasterReport(
  fileName: string,
  content: string,
): Promise<CheckedClientMasterReport> {
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
  // The signature is checked on the bytes as uploaded: the rewrite below no longer carries it.
  const signature = await checkPdfSignatures(bytes);
  if (signature.signed && !signature.valid) throw refuse(closureMessages.cmrSignatureInvalid);
  const pdf = await rewritePdf(bytes).catch((error: unknown) => {
    throw error instanceof AppError ? refuse(error.displayMessage) : error;
  });
  if (!signature.signed) throw refuse(closureMessages.cmrUnsigned);
  return { pdf, signerName: signature.signerName };
}
