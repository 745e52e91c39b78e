import type { Paise } from '@cdesk/domain';
import type { Investor } from '../investor.js';
import type { SignedMessage } from '../signed-message.js';

/** The depository participant: outstanding DP charges and their payment page. */
export interface Depository {
  /** A payment link for the account's outstanding charges. */
  dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string>;
  /** The signed word that the charges were paid: the desk's reference, or null. */
  readCallback(message: SignedMessage): { ref: string } | null;
}

/** The purpose the depository signs its callbacks for (README, live adapters). */
export const depositoryCallbackPurpose = 'depository-callback';
