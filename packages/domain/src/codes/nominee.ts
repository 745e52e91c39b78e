/** Code tables and constants of the nominee wizard (spec 3 sections 3, 4, 5 and 9). */

export const nomineeActions = ['ADD_NOMI', 'CHNG_NOMI', 'MODI_NOMI', 'OPT_IN', 'OPT_OUT'] as const;
export type NomineeAction = (typeof nomineeActions)[number];

export const accessOrigins = [
  'PROFILE_WEB',
  'PROFILE_MOBILE',
  'TRANSACTION_WEB',
  'TRANSACTION_MOBILE',
] as const;
export type AccessOrigin = (typeof accessOrigins)[number];

/** Every wizard call says where it came from: the transact area or the profile. */
export function accessFromOf(isFromTransact: boolean, isMobile = false): AccessOrigin {
  return `${isFromTransact ? 'TRANSACTION' : 'PROFILE'}_${isMobile ? 'MOBILE' : 'WEB'}`;
}

export const nomineeCallEvents = ['SAVE', 'UPLOAD', 'REMOVE', 'SUBMIT'] as const;

export const nomineeLimits = {
  maxNominees: 3,
  nameMax: 15,
  relationOtherNomineeMax: 20,
  relationOtherGuardianMax: 50,
  addressLineMax: 30,
  emailMax: 75,
  pinIndiaMax: 10,
  pinOtherMax: 20,
  shareDigitsMax: 3,
  shareTotal: 100,
  guardianMinAge: 18,
  maxAgeYears: 100,
  otpLength: 4,
  otpResendSeconds: 30,
  otpValidSeconds: 300,
  otpMaxWrong: 3,
  otpMaxSends: 3,
  pdfViewerHeightPx: 400,
  defaultIsd: '91',
  indiaCountryCode: 'IN',
} as const;

/** Nominee identity proof codes: PAN 1 .. PIO 9. */
export const idProofTypes = [
  { typeId: '1', docName: 'PAN' },
  { typeId: '2', docName: 'Voter ID' },
  { typeId: '3', docName: 'Driving Licence' },
  { typeId: '4', docName: 'Passport' },
  { typeId: '5', docName: 'Aadhaar' },
  { typeId: '6', docName: 'Demat Account' },
  { typeId: '7', docName: 'Photo Sign' },
  { typeId: '8', docName: 'OCI' },
  { typeId: '9', docName: 'PIO' },
] as const;
export type IdProofType = (typeof idProofTypes)[number]['typeId'];
export const idProofTypeIds = idProofTypes.map((t) => t.typeId) as [IdProofType, ...IdProofType[]];

/** The value that marks the free-text relationship. */
export const relationOthers = 'OTHERS';

export const nomineeRelations = [
  { relationId: 'SPOUSE', relationName: 'Spouse' },
  { relationId: 'SON', relationName: 'Son' },
  { relationId: 'DAUGHTER', relationName: 'Daughter' },
  { relationId: 'FATHER', relationName: 'Father' },
  { relationId: 'MOTHER', relationName: 'Mother' },
  { relationId: 'BROTHER', relationName: 'Brother' },
  { relationId: 'SISTER', relationName: 'Sister' },
  { relationId: 'GRANDSON', relationName: 'Grandson' },
  { relationId: 'GRANDDAUGHTER', relationName: 'Granddaughter' },
  { relationId: relationOthers, relationName: 'Others' },
] as const;

export const guardianRelations = [
  { relationId: 'FATHER', relationName: 'Father' },
  { relationId: 'MOTHER', relationName: 'Mother' },
  { relationId: 'GRANDFATHER', relationName: 'Grandfather' },
  { relationId: 'GRANDMOTHER', relationName: 'Grandmother' },
  { relationId: 'BROTHER', relationName: 'Brother' },
  { relationId: 'SISTER', relationName: 'Sister' },
  { relationId: 'LEGAL_GUARDIAN', relationName: 'Court Appointed Legal Guardian' },
  { relationId: relationOthers, relationName: 'Others' },
] as const;

