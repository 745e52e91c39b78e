import type { AccountType } from '../codes/account-types.js';
import type { ProductId } from '../codes/product-catalogue.js';
import { messages } from '../messages.js';

/** What an E-Wealth MF account may use: mutual funds and the ready-made MF portfolios (MARS). */
export const emfProducts: readonly ProductId[] = ['mutual-funds', 'mars'];

/**
 * Spec 1 section 6: the message an EMF client sees on a product, option or report that is not for
 * them, or null when it is available. Pass no product for options and reports that are EW-only.
 */
export function emfRestriction(accType: AccountType | '', product?: ProductId): string | null {
  if (accType !== 'EMF') return null;
  if (product && emfProducts.includes(product)) return null;
  return messages.emfNotAvailable;
}
