import { onboardingKycMessages as m } from '../../catalogue/onboarding-kyc.js';
import {
  indiaCountryCode,
  panTinType,
  tinTypeIds,
  type TinType,
} from '../../codes/onboarding-kyc.js';
import { panPattern } from '../identity.js';

/** One country the holder pays tax in, with the identification number of that country. */
export interface TaxResidency {
  country: string;
  tin: string;
  tinType: string;
}

/** The FATCA details of screens 14, 23, 29 and 65. */
export interface FatcaDetails {
  nationality: string;
  placeOfBirth: string;
  countryOfBirth: string;
  taxResidencies: TaxResidency[];
  declaration: string;
}

const tinShapes: Partial<Record<TinType, RegExp>> = {
  '01': /^[A-Z0-9]{6,12}$/,
  '02': /^[A-Z]{3}\d{7}$/,
  '03': panPattern,
  '05': /^[A-Z]{2}[0-9]{2}[ -]?[0-9]{4}[0-9]{7}$/,
  '06': /^[2-9]\d{11}$/,
  '12': /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.\d{3}$/,
};
/** Any other type: letters and digits with spaces, slashes or hyphens between, 3 to 25 long. */
const otherTin = /^[A-Z0-9](?:[A-Z0-9 /-]{1,23})[A-Z0-9]$/;

/** Whether a tax-payer identification number fits its type. */
export function isValidTin(tin: string, tinType: string): boolean {
  if (!(tinTypeIds as string[]).includes(tinType)) return false;
  const value = tin.trim().toUpperCase();
  return (tinShapes[tinType as TinType] ?? otherTin).test(value);
}

/** The online path is open only to a person born in India (spec 2 section 4). */
export const bornWhereOnlineOpens = (countryOfBirth: string) =>
  countryOfBirth.trim().toUpperCase() === indiaCountryCode;

/**
 * The first problem of the FATCA details, if any. A country of birth other than India is a refusal
 * of its own (`bornOutsideIndia`): the person must open the account at a branch.
 */
export function fatcaProblem(form: FatcaDetails, holderPan: string): string | null {
  if (form.nationality.trim() === '' || form.placeOfBirth.trim() === '') return m.fatcaRequired;
  if (form.countryOfBirth.trim() === '') return m.countryOfBirth;
  if (!bornWhereOnlineOpens(form.countryOfBirth)) return m.bornOutsideIndia;
  if (form.taxResidencies.length === 0) return m.fatcaRequired;
  const seen = new Set<string>();
  for (const residency of form.taxResidencies) {
    const country = residency.country.trim().toUpperCase();
    if (country === '') return m.taxCountry;
    if (seen.has(country)) return m.taxCountryRepeated;
    seen.add(country);
    if (residency.tinType === '') return m.tinType;
    if (!isValidTin(residency.tin, residency.tinType)) return m.tin;
    if (
      country === indiaCountryCode &&
      (residency.tinType !== panTinType ||
        residency.tin.trim().toUpperCase() !== holderPan.trim().toUpperCase())
    )
      return m.indianTaxPan;
  }
  if (form.declaration !== 'Y') return m.fatcaDeclaration;
  return null;
}
