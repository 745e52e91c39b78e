import { z } from 'zod';
import {
  nomineeErrorCodes,
  nomineeLimits,
  nomineePreferences,
  relationOthers,
} from '../../codes/nominee.js';
import { messages, nomineeMessages } from '../../messages.js';
import { addressLineError, pinError } from './address.js';
import { consentsError, nomineeOtpError } from './consent.js';
import { emailError, isdError, mobileError } from './contact.js';
import { displayDate, dobError, dobProblem, parseDob } from './dates.js';
import { guardianIdSameError, idProofErrors, normalizeIdNo } from './id-proof.js';
import { nameError, normalizeName } from './names.js';
import { relationErrors } from './relation.js';
import { shareRowErrors, shareSubmitError } from './shares.js';

/**
 * One schema per wizard screen, built from the nominee rules. The web form resolvers and the
 * server saves use the same ones, so a value the form accepts is a value the server accepts. Form
 * values are strings; the output is normalised (names collapsed and uppercased, dates DD-MM-YYYY),
 * which the same schema accepts again on the server.
 */
type Ctx = z.core.$RefinementCtx;

function report(ctx: Ctx, path: string, message: string | null): void {
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
}

const text = (max = 200) => z.string().max(max, messages.badRequest);
const optionalText = (max = 200) => text(max).default('');

export interface NomineeSchemaContext {
  /** Today's date in India (YYYY-MM-DD), from the injectable clock. */
  today: string;
}

const personShape = {
  fName: text(),
  mName: optionalText(),
  lName: text(),
  dob: text(),
  relation: text(),
  relationOther: optionalText(),
  idType: text(),
  idNo: text(),
  isd: text().default(nomineeLimits.defaultIsd),
  mobile: text(),
  email: text(),
};
type PersonFields = { [K in keyof typeof personShape]: string };
/** Which form field holds each part of a person: nomineeKeys, guardianKeys. */
export type PersonKeys = Record<keyof PersonFields, string>;

function checkPerson(
  v: PersonFields,
  ctx: Ctx,
  keys: Record<keyof PersonFields, string>,
  today: string,
  guardian: boolean,
): void {
  report(ctx, keys.fName, nameError(v.fName, 'First Name', true));
  report(ctx, keys.mName, nameError(v.mName, 'Middle Name', false));
  report(ctx, keys.lName, nameError(v.lName, 'Last Name', true));
  report(ctx, keys.dob, dobError(v.dob, today, { guardian }));
  const relation = relationErrors(v.relation, v.relationOther, { guardian });
  report(ctx, keys.relation, relation.relation);
  report(ctx, keys.relationOther, relation.other);
  const id = idProofErrors(v.idType, v.idNo);
  report(ctx, keys.idType, id.type);
  report(ctx, keys.idNo, id.number);
  report(ctx, keys.isd, isdError(v.isd));
  report(ctx, keys.mobile, mobileError(v.isd, v.mobile, { guardian }));
  report(ctx, keys.email, emailError(v.email));
}

const isoToDisplay = (iso: string | null) => (iso ? displayDate(iso) : '');

function normalizePerson(v: PersonFields) {
  return {
    fName: normalizeName(v.fName),
    mName: normalizeName(v.mName),
    lName: normalizeName(v.lName),
    dob: isoToDisplay(parseDob(v.dob)),
    relation: v.relation,
    relationOther: v.relation === relationOthers ? v.relationOther.replace(/\s+/g, ' ').trim() : '',
    idType: v.idType,
    idNo: normalizeIdNo(v.idNo),
    isd: v.isd.trim(),
    mobile: v.mobile.trim(),
    email: v.email.trim(),
  };
}

/** The nominee form's field for each part of a person (the save and load calls' names). */
export const nomineeKeys = {
  fName: 'nomiFName',
  mName: 'nomiMName',
  lName: 'nomiLName',
  dob: 'nomiDob',
  relation: 'relationWithYou',
  relationOther: 'relationWithYouOther',
  idType: 'nomiIdntType',
  idNo: 'nomiIdntNo',
  isd: 'nomiISD',
  mobile: 'nomiMobile',
  email: 'nomiEmail',
} as const;

/** The guardian form's field for each part of a person (the save call's names). */
export const guardianKeys = {
  fName: 'grdnNomiFName',
  mName: 'grdnNomiMName',
  lName: 'grdnNomiLName',
  dob: 'grdnNomiDob',
  relation: 'relationWithNomi',
  relationOther: 'relationWithOther',
  idType: 'grdnNomiIdntType',
  idNo: 'grdnNomiIdntNo',
  isd: 'grdnNomiISD',
  mobile: 'grdnNomiMobile',
  email: 'grdnNomiEmail',
} as const;

type Keyed<K extends Record<string, string>> = { [P in K[keyof K]]: string };

