import { isMinorTaxStatus, onboardingLimits, type HoldingMode } from '../../codes/onboarding.js';
import type { HolderRole } from '../../flows/onboarding.js';
import { onboardingHolderMessages as m } from '../../catalogue/onboarding-holders.js';
import { isValidPan } from '../identity.js';
import { ageInYears, parseDob, yearsBefore } from '../nominee/dates.js';
import { normalizeName } from '../nominee/names.js';

/** The PAN as it is kept: trimmed and uppercased. */
export function normalizePan(pan: string): string {
  return pan.trim().toUpperCase();
}

export function panError(pan: string): string | null {
  if (pan.trim() === '') return m.emptyField('PAN');
  return isValidPan(pan) ? null : m.invalidPan;
}

/** The roles whose PAN repeats an earlier holder's PAN. */
export function duplicatePanRoles(
  holders: readonly { role: HolderRole; pan: string }[],
): HolderRole[] {
  const seen = new Set<string>();
  const repeated: HolderRole[] = [];
  for (const holder of holders) {
    const pan = normalizePan(holder.pan);
    if (pan === '') continue;
    if (seen.has(pan)) repeated.push(holder.role);
    seen.add(pan);
  }
  return repeated;
}

/** The holders an application has, in holder order, from its tax status and holding. */
export function holderRolesOf(taxStatus: string, holdingMode: HoldingMode, holderCount: number) {
  if (isMinorTaxStatus(taxStatus)) return ['F', 'G'] as HolderRole[];
  if (holdingMode === 'SI') return ['F'] as HolderRole[];
  return (holderCount >= 3 ? ['F', 'S', 'T'] : ['F', 'S']) as HolderRole[];
}

/** Who typed the date of birth: the client, or a partner or relationship officer for them. */
export type DobEntrant = 'client' | 'partner';

/**
 * The date of birth of one holder. Every holder is 18 to 100 years old, except the minor of a
 * minor's application (role F there), who is under 18. A minor anywhere else is sent to the helpline.
 */
export function holderDobError(
  text: string,
  todayIso: string,
  options: { minorApplicant: boolean; entrant: DobEntrant; helpNo: string },
): string | null {
  if (text.trim() === '') return m.emptyField('Date of Birth');
  const dob = parseDob(text);
  if (!dob) return m.invalidField('Date of Birth');
  if (dob > todayIso) return m.futureDate;
  if (dob < yearsBefore(todayIso, onboardingLimits.holderMaxAge)) return m.tooOld;
  const adult = ageInYears(dob, todayIso) >= onboardingLimits.holderMinAge;
  if (options.minorApplicant) return adult ? m.minorUnder18 : null;
  if (adult) return null;
  return options.entrant === 'partner' ? m.partnerAdult : m.clientAdult;
}

/** Whether a date of birth is of a minor today (both ISO dates). */
export function isMinorDob(dobIso: string, todayIso: string): boolean {
  return ageInYears(dobIso, todayIso) < onboardingLimits.holderMinAge;
}

/** The helpline message for a minor entered as a holder of an application that is not a minor's. */
export function minorHolderMessage(helpNo: string): string {
  return m.minorHolder(helpNo);
}

/** The length that counts against the limit: the three name parts as they are kept. */
export function nameLength(first: string, middle: string, last: string): number {
  return [first, middle, last].map(normalizeName).reduce((sum, part) => sum + part.length, 0);
}

export function nameLengthError(first: string, middle: string, last: string): string | null {
  return nameLength(first, middle, last) > onboardingLimits.nameLengthMax ? m.nameTooLong : null;
}

const namePart = /^[A-Z.']+(?: [A-Z.']+)*$/;

/**
 * Whether the PAN screen must ask a holder's name: only a minor's, who has no KYC of their own.
 * Every other holder's name is taken from the KYC record the application finds (KRA, CKYC or
 * DigiLocker) where the applicant leaves it blank.
 */
export function panScreenNeedsName(role: HolderRole, minorApplication: boolean): boolean {
  return minorApplication && role === 'F';
}

/** A holder's name part: letters, dots, apostrophes and single spaces. */
export function holderNameError(value: string, field: string, required: boolean): string | null {
  const name = normalizeName(value);
  if (name === '') return required ? m.emptyField(field) : null;
  if (name.length > onboardingLimits.namePartMax || !namePart.test(name))
    return m.invalidField(field);
  return null;
}

/**
 * The key of a holding pattern: the holders' PANs in holder order with the holding mode, so that
 * two applications (or an application and an account) with the same key are the same pattern.
 */
export function holdingPatternKey(holdingMode: HoldingMode, pans: readonly string[]): string {
  return [holdingMode, ...pans.map(normalizePan)].join('|');
}
