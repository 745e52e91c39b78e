/** Transaction type codes and labels of spec 3 section 4. */
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

/** Handled but not labelled by the spec. */
export const unlabelledTransactionTypes = ['STP', 'SWP', 'NSWI', 'SBS'] as const;

export type TransactionType =
  keyof typeof transactionTypeLabels | (typeof unlabelledTransactionTypes)[number];

export const transactionTypes = [
  ...(Object.keys(transactionTypeLabels) as (keyof typeof transactionTypeLabels)[]),
  ...unlabelledTransactionTypes,
] as TransactionType[];

/** The types that move units in a folio (the rest are instructions: stop, revoke, bank shift). */
export const unitTransactionTypes = [
  'PIP',
  'NPIP',
  'SIP',
  'NSIP',
  'TPSIP',
  'RED',
  'SWP',
  'SWI',
  'NSWI',
  'SWITCHSIP',
  'BSWI',
  'BSWISIP',
  'MARSSWI',
  'STP',
] as const satisfies readonly TransactionType[];
export type UnitTransactionType = (typeof unitTransactionTypes)[number];

/** A unit movement either adds units to a folio or takes them away. */
export const unitFlows = ['IN', 'OUT'] as const;
export type UnitFlow = (typeof unitFlows)[number];

/** The usual direction of a type; a switch or STP records one OUT leg and one IN leg. */
export function defaultFlowOf(type: UnitTransactionType): UnitFlow {
  return type === 'RED' || type === 'SWP' ? 'OUT' : 'IN';
}

export function transactionTypeLabel(type: string): string {
  return (transactionTypeLabels as Record<string, string>)[type] ?? type;
}

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
