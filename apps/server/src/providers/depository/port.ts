/** The depository participant: outstanding DP charges and their payment page. */
export interface Depository {
  /** A payment link for the account's outstanding charges. */
  dpChargesPaymentUrl(accountId: number, amountPaise: number): Promise<string>;
}
