import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZKycHolder } from './kyc-common.js';
import { ZScreenId } from './common.js';
import { ZUploadContent, ZUploadFileName } from './upload-common.js';

/** DOCUMENT: a holder's PAN and bank proof (screens 44, 46, 47, 48). SIGNATURE: screen 45. */
export const ZDocumentKind = z.enum(['DOCUMENT', 'SIGNATURE'], { error: 'Document kind should be valid.' });
export type TDocumentKind = z.infer<typeof ZDocumentKind>;

export const ZDocType = z
  .string()
  .trim()
  .max(30)
  .regex(/^[A-Z_]*$/, 'Document type should be valid.');

/** A file the application holds, without its bytes but for a preview of an image. */
export const ZStoredDocument = z.object({
  holder: ZKycHolder,
  kind: z.string(),
  docType: z.string(),
  label: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sizeText: z.string(),
  /** A data URL of the image (a signature, a picture of a document); empty for a PDF. */
  preview: z.string(),
});
export type TStoredDocument = z.infer<typeof ZStoredDocument>;

export const ZHolderDocuments = z.object({
  holder: ZKycHolder,
  holderName: z.string(),
  holderLabel: z.string(),
  /** What this holder must provide on this screen, with its label. */
  required: z.array(z.object({ docType: z.string(), label: z.string() })),
  documents: z.array(ZStoredDocument),
});
export type THolderDocuments = z.infer<typeof ZHolderDocuments>;

/**
 * A holder's documents (kind DOCUMENT), or every holder's signature (kind SIGNATURE), with the
 * extensions and sizes an upload may have.
 */
export const loadDocumentsCall = defineCall(
  'DocumentsService/loadDocuments',
  z.object({ holder: ZKycHolder.default('F'), kind: ZDocumentKind.default('DOCUMENT') }),
  z.object({
    kind: ZDocumentKind,
    holders: z.array(ZHolderDocuments),
    extensions: z.array(z.string()),
    minBytes: z.number().int(),
    maxBytes: z.number().int(),
  }),
);

/**
 * UPLOAD keeps one file: a holder's PAN or bank proof (docType PAN or BANK_PROOF), or a holder's
 * signature (kind SIGNATURE, drawn on the pad or uploaded; cropped to the ink and stored in gray
 * scale). SAVE closes the screen once what it needs is there and answers the next screen; SAVE of
 * the signatures also makes the gray-scale signature document.
 */
export const saveDocumentsCall = defineCall(
  'DocumentsService/saveDocuments',
  z.object({
    event: z.enum(['UPLOAD', 'SAVE'], { error: 'Event should be valid.' }),
    holder: ZKycHolder.default('F'),
    kind: ZDocumentKind.default('DOCUMENT'),
    docType: ZDocType.default(''),
    fileName: ZUploadFileName.optional(),
    content: ZUploadContent.optional(),
  }),
  z.object({
    nextScreenId: ZScreenId.optional(),
    document: ZStoredDocument.optional(),
  }),
);

/** Removes one uploaded document or signature of a holder. */
export const removeDocumentsCall = defineCall(
  'DocumentsService/removeDocuments',
  z.object({
    holder: ZKycHolder.default('F'),
    kind: ZDocumentKind.default('DOCUMENT'),
    docType: ZDocType.min(1, 'Document type should be valid.'),
  }),
  z.object({ removed: z.boolean() }),
);
