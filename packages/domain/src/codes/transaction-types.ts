/** Transaction types of spec 3 section 4, with their labels. */
export const transactionTypeLabels = {
  PIP: 'Purchase',
  NPIP: 'NFO Purchase',
  SIP: 'SIP',
  NSIP: 'NFO SIP',
  SIPSHIFTING: 'Bank Shift(SIP)',
  RED: 'Redemption',
  SSIP: 'STOP SIP',
  SSWP: 'STOP SWP',
  SWI: 'Switch',
  TSR: 'Revoke Stop SIP',
  SWITCHSIP: 'Switch SIP',
  SSTP: 'STOP STP',
  BSWI: 'Bulk Switch',
  BSWISIP: 'Bulk Switch SIP',
  TPSIP: 'TOP UP SIP',
  MARSSWI: 'NJ Rec.MF Portfolio Switch',
} as const;
export type LabelledTransactionType = keyof typeof transactionTypeLabels;

/** Handled but without a label of their own. */
export const unlabelledTransactionTypes = ['STP', 'SWP', 'NSWI', 'SBS'] as const;

export type TransactionType = LabelledTransactionType | (typeof unlabelledTransactionTypes)[number];

/** What a purchase cart may hold: lumpsum or SIP, for a running scheme or a new fund offer. */
export const purchaseTransactionTypes = ['PIP', 'SIP', 'NPIP', 'NSIP'] as const;
export type PurchaseTransactionType = (typeof purchaseTransactionTypes)[number];

export const isSipType = (type: PurchaseTransactionType) => type === 'SIP' || type === 'NSIP';
export const isNfoType = (type: PurchaseTransactionType) => type === 'NPIP' || type === 'NSIP';

/** The transaction type a purchase gets from its mode and whether the scheme is a new fund offer. */
export function purchaseTransactionType(sip: boolean, nfo: boolean): PurchaseTransactionType {
  if (nfo) return sip ? 'NSIP' : 'NPIP';
  return sip ? 'SIP' : 'PIP';
}
