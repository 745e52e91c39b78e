import type { HolderRole } from '../flows/onboarding.js';

/** Kinds of an application's files (spec 2 section 3, with the live photo and the form). */
export const registrationFileKinds = ['PHOTO', 'DOCUMENT', 'SIGNATURE', 'FORM'] as const;
export type RegistrationFileKind = (typeof registrationFileKinds)[number];

/** The live photo's type within kind PHOTO. */
export const livePhotoDocType = 'LIVE_PHOTO';

/** The documents a holder uploads at screens 44, 46, 47, 48. */
export const holderDocumentTypes = ['PAN', 'BANK_PROOF'] as const;
export type HolderDocumentType = (typeof holderDocumentTypes)[number];

export const holderDocumentLabels: Record<HolderDocumentType, string> = {
  PAN: 'PAN card',
  BANK_PROOF: 'Bank proof (cancelled cheque or bank statement)',
};

/** PAN for every holder; the bank proof for the first holder, whose bank the account uses. */
export function requiredDocuments(role: HolderRole): HolderDocumentType[] {
  return role === 'F' ? ['PAN', 'BANK_PROOF'] : ['PAN'];
}

/** Document types of kind SIGNATURE, one per holder role (spec 2 section 3). */
export const signatureDocTypes: Record<HolderRole, string> = {
  F: 'APPLICANT',
  S: 'SECOND_HOLDER',
  T: 'THIRD_HOLDER',
  G: 'GUARDIAN',
};

/** Signature labels as spec 2 section 3 words them. */
export const signatureLabels = {
  specimen: 'Specimen',
  F: 'Applicant',
  S: 'Second Holder',
  T: 'Third Holder',
  G: 'Guardian signature',
} as const;

/** The gray-scale signature document: every holder's specimen signature on one page. */
export const grayscaleSignatureDocType = 'GRAYSCALE_SIGNATURE';

/** Every document type of spec 2 section 3 with its name, for lists of an application's files. */
export const registrationDocTypeNames: Record<string, string> = {
  LIVE_PHOTO: 'Live photo',
  PAN: 'PAN card',
  BANK_PROOF: 'Bank proof',
  GRAYSCALE_SIGNATURE: 'Gray-scale signature',
  ESIGN_DECLARATION: 'E-sign declaration',
  APPLICANT: 'Applicant signature',
  SECOND_HOLDER: 'Second holder signature',
  THIRD_HOLDER: 'Third holder signature',
  GUARDIAN: 'Guardian signature',
  NJ_MANDATE: 'NJ mandate form',
  BSE_MANDATE: 'BSE mandate form',
  NSE_MANDATE: 'NSE mandate form',
};

/**
 * File-size limits of an uploaded document or photo (spec 5.5 gives no values): at least 1 KB, so
 * an empty or truncated file is refused, and at most 5 MB, which a phone photo of a PAN card or a
 * scanned statement fits.
 */
export const documentSizeLimits = { minBytes: 1024, maxBytes: 5 * 1024 * 1024 } as const;

/** The live photo as stored: a portrait of 3:4, at most 600 px high, from a capture at least 240 px wide. */
export const livePhotoLimits = {
  minWidth: 240,
  minHeight: 240,
  outWidth: 450,
  outHeight: 600,
} as const;
