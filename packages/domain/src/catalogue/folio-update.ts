/** Messages of the folio mobile and e-mail update (spec 2 sections 5.8 and 8). */
export const folioUpdateMessages = {
  folioInvalid: 'Please select a folio.',
  folioNotFound: 'This folio is not one of your folios.',
  changeTypeInvalid: 'Please choose whether to change the mobile number or the e-mail ID.',
  pendingRequest: (folioNo: string) =>
    `A request to change the mobile number or e-mail ID of folio ${folioNo} is already pending with the registrar. You can make a new request once it is processed.`,
  sameMobile:
    'The new mobile number must be different from the mobile number registered in the folio.',
  sameEmail: 'The new e-mail ID must be different from the e-mail ID registered in the folio.',
  /** Spec 2 section 5.8: the registrar holds a value that cannot be changed online. */
  invalidAtRegistrar: (field: string, folioNo: string, partnerName: string) =>
    `The ${field} registered with the registrar for folio ${folioNo} is not valid, so it cannot be changed online. Please submit a physical request at your nearest branch, or contact ${partnerName ? `your wealth partner, ${partnerName},` : 'your wealth partner'} to have it updated.`,
  requestNotFound: 'This change request was not found. Please start the change again.',
  requestNotOpen:
    'This change request is no longer waiting for your OTP. Please start the change again.',
  wrongField: (field: string) => `This change request is not for the ${field}.`,
  relationInvalid: 'Please select whose mobile number or e-mail ID this is.',
  consentUnchecked: 'Consent should be checked.',
  otpSent: (to: string) => `OTP has been sent to ${to}.`,
  submitted: (field: string, folioNo: string) =>
    `Your request to change the ${field} of folio ${folioNo} is submitted. The registrar updates the folio within a few working days; you can follow it in Past Requests.`,
} as const;

/** The two contacts of a folio that the investor may change online. */
export const folioChangeTypes = ['MOBILE', 'EMAIL'] as const;
export type FolioChangeType = (typeof folioChangeTypes)[number];

export const folioChangeFieldLabels: Record<FolioChangeType, string> = {
  MOBILE: 'mobile number',
  EMAIL: 'e-mail ID',
};

/**
 * Whose mobile or e-mail it is: the investor's own or a family member's (SEBI allows a folio's
 * contacts to belong to the investor's family; spec 2 section 3 declares Spouse, Parents, Child, Self).
 */
export const folioContactRelations = [
  { code: 'SE', label: 'Self' },
  { code: 'SP', label: 'Spouse' },
  { code: 'DC', label: 'Dependent Children' },
  { code: 'DP', label: 'Dependent Parents' },
  { code: 'DS', label: 'Dependent Siblings' },
  { code: 'GU', label: 'Guardian' },
] as const;
export type FolioContactRelation = (typeof folioContactRelations)[number]['code'];
export const folioContactRelationCodes = folioContactRelations.map((r) => r.code) as [
  FolioContactRelation,
  ...FolioContactRelation[],
];

/** A request's state: OTP awaited, with the registrar, done or refused by it. */
export const folioRequestStatusLabels = {
  PENDING: 'Pending with registrar',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected by registrar',
} as const;
export type FolioRequestStatus = keyof typeof folioRequestStatusLabels;