function rekey<K extends Record<keyof PersonFields, string>>(keys: K) {
  return Object.fromEntries(
    Object.entries(personShape).map(([k, s]) => [keys[k as keyof PersonFields], s]),
  ) as { [P in keyof PersonFields as K[P]]: (typeof personShape)[P] };
}

function toPerson<K extends Record<keyof PersonFields, string>>(
  keys: K,
  v: Keyed<K>,
): PersonFields {
  const out = {} as PersonFields;
  for (const k of Object.keys(keys) as (keyof PersonFields)[])
    out[k] = (v as Record<string, string>)[keys[k]] ?? '';
  return out;
}

function fromPerson<K extends Record<keyof PersonFields, string>>(
  keys: K,
  p: PersonFields,
): Keyed<K> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(keys) as (keyof PersonFields)[]) out[keys[k]] = p[k];
  return out as Keyed<K>;
}

export const nomineeDetailsFields = z.object(rekey(nomineeKeys));
export type NomineeDetailsForm = z.input<typeof nomineeDetailsFields>;

/** S3: nominee details. */
export function nomineeDetailsSchema({ today }: NomineeSchemaContext) {
  return nomineeDetailsFields
    .superRefine((v, ctx) => checkPerson(toPerson(nomineeKeys, v), ctx, nomineeKeys, today, false))
    .transform((v) => fromPerson(nomineeKeys, normalizePerson(toPerson(nomineeKeys, v))));
}
export type NomineeDetailsValues = z.output<ReturnType<typeof nomineeDetailsSchema>>;

export const guardianDetailsFields = z.object(rekey(guardianKeys));
export type GuardianDetailsForm = z.input<typeof guardianDetailsFields>;

export interface GuardianSchemaContext extends NomineeSchemaContext {
  /** The nominee's id number, which the guardian's must not repeat. */
  nomineeIdNo: string;
}

/** S8: guardian details. */
export function guardianDetailsSchema({ today, nomineeIdNo }: GuardianSchemaContext) {
  return guardianDetailsFields
    .superRefine((v, ctx) => {
      checkPerson(toPerson(guardianKeys, v), ctx, guardianKeys, today, true);
      if (!idProofErrors(v.grdnNomiIdntType, v.grdnNomiIdntNo).number)
        report(ctx, 'grdnNomiIdntNo', guardianIdSameError(v.grdnNomiIdntNo, nomineeIdNo));
    })
    .transform((v) => fromPerson(guardianKeys, normalizePerson(toPerson(guardianKeys, v))));
}
export type GuardianDetailsValues = z.output<ReturnType<typeof guardianDetailsSchema>>;

const addressShape = {
  add1: optionalText(),
  add2: optionalText(),
  add3: optionalText(),
  countryId: optionalText(),
  stateId: optionalText(),
  cityId: optionalText(),
  pincode: optionalText(),
};

function checkAddress(v: Record<keyof typeof addressShape, string>, ctx: Ctx): void {
  report(ctx, 'add1', addressLineError(v.add1, 'Address Line 1', true));
  report(ctx, 'add2', addressLineError(v.add2, 'Address Line 2', false));
  report(ctx, 'add3', addressLineError(v.add3, 'Address Line 3', false));
  if (v.countryId.trim() === '') report(ctx, 'countryId', messages.emptyField('Country'));
  if (v.stateId.trim() === '') report(ctx, 'stateId', messages.emptyField('State'));
  if (v.cityId.trim() === '') report(ctx, 'cityId', messages.emptyField('City'));
  report(ctx, 'pincode', pinError(v.countryId, v.pincode));
}

function trimAddress<T extends Record<keyof typeof addressShape, string>>(v: T, same: boolean): T {
  if (same)
    return {
      ...v,
      add1: '',
      add2: '',
      add3: '',
      countryId: '',
      stateId: '',
      cityId: '',
      pincode: '',
    };
  return {
    ...v,
    add1: v.add1.trim(),
    add2: v.add2.trim(),
    add3: v.add3.trim(),
    pincode: v.pincode.trim().toUpperCase(),
  };
}

const sameSwitch = (field: string) => z.enum(['Y', 'N'], { error: messages.emptyField(field) });

/** S7: nominee address; the same-as-applicant switch hides (and skips) the fields. */
export const nomineeAddressSchema = z
  .object({ isAddSameAsApp: sameSwitch('Address same as Applicant'), ...addressShape })
  .superRefine((v, ctx) => {
    if (v.isAddSameAsApp === 'N') checkAddress(v, ctx);
  })
  .transform((v) => trimAddress(v, v.isAddSameAsApp === 'Y'));
export type NomineeAddressForm = z.input<typeof nomineeAddressSchema>;
export type NomineeAddressValues = z.output<typeof nomineeAddressSchema>;

