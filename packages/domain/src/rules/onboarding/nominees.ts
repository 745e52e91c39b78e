import { onboardingNomineeMessages as m } from '../../catalogue/onboarding-nominees.js';
import { messages } from '../../messages.js';
import {
  dematIdProofType,
  nomineeDocumentLimits,
  type NomineeDocumentType,
  type NomineeSlot,
  nomineeSlots,
  witnessLimits,
} from '../../codes/onboarding-nominees.js';
import { nomineeLimits } from '../../codes/nominee.js';
import { base64DecodedLength, decodeBase64, photoBase64 } from '../display-photo.js';
import { detectDocumentType } from './documents.js';
import { addressLineError, pinError } from '../nominee/address.js';
import { emailError, mobileError } from '../nominee/contact.js';
import { dobError, isMinorOn, parseDob } from '../nominee/dates.js';
import { guardianIdSameError, idProofErrors, normalizeIdNo } from '../nominee/id-proof.js';
import { isPersonName, nameError, normalizeName } from '../nominee/names.js';
import { relationErrors } from '../nominee/relation.js';
import { shareRowErrors, shareSubmitError } from '../nominee/shares.js';

/**
 * Nomination at account opening: the nominee wizard's rules (names, dates, ID proof, relation,
 * contacts, shares), in the words of spec 2 section 5.4.
 */

/** Field errors keyed by the form's path ('fName', 'guardian.idNo', 'address.line1'). */
export type NomineeFieldErrors = Record<string, string>;

export const firstNomineeError = (errors: NomineeFieldErrors): string | null =>
  Object.values(errors)[0] ?? null;

function put(errors: NomineeFieldErrors, path: string, message: string | null): void {
  if (message && !errors[path]) errors[path] = message;
}

export interface NominationChoiceForm {
  optIn: 'Y' | 'N' | '';
  count: number;
  consent: 'Y' | 'N';
}

/** Screen 35: in or out; out needs the consent, in needs 1 to 3 nominees. */
export function nominationError(form: NominationChoiceForm): string | null {
  if (form.optIn === '') return m.nominationChoice;
  if (form.optIn === 'N') return form.consent === 'Y' ? null : m.consent;
  const count = form.count;
  return Number.isInteger(count) && count >= 1 && count <= nomineeLimits.maxNominees
    ? null
    : m.nomineeCount;
}

export interface RegNomineePerson {
  fName: string;
  mName: string;
  lName: string;
  /** DD-MM-YYYY (DDMMYYYY accepted). */
  dob: string;
  relation: string;
  relationOther: string;
  idType: string;
  idNo: string;
}

export interface RegNomineeAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

export interface RegNomineeForm extends RegNomineePerson {
  share: string;
  mobile: string;
  email: string;
  /** Y: the first holder's address (part 1) is the nominee's. */
  sameAsHolder: 'Y' | 'N';
  address: RegNomineeAddress;
  guardian: RegNomineePerson | null;
}

const idWording = (type: string) => (type === dematIdProofType ? m.invalidDemat : m.invalidIdProof);

function personErrors(
  errors: NomineeFieldErrors,
  prefix: string,
  person: RegNomineePerson,
  today: string,
  guardian: boolean,
): void {
  const invalidName = guardian ? m.invalidGuardianName : m.invalidNomineeName;
  put(errors, `${prefix}fName`, nameError(person.fName, 'First Name', true, invalidName));
  put(errors, `${prefix}mName`, nameError(person.mName, 'Middle Name', false, invalidName));
  put(errors, `${prefix}lName`, nameError(person.lName, 'Last Name', true, invalidName));
  put(errors, `${prefix}dob`, dobError(person.dob, today, { guardian }));
  const relation = relationErrors(person.relation, person.relationOther, { guardian });
  put(errors, `${prefix}relation`, relation.relation);
  put(errors, `${prefix}relationOther`, relation.other);
  const id = idProofErrors(person.idType, person.idNo, idWording);
  put(errors, `${prefix}idType`, id.type);
  put(errors, `${prefix}idNo`, id.number);
}

/** Whether the nominee is a minor on `today` (a date of birth that is not a date is not). */
export function isMinorNominee(dob: string, today: string): boolean {
  const iso = parseDob(dob);
  return iso !== null && isMinorOn(iso, today);
}

export interface NomineeContext {
  /** Today in India, YYYY-MM-DD. */
  today: string;
  /** The ID numbers of the other nominees, which this one must not repeat. */
  otherIdNos: readonly string[];
}

