import { formatDate } from '../rules/format.js';

/**
 * Why a KYC Registration Agency asks an investor to refresh the KYC record (the re-KYC reason of
 * spec 1 section 3), and how long its page takes. The account keeps the reason and the date its
 * KYC record was last updated; the desk explains both before sending the investor to the KRA.
 */
export const rekycReasons = {
  /** The KRA could not validate the record: its mobile, e-mail or address proof fails the checks. */
  NOT_VALIDATED: {
    why: 'The KYC Registration Agency could not validate your KYC record: the mobile number, e-mail ID or address proof on it could not be verified, so it is on hold until you confirm them again.',
    minutes: 10,
  },
  /** A record not updated for the period the money-laundering rules allow. */
  PERIODIC_UPDATE: {
    why: 'Your KYC record is due for its periodic update: the rules against money laundering ask every investor to confirm their details again after some years.',
    minutes: 10,
  },
  /** A change the investor made elsewhere (name, address) that the KRA must record. */
  DETAILS_CHANGED: {
    why: 'Your details have changed since your KYC was done, and the KYC Registration Agency must record the change before you transact again.',
    minutes: 15,
  },
} as const;
export type RekycReason = keyof typeof rekycReasons;

export const isRekycReason = (code: string): code is RekycReason => code in rekycReasons;

/** What re-KYC is, in one paragraph the desk shows before it sends the investor to the KRA. */
export const rekycExplained =
  'KYC (Know Your Customer) is the identity check every mutual fund investor in India completes with a KYC Registration Agency (KRA). Re-KYC refreshes that record: you confirm your identity, address and contact details on the KRA\u2019s site, usually with an Aadhaar OTP.';

/** Why re-KYC is due for this account, from its reason and the date its KYC record dates from. */
export function rekycWhy(reason: string, kycUpdatedOn: string): string {
  const why = isRekycReason(reason)
    ? rekycReasons[reason].why
    : 'The KYC Registration Agency has asked for your KYC record to be refreshed.';
  return kycUpdatedOn ? `${why} Your KYC record dates from ${formatDate(kycUpdatedOn)}.` : why;
}

/** How long the KRA's page takes, and what to have at hand. */
export function rekycDuration(reason: string): string {
  const minutes = isRekycReason(reason) ? rekycReasons[reason].minutes : 10;
  return `It takes about ${minutes} minutes on the KRA\u2019s site. Keep your PAN and the mobile phone linked to your Aadhaar at hand. When you finish, you come back here and your desk opens.`;
}
