/**
 * How the investor reached the desk (spec 1 section 6). A client-side entry needs only 'Z' in a menu
 * item's access string; an entry through one of the desks also needs that desk's letter.
 */
export const entryChannels = [
  'DIRECT',
  'PARTNER_DESK',
  'DISTRIBUTOR_DESK',
  'CUSTOMER_CARE',
  'PARTNER_E_DESK',
] as const;
export type EntryChannel = (typeof entryChannels)[number];

export const entryChannelLetters: Record<EntryChannel, 'P' | 'D' | 'C' | 'E' | null> = {
  DIRECT: null,
  PARTNER_DESK: 'P',
  DISTRIBUTOR_DESK: 'D',
  CUSTOMER_CARE: 'C',
  PARTNER_E_DESK: 'E',
};

/** Entry types of spec 1 section 6, by side. */
export const partnerSideEntryTypes = [
  'partner',
  'partner-employee',
  'employee',
  'trainee',
] as const;
export const clientSideEntryTypes = [
  'direct client',
  'client',
  'partner-link',
  'client-link',
] as const;