/** Screens 36 to 38: every field's first problem; a minor nominee's guardian included. */
export function nomineeFormErrors(
  form: RegNomineeForm,
  context: NomineeContext,
): NomineeFieldErrors {
  const errors: NomineeFieldErrors = {};
  personErrors(errors, '', form, context.today, false);
  const idNo = normalizeIdNo(form.idNo);
  if (idNo && context.otherIdNos.some((other) => normalizeIdNo(other) === idNo))
    put(errors, 'idNo', m.idNoDuplicate);
  if (form.mobile.trim())
    put(
      errors,
      'mobile',
      mobileError(nomineeLimits.defaultIsd, form.mobile, { invalid: m.invalidMobile }),
    );
  if (form.email.trim()) put(errors, 'email', emailError(form.email, m.invalidEmail));
  if (form.sameAsHolder === 'N') {
    put(errors, 'address.line1', addressLineError(form.address.line1, 'Address Line 1', true));
    put(errors, 'address.line2', addressLineError(form.address.line2, 'Address Line 2', false));
    if (!form.address.city.trim()) put(errors, 'address.city', messages.emptyField('City'));
    if (!form.address.state.trim()) put(errors, 'address.state', messages.emptyField('State'));
    put(errors, 'address.pincode', pinError(nomineeLimits.indiaCountryCode, form.address.pincode));
  }
  if (isMinorNominee(form.dob, context.today)) {
    if (!form.guardian) put(errors, 'guardian', m.guardianRequired);
    else {
      personErrors(errors, 'guardian.', form.guardian, context.today, true);
      if (!errors['guardian.idNo'])
        put(errors, 'guardian.idNo', guardianIdSameError(form.guardian.idNo, form.idNo));
    }
  }
  return errors;
}

/**
 * A nominee's share beside the shares saved for the slots before it: each above 0, below 100 when
 * there are several, the running total not above 100, and all of them exactly 100 at the last.
 */
export function nomineeShareError(
  slot: NomineeSlot,
  share: string,
  count: number,
  saved: Partial<Record<NomineeSlot, number>>,
): string | null {
  const slots = nomineeSlots.slice(0, count);
  const values = slots.map((s) => (s === slot ? share : s < slot ? String(saved[s] ?? '') : ''));
  const rows = shareRowErrors(values);
  const own = rows[slot - 1] ?? null;
  if (own) return own;
  if (slot < count) return null;
  return shareSubmitError(values);
}

/** Whether the saved shares of all the chosen nominees add up to exactly 100. */
export function nominationSharesError(shares: readonly number[]): string | null {
  return shareSubmitError(shares.map(String));
}

export interface RegWitnessForm {
  name: string;
  dob: string;
  address: string;
}

/** Screen 39: a witness of full age, with a name and an address. */
export function witnessFormErrors(form: RegWitnessForm, today: string): NomineeFieldErrors {
  const errors: NomineeFieldErrors = {};
  const name = normalizeName(form.name);
  if (name === '') put(errors, 'name', messages.emptyField('Witness Name'));
  else if (!isPersonName(name, witnessLimits.nameMax)) put(errors, 'name', m.witnessName);
  put(
    errors,
    'dob',
    dobError(form.dob, today, {
      guardian: true,
      field: 'Witness Date of Birth',
      minor: m.minorWitness,
    }),
  );
  const address = form.address.replace(/\s+/g, ' ').trim();
  if (address === '') put(errors, 'address', messages.emptyField('Witness Address'));
  else if (address.length > witnessLimits.addressMax)
    put(errors, 'address', messages.invalidField('Witness Address'));
  return errors;
}

const nomineeDocumentTypes: Partial<Record<string, NomineeDocumentType>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** A nominee document's type by its first bytes: JPG, PNG or PDF; the file name proves nothing. */
export function detectNomineeDocument(bytes: Uint8Array): NomineeDocumentType | null {
  const found = detectDocumentType(bytes);
  return (found && nomineeDocumentTypes[found]) ?? null;
}

export type NomineeDocumentCheck =
  { ok: true; type: NomineeDocumentType; bytes: Uint8Array } | { ok: false; message: string };

/** An uploaded ID proof (base64 or a data: URL): its type by content, then its size. */
export function checkNomineeDocument(payload: string): NomineeDocumentCheck {
  const base64 = photoBase64(payload);
  if (base64 === null || base64.length < 8) return { ok: false, message: m.documentType };
  if (detectNomineeDocument(decodeBase64(base64.slice(0, 12))) === null)
    return { ok: false, message: m.documentType };
  if (base64DecodedLength(base64) > nomineeDocumentLimits.maxBytes)
    return { ok: false, message: m.documentTooLarge };
  const bytes = decodeBase64(base64);
  const type = detectNomineeDocument(bytes);
  return type ? { ok: true, type, bytes } : { ok: false, message: m.documentType };
}
