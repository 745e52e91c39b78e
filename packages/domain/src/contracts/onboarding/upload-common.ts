import { z } from 'zod';
import { onboardingDocumentMessages as m } from '../../catalogue/onboarding-documents.js';
import { documentSizeLimits } from '../../codes/onboarding-documents.js';
import { fileSizeText } from '../../rules/onboarding/documents.js';

/**
 * The longest file content a call takes: base64 of the largest file allowed, and a little more, so
 * a file just over the limit reaches the service and gets the size message with the limit in it.
 */
export const uploadMaxChars = Math.ceil((documentSizeLimits.maxBytes * 1.05) / 3) * 4 + 100;

/**
 * A file as JSON: `data:<type>;base64,...` or bare base64. The server judges the type by the bytes
 * and the size decoded, whatever the data URL declares.
 */
export const ZUploadContent = z
  .string()
  .min(1, m.fileEmpty)
  .max(uploadMaxChars, m.tooLarge(fileSizeText(documentSizeLimits.maxBytes)));

export const ZUploadFileName = z
  .string()
  .trim()
  .min(1, m.fileName)
  .max(120, m.fileName)
  .refine((name) => !/[\\/]/.test(name) && [...name].every((c) => c >= ' '), m.fileName);
