/** The Aadhaar e-sign service: it shows the document, authenticates the signer and returns. */
export interface EsignStart {
  accountId: number;
  /** The document the signer sees (a signed, short-lived link). */
  documentUrl: string;
  signerName: string;
}

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

/** Where the e-sign service sends the browser back to. */
export const esignCapturePath = '/cdesk/nomiesigncapture';
