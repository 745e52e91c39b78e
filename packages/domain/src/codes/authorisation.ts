import type { TransactionType } from './transaction-types.js';

/** Every type a partner can place for a client's authorisation (spec 3 section 4). */
export const authTransactionTypes = [
  'PIP',
  'NPIP',
  'SIP',
  'NSIP',
  'RED',
  'SWI',
  'STP',
  'SWP',
  'SSIP',
  'SSWP',
  'SSTP',
  'TSR',
  'SIPSHIFTING',
  'TPSIP',
  'BSWI',
  'BSWISIP',
  'SWITCHSIP',
  'MARSSWI',
] as const satisfies readonly TransactionType[];
export type AuthTransactionType = (typeof authTransactionTypes)[number];

/** The types paid for on authorisation: they need a usable payment detail. */
export const paidAuthTypes = [
  'PIP',
  'NPIP',
  'SIP',
  'NSIP',
] as const satisfies readonly AuthTransactionType[];
export const isPaidAuthType = (type: string): boolean =>
  (paidAuthTypes as readonly string[]).includes(type);

/** The types that sell demat units and so pass the POA/DDPI and eDIS check. */
export const sellingAuthTypes = [
  'RED',
  'SWI',
  'SWITCHSIP',
  'BSWI',
  'BSWISIP',
  'MARSSWI',
] as const satisfies readonly AuthTransactionType[];
export const isSellingAuthType = (type: string): boolean =>
  (sellingAuthTypes as readonly string[]).includes(type);

/** The stop flows an EMF account confirms by OTP first, and the OTP page's flow name of each. */
export const twoFactorAuthFlows = {
  SSIP: 'stopsip',
  SSWP: 'stopswp',
  SSTP: 'stopstp',
  TSR: 'revokeStopSip',
} as const satisfies Partial<Record<AuthTransactionType, string>>;

/** The types that go through a confirmation loop, and the technical message that starts it. */
export const confirmationCodes = {
  SUCC_WITH_MARS: 'SUCC_WITH_MARS',
  CONFIRMATIOM: 'CONFIRMATIOM',
} as const;
export type ConfirmationCode = keyof typeof confirmationCodes;

/** States of a partner-placed transaction. */
export const authStatuses = ['PENDING', 'AUTHORISED', 'REJECTED', 'EXPIRED'] as const;
export type AuthStatus = (typeof authStatuses)[number];

/**
 * What onValidateAuthTransaction says of a link: a state of its transaction, INVALID for a
 * tampered or unknown d, USED once spent. Written out rather than spread from authStatuses, so a
 * page that reads no schema of the contract carries none (a spread is a side effect to a bundler).
 */
export const authLinkStates = [
  'PENDING',
  'AUTHORISED',
  'REJECTED',
  'EXPIRED',
  'INVALID',
  'USED',
] as const satisfies readonly (AuthStatus | 'INVALID' | 'USED')[];

/** How long a placed transaction and its link stay open for authorisation. */
export const authLinkLifetimeHours = 72;

/** The per-type route segment: /transact/authorize/{type lowercased}. */
export const authRouteSegment = (type: string): string => type.toLowerCase();
