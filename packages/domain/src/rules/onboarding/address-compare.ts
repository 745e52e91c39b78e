import { normalizeName } from '../nominee/names.js';

/** The fields compared between what the applicant entered and a KYC source (spec 2 section 3). */
export const comparisonFields = ['fname', 'mname', 'lname', 'dob', 'pan'] as const;
export type ComparisonField = (typeof comparisonFields)[number];

export const comparisonFieldLabels: Record<ComparisonField, string> = {
  fname: 'First Name',
  mname: 'Middle Name',
  lname: 'Last Name',
  dob: 'Date of Birth',
  pan: 'PAN',
};

export type ComparedPerson = Record<ComparisonField, string>;

export interface FieldDifference {
  field: ComparisonField;
  entered: string;
  found: string;
}

const comparable = (field: ComparisonField, value: string) =>
  field === 'dob' ? value.trim().replace(/\//g, '-') : normalizeName(value).replace(/\./g, '');

/** Where a KYC source's record differs from what the applicant entered, field by field. */
export function differences(entered: ComparedPerson, found: ComparedPerson): FieldDifference[] {
  return comparisonFields
    .filter((field) => comparable(field, entered[field]) !== comparable(field, found[field]))
    .map((field) => ({ field, entered: entered[field], found: found[field] }));
}

/** A postal address of a KYC record. */
export interface PostalAddress {
  line1: string;
  line2: string;
  line3: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  country: string;
}

/** An address on one line, as the confirmation screen lists it. */
export const addressLine = (a: PostalAddress) =>
  [a.line1, a.line2, a.line3, a.city, a.district, a.state, a.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .filter((part, i, all) => all.indexOf(part) === i)
    .join(', ');
