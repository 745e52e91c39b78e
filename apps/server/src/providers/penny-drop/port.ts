/** An account to verify: the bank branch, the account number and the name it should be in. */
export interface PennyDropRequest {
  ifsc: string;
  accountNo: string;
  /** The name the applicant gave; the bank answers the name it really holds the account in. */
  expectedName: string;
}

export type PennyDropResult =
  { verified: true; nameAtBank: string } | { verified: false; reason: string };

/**
 * Bank account verification by a penny drop: the service credits a rupee to the account and reads
 * back the name of the account holder from the credit's confirmation.
 */
export interface PennyDrop {
  verify(request: PennyDropRequest): Promise<PennyDropResult>;
}
