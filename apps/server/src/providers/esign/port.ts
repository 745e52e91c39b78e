/** The Aadhaar e-sign service: it shows the document, authenticates the signer and returns. */
/**
 * What a signature is for: the nominee form, a bank mandate before the bank authenticates it, or
 * the mandate of an account-opening application (in the e-wealth or the mutual-fund-only area).
 */
export type EsignPurpose = 'NOMINEE' | 'MANDATE' | 'REG_MANDATE' | 'EMF_REG_MANDATE';

/** Who signs: an investor's account, or an account-opening application before it has one. */
export type EsignSigner =
  { accountId: number; refNo?: undefined } | { refNo: string; accountId?: undefined };

export type EsignStart = EsignSigner & {
  /** The document the signer sees (a signed, short-lived link); empty when the service shows its own. */
  documentUrl: string;
  signerName: string;
  /** NOMINEE unless said: it decides where the service sends the browser back to. */
  purpose?: EsignPurpose;
};

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
  REG_MANDATE: '/cdesk/tradereg/createaccount/mandateesign',
  EMF_REG_MANDATE: '/cdesk/emftradereg/createaccount/mandateesign',
};
export const esignCapturePath = esignReturnPaths.NOMINEE;
