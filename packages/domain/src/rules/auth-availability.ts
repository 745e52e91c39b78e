/**
 * Spec 3 section 6: an E-Wealth MF account authorises only what its account offers. A pending
 * transaction of another product (a MARS portfolio switch) is named here by its product, for
 * authMessages.emfNotAvailable; null when the account may authorise it.
 */
export function emfUnavailableProduct(
  accType: string,
  trxn: { trnType: string; isMarsTrxn: string },
): string | null {
  if (accType !== 'EMF') return null;
  return trxn.trnType === 'MARSSWI' || trxn.isMarsTrxn === 'Y' ? 'MARS' : null;
}