/** S9: guardian address; same as the nominee's when the switch says so. */
export const guardianAddressSchema = z
  .object({ isAddSameAsNomi: sameSwitch('Address same as Nominee'), ...addressShape })
  .superRefine((v, ctx) => {
    if (v.isAddSameAsNomi === 'N') checkAddress(v, ctx);
  })
  .transform((v) => trimAddress(v, v.isAddSameAsNomi === 'Y'));
export type GuardianAddressForm = z.input<typeof guardianAddressSchema>;
export type GuardianAddressValues = z.output<typeof guardianAddressSchema>;

/** S2: the opt preference. */
export const nomineeOptSchema = z.object({
  nomiPreference: z.enum(nomineePreferences, { error: nomineeMessages.optPreference }),
});
export type NomineeOptValues = z.output<typeof nomineeOptSchema>;

export interface ShareSchemaContext {
  showResiSecFlag: 'Y' | 'N';
}

/** S4: share percentages, one per nominee, totalling 100; residual securities when asked. */
export function nomineeSharesSchema({ showResiSecFlag }: ShareSchemaContext) {
  return z
    .object({
      nomiPercShares: z.array(text(10)).min(1).max(nomineeLimits.maxNominees),
      resiSecFlag: optionalText(10),
    })
    .superRefine((v, ctx) => {
      const rows = shareRowErrors(v.nomiPercShares);
      rows.forEach((message, i) => {
        if (message) ctx.addIssue({ code: 'custom', path: ['nomiPercShares', i], message });
      });
      if (rows.every((m) => m === null)) report(ctx, 'total', shareSubmitError(v.nomiPercShares));
      if (showResiSecFlag === 'Y' && v.resiSecFlag.trim() === '')
        report(ctx, 'resiSecFlag', messages.emptyField('Residual Securities'));
    })
    .transform((v) => ({
      nomiPercShares: v.nomiPercShares.map((s) => Number(s.trim())),
      resiSecFlag: showResiSecFlag === 'Y' ? v.resiSecFlag.trim() : '',
    }));
}
export type NomineeSharesForm = z.input<ReturnType<typeof nomineeSharesSchema>>;
export type NomineeSharesValues = z.output<ReturnType<typeof nomineeSharesSchema>>;

/** PDF screen: every consent ticked before the sign button. */
export const nomineeConsentsSchema = z
  .object({ consents: z.array(z.boolean()).max(20) })
  .superRefine((v, ctx) => report(ctx, 'consents', consentsError(v.consents)));

/** OTP signing: the consent and a 4-digit OTP. */
export const nomineeOtpSignSchema = z
  .object({ otpConsent: z.boolean(), otp: text(10) })
  .superRefine((v, ctx) => {
    if (!v.otpConsent) report(ctx, 'otpConsent', nomineeMessages.otpConsent);
    report(ctx, 'otp', nomineeOtpError(v.otp));
  });

/** E-sign: the T & C language and the consent. */
export const nomineeEsignSchema = z
  .object({ tncLang: text(10), consent: z.boolean() })
  .superRefine((v, ctx) => {
    if (v.tncLang.trim() === '') report(ctx, 'tncLang', nomineeMessages.tncLanguage);
    if (!v.consent) report(ctx, 'consent', nomineeMessages.checkConsent);
  });

type ErrorCode = (typeof nomineeErrorCodes)[keyof typeof nomineeErrorCodes];

/** The error code a failed nominee-details field stands for (documented in the codes table). */
export function nomineeDetailsErrorCode(field: string, dob = '', today = ''): ErrorCode {
  if (['nomiFName', 'nomiMName', 'nomiLName'].includes(field)) return nomineeErrorCodes.nameInvalid;
  if (field === 'nomiDob')
    return dobProblem(dob, today) === 'tooOld'
      ? nomineeErrorCodes.dobTooOld
      : nomineeErrorCodes.dobInvalid;
  if (field === 'nomiIdntType') return nomineeErrorCodes.idTypeInvalid;
  if (field === 'nomiIdntNo') return nomineeErrorCodes.idNoInvalid;
  return nomineeErrorCodes.detailsInvalid;
}

export function guardianDetailsErrorCode(
  field: string,
  message: string,
  dob = '',
  today = '',
): ErrorCode {
  if (message === nomineeMessages.guardianIdSameAsNominee)
    return nomineeErrorCodes.guardianIdNoSame;
  if (['grdnNomiFName', 'grdnNomiMName', 'grdnNomiLName'].includes(field))
    return nomineeErrorCodes.guardianNameInvalid;
  if (field === 'grdnNomiDob')
    return dobProblem(dob, today, { guardian: true }) === 'guardianMinor'
      ? nomineeErrorCodes.guardianMinor
      : nomineeErrorCodes.guardianDobInvalid;
  if (field === 'grdnNomiIdntType') return nomineeErrorCodes.guardianIdTypeInvalid;
  if (field === 'grdnNomiIdntNo') return nomineeErrorCodes.guardianIdNoInvalid;
  return nomineeErrorCodes.guardianDetailsInvalid;
}
