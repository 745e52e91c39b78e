/** Code tables and constants of account opening (spec 2 sections 3, 4, 5, 6 and 9). */

import type { HolderRole } from '../flows/onboarding.js';

export const holderRoleLabels: Record<HolderRole, string> = {
  F: 'Applicant',
  S: 'Second Holder',
  T: 'Third Holder',
  G: 'Guardian',
};

/** The relation of a guardian with the minor. */
export const relationsWithMinor = [
  { code: 'F', label: 'Father' },
  { code: 'M', label: 'Mother' },
] as const;
export type RelationWithMinor = (typeof relationsWithMinor)[number]['code'];

/** Whose mobile or e-mail it is, when it is not the holder's own. */
export const familyDeclarations = ['Spouse', 'Parents', 'Child', 'Self'] as const;
export type FamilyDeclaration = (typeof familyDeclarations)[number];

/** Tax statuses offered at registration. */
export const taxStatuses = [
  { code: '1', label: 'Individual', minor: false, nri: false },
  { code: '2', label: 'On behalf of minor', minor: true, nri: false },
  { code: '11', label: 'NRI-Repatriable(NRE)', minor: false, nri: true },
  { code: '24', label: 'NRI-Non-Repatriable(NRO)', minor: false, nri: true },
  { code: '20', label: 'NRE on behalf of minor', minor: true, nri: true },
] as const;
export type TaxStatusCode = (typeof taxStatuses)[number]['code'];

/** The tax status most applicants have, offered chosen: an individual resident in India. */
export const defaultTaxStatus = '1';
export const taxStatusCodes = taxStatuses.map((t) => t.code) as [TaxStatusCode, ...TaxStatusCode[]];

export function taxStatusOf(code: string) {
  return taxStatuses.find((t) => t.code === code);
}

export function isMinorTaxStatus(code: string): boolean {
  return taxStatusOf(code)?.minor ?? false;
}

/** Holding modes: single, joint, either or survivor. */
export const accountHoldingModes = [
  { code: 'SI', label: 'Single holding' },
  { code: 'JO', label: 'Joint holding' },
  { code: 'AS', label: 'Either or Survivor' },
] as const;
export type HoldingMode = (typeof accountHoldingModes)[number]['code'];
export const holdingModeCodes = accountHoldingModes.map((h) => h.code) as [
  HoldingMode,
  ...HoldingMode[],
];

export function holdingModeLabel(code: string): string {
  return accountHoldingModes.find((h) => h.code === code)?.label ?? code;
}

/** Mode codes of a joint account: all together 2, any one 3. */
export const jointModeCodes = { JO: '2', AS: '3' } as const;

/** The form types that may be opened, by account type. */
export const formTypes = [
  { key: 'EW', accountType: 'EW', formType: '2', label: 'E-wealth' },
  { key: 'PMS', accountType: 'EW', formType: '1', label: 'PMS' },
  { key: 'EMF', accountType: 'EMF', formType: '2', label: 'E-Wealth MF' },
] as const;
export type FormTypeKey = (typeof formTypes)[number]['key'];
export const formTypeKeys = formTypes.map((f) => f.key) as [FormTypeKey, ...FormTypeKey[]];
/** The report filter that covers every form type. */
export const allFormTypes = '0';

export function formTypeOf(key: string) {
  return formTypes.find((f) => f.key === key);
}

/** The form types a registration area may open: an EMF area only EMF, an EW area EW and PMS. */
export function formTypesFor(accountType: 'EW' | 'EMF') {
  return formTypes.filter((f) => f.accountType === accountType);
}

export const reportTypes = ['NORMAL', 'REJECT'] as const;
export const communicationTypes = [
  { code: 'NM', label: 'normal' },
  { code: 'RE', label: 'resend' },
] as const;
export const esignDocumentTypes = ['PDF', 'XML'] as const;
export const callEvents = ['SAVE', 'UPLOAD', 'REMOVE', 'SUBMIT'] as const;

export const applicationStatusCodes = { documentAwaited: '6', notApproved: '9' } as const;
export const requestStatusCodes = { rejected: '3' } as const;

export const rejectReasons = [
  { code: '147', label: 'E-sign is not proper' },
  { code: '148', label: 'Client does not wish to open an account' },
  { code: '149', label: 'Wrong data inserted' },
  { code: '150', label: 'Mobile is not registered with Aadhaar' },
  { code: '29', label: 'Others' },
] as const;

// Income and net-worth bands, PEP, marital status and gender belong to the personal details
// (codes/onboarding-kyc.ts).

export const bankAccountTypes = ['Saving', 'Current', 'OD', 'CC'] as const;
export const mutualFundModes = [
  { code: 'P', label: 'physical' },
  { code: 'D', label: 'demat' },
] as const;
export const mandateProviders = ['NJ', 'BSE', 'NSE'] as const;
export const depositoryIds = { NSDL: 'IN304262', CDSL: '12064200' } as const;

/** Limits of account opening (spec 2 section 9). */
export const onboardingLimits = {
  holderMinAge: 18,
  holderMaxAge: 100,
  nameLengthMax: 85,
  namePartMax: 40,
  entryDateRangeMonths: 6,
  bankAccountMinDigits: 8,
  bankAccountMaxDigits: 18,
  netWorthMin: 50_000_000,
  mandateLowerLimitMin: 1_000,
  brokerageMax: 2.5,
  brokerageStep: 0.05,
  alertTimeoutMs: 30_000,
  buttonDisableTimeoutMs: 30_000,
  maxJointHolders: 3,
  mobileOtpDigits: 6,
  emailLinkValidMinutes: 30,
} as const;
