/** The application form, its e-sign and the review that follows (spec 2 sections 4, 5.1 and 9). */

/** E-sign status of the application form (spec 2 section 4). */
export const esignStatuses = { pending: 'E-Sign Pending', done: 'E-Sign Done' } as const;
export type EsignStatus = (typeof esignStatuses)[keyof typeof esignStatuses];

/** The consent the applicant gives on submitting the form for e-sign (spec 2 section 5.1). */
export const formSubmitConsent = {
  consentId: 'EWEALTH_ESIGN',
  consentDesc: 'e-Wealth and e-sign consent',
} as const;

/** Where an application stands after its steps: in process, then review, then a decision. */
export const applicationStatuses = {
  inProcess: 'IN_PROCESS',
  underReview: 'UNDER_REVIEW',
  approved: 'APPROVED',
  rejected: 'REJECTED',
} as const;

/** The step key (role F) under which staff record their decision on an application. */
export const reviewStepKey = 'review';

/** The kinds and document types under which the form is kept among the application's files. */
export const formFileTypes = {
  kind: 'FORM',
  unsigned: 'EWEALTH_FORM',
  signed: 'EWEALTH_FORM_SIGNED',
} as const;
