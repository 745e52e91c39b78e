/** The Aadhaar e-sign service: it shows the document, authenticates the signer and returns. */
/**
 * What a signature is for: the nominee form, a bank mandate before the bank authenticates it, or
 * the account-opening form of an E-Wealth (REGISTRATION) or E-Wealth MF (REGISTRATION_EMF) applicant,
 * or such an applicant's bank mandate (REG_MANDATE, EMF_REG_MANDATE), an account closure request
 * (CLOSURE) or a DDPI consent (DDPI).
 */
export type EsignPurpose =
  | 'NOMINEE'
  | 'MANDATE'
  | 'REGISTRATION'
  | 'REGISTRATION_EMF'
  | 'REG_MANDATE'
  | 'EMF_REG_MANDATE'
  | 'CLOSURE'
  | 'DDPI';

/** A signer who has no desk account yet: an applicant, by application and mobile. */
export interface EsignApplicant {
  refNo: string;
  mobile: string;
}

interface EsignDocument {
  /** The document the signer sees (a signed, short-lived link); empty when the service shows its own. */
  documentUrl: string;
  signerName: string;
  /** NOMINEE unless said: it decides where the service sends the browser back to. */
  purpose?: EsignPurpose;
}

/** An investor signs as an account; an applicant, who has none yet, by application. */
export type EsignStart = EsignDocument &
  ({ accountId: number; applicant?: never } | { applicant: EsignApplicant; accountId?: never });

export interface EsignReturn {
  txnId: string;
  status: string;
  signature: string;
}

export interface EsignProvider {
  /** Opens a signing transaction; the browser is sent to `redirectUrl`. */
  start(input: EsignStart): Promise<{ txnId: string; redirectUrl: string }>;
  /** Whether a return really came from the service, and whether it says signed. */
  verifyReturn(response: EsignReturn): { authentic: boolean; signed: boolean };
}

/** Where the e-sign service sends the browser back to, by what was signed. */
export const esignReturnPaths: Record<EsignPurpose, string> = {
  NOMINEE: '/cdesk/nomiesigncapture',
  MANDATE: '/cdesk/esign-bankmandate-response',
  REGISTRATION: '/cdesk/tradereg/createaccount/esigncapture',
  REGISTRATION_EMF: '/cdesk/emftradereg/createaccount/esigncapture',
  REG_MANDATE: '/cdesk/tradereg/createaccount/mandateesign',
  EMF_REG_MANDATE: '/cdesk/emftradereg/createaccount/mandateesign',
  CLOSURE: '/cdesk/closureesigncapture',
  DDPI: '/cdesk/ddpiesigncapture',
};
export const esignCapturePath = esignReturnPaths.NOMINEE;
