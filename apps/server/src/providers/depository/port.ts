import type { Paise } from '@cdesk/domain';

/** The depository participant: outstanding DP charges and their payment page. */
export interface Depository {
  /** A payment link for the account's outstanding charges. */
  dpChargesPaymentUrl(accountId: number, amountPaise: Paise): Promise<string>;
}
