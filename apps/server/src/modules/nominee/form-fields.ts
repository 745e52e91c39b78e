import { displayDate, guardianKeys, nomineeLimits, type PersonKeys } from '@cdesk/domain';
import type { NomineeGuardianRecord } from '../../db/tables/nominee.js';

/** A person as a draft keeps it: a nominee's or a guardian's; no date of birth until saved. */
type PersonRecord = Omit<NomineeGuardianRecord, 'dob'> & { dob: string | null };
type PersonPart = keyof PersonKeys;

/** A screen's fields for a person, named by `K`. */
export type PersonFieldsOf<K extends PersonKeys> = { [P in PersonPart as K[P]]: string };

/** The guardian load call's field for each part of a person, where it differs from the save call's. */
export const guardianLoadKeys = {
  ...guardianKeys,
  relationOther: 'relationWithNomiOther',
  idType: 'grdnNomiIdentyType',
  idNo: 'grdnNomiIdentyProofNo',
  isd: 'grdnNomiIsdCode',
} as const;

const partsOf = <K extends PersonKeys>(keys: K) => Object.keys(keys) as PersonPart[];

function shownPart(person: PersonRecord | null | undefined, part: PersonPart): string {
  if (part === 'dob') return person?.dob ? displayDate(person.dob) : '';
  return person?.[part] ?? (part === 'isd' ? nomineeLimits.defaultIsd : '');
}

/** A person on record as a screen shows it: blank where nothing is saved, but for the ISD code. */
export function personForm<K extends PersonKeys>(
  keys: K,
  person: PersonRecord | null | undefined,
): PersonFieldsOf<K> {
  return Object.fromEntries(
    partsOf(keys).map((part) => [keys[part], shownPart(person, part)]),
  ) as PersonFieldsOf<K>;
}

/** The person a screen's checked values describe, with the date of birth as parsed. */
export function personFrom<K extends PersonKeys>(
  keys: K,
  values: PersonFieldsOf<K>,
  dob: string,
): NomineeGuardianRecord {
  const fields = values as Record<string, string>;
  const person = Object.fromEntries(partsOf(keys).map((part) => [part, fields[keys[part]]]));
  return { ...person, dob } as NomineeGuardianRecord;
}

const addressParts = ['add1', 'add2', 'add3', 'countryId', 'stateId', 'cityId', 'pincode'] as const;

/** An address's lines and places as the address screens name them. */
export type AddressFields = Record<(typeof addressParts)[number], string>;

export function addressFields(a: Partial<AddressFields> | null): AddressFields {
  return Object.fromEntries(addressParts.map((part) => [part, a?.[part] ?? ''])) as AddressFields;
}