export const isdCodes = [
  '91',
  '1',
  '44',
  '971',
  '65',
  '61',
  '64',
  '966',
  '974',
  '968',
  '965',
  '973',
  '60',
  '49',
  '33',
  '81',
  '852',
  '27',
  '254',
  '977',
  '94',
  '880',
] as const;

/** 1: only 'Yes' is shown as the nominee registration status; 2: the names of all nominees. */
export const nomineePreferences = ['1', '2'] as const;
export type NomineePreference = (typeof nomineePreferences)[number];

export const signModes = ['E', 'O'] as const;
export type SignMode = (typeof signModes)[number];
export const defaultSignMode: SignMode = 'E';

/** Holder codes on the signing detail. */
export const holderCodes = {
  F: 'Applicant',
  S: 'Second Holder',
  T: 'Third Holder',
  G: 'Guardian',
} as const;

export const esignLanguages = [
  { LANG_ID: 'EN', LANGUAGE: 'English' },
  { LANG_ID: 'HI', LANGUAGE: 'Hindi' },
  { LANG_ID: 'GU', LANGUAGE: 'Gujarati' },
  { LANG_ID: 'MR', LANGUAGE: 'Marathi' },
] as const;

export const otpSignStatuses = ['INITIAL', 'REGENERATED', 'VERIFIED'] as const;
export type OtpSignStatus = (typeof otpSignStatuses)[number];

/** Error codes of the wizard saves and signing, and what each stands for. */
export const nomineeErrorCodes = {
  /** Nominee name (first, middle or last) not valid. */
  nameInvalid: 'SNDP-004',
  /** Nominee date of birth missing, malformed or in the future. */
  dobInvalid: 'SNDP-005',
  /** Nominee date of birth more than 100 years ago. */
  dobTooOld: 'SNDP-006',
  /** Nominee name or date of birth changed in a modification, where they are locked. */
  nameDobLocked: 'SNDP-007',
  /** Nominee id type not one of the codes. */
  idTypeInvalid: 'SNDP-008',
  /** Nominee id number not valid for its type. */
  idNoInvalid: 'SNDP-009',
  /** Nominee id number already used by another nominee of the request. */
  idNoDuplicate: 'SNDP-010',
  /** Any other field of the nominee details (relationship, mobile, e-mail). */
  detailsInvalid: 'SNDP-003',
  /** Guardian name not valid, or changed in a modification. */
  guardianNameInvalid: 'SNGDP-005',
  /** Guardian date of birth missing, malformed, in the future or more than 100 years ago. */
  guardianDobInvalid: 'SNGDP-006',
  /** Guardian younger than 18. */
  guardianMinor: 'SNGD-007',
  /** Guardian id type not one of the codes. */
  guardianIdTypeInvalid: 'SNGDP-008',
  /** Guardian id number not valid for its type. */
  guardianIdNoInvalid: 'SNGDP-009',
  /** Guardian id number equal to the nominee's. */
  guardianIdNoSame: 'SNGDP-010',
  /** Any other field of the guardian details (relationship, mobile, e-mail). */
  guardianDetailsInvalid: 'SNGDP-003',
  /** A field of an address screen. */
  addressInvalid: 'SNAP-003',
  /** Shares do not add up or are out of range. */
  sharesInvalid: 'SNPS-003',
  /** Opt preference missing. */
  optInvalid: 'SNOP-003',
  /** The request is not in a state for this call (closed, wrong step, unknown nominee). */
  requestState: 'NOMI-409',
  /** The request changed after the form was generated: reload the nominee details. */
  esignStale: 'PNE-903',
  /** E-sign submit or return refused. */
  esignFailed: 'PNE-904',
  /** Wrong OTP. */
  otpWrong: 'VONSP-004',
  /** Expired OTP (or none left to try). */
  otpExpired: 'VONSP-005',
  /** OTP could not be sent (limit reached, not yet allowed). */
  otpSend: 'GONSP-004',
} as const;
