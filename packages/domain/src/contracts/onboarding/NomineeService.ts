import { z } from 'zod';
import { boundedText, ZYesNo } from '../common.js';
import { defineCall } from '../call.js';
import { ZScreenId } from './common.js';
import { ZNextScreen } from './kyc-common.js';

const ZOption = z.object({ code: z.string(), label: z.string() });

/** A nominee slot, 1 to 3 (spec 2 section 3). */
export const ZNomineeSlot = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const ZSlotRequest = z.object({ slot: ZNomineeSlot });

/** Screen 35: whether nominees are assigned, and how many. */
export const ZNominationChoiceForm = z.object({
  optIn: z.enum(['Y', 'N', '']).default(''),
  count: z.number().int().min(0).max(9).default(0),
  /** The opt-out consent. */
  consent: ZYesNo.default('N'),
});
export type TNominationChoiceForm = z.infer<typeof ZNominationChoiceForm>;

export const loadSelectNomineeCall = defineCall('NomineeService/loadSelectNominee', z.object({}), z.object({ form: ZNominationChoiceForm, maxNominees: z.number(), advice: z.string() }));
export const saveSelectNomineeCall = defineCall('NomineeService/saveSelectNominee', ZNominationChoiceForm, ZNextScreen);

const ZPersonFields = {
  fName: boundedText(40),
  mName: boundedText(40).default(''),
  lName: boundedText(40),
  /** DD-MM-YYYY. */
  dob: boundedText(10),
  relation: boundedText(20),
  relationOther: boundedText(60).default(''),
  idType: boundedText(2),
  idNo: boundedText(24),
};

export const ZNomineePerson = z.object(ZPersonFields);
export const ZNomineeAddress = z.object({
  line1: boundedText(60).default(''),
  line2: boundedText(60).default(''),
  city: boundedText(40).default(''),
  state: boundedText(40).default(''),
  pincode: boundedText(10).default(''),
});

/** Screens 36 to 38: one nominee, with a guardian when the nominee is a minor. */
export const ZNomineeForm = z.object({
  ...ZPersonFields,
  /** Whole percent as typed. */
  share: boundedText(3),
  mobile: boundedText(15).default(''),
  email: boundedText(80).default(''),
  sameAsHolder: ZYesNo.default('N'),
  address: ZNomineeAddress.default({ line1: '', line2: '', city: '', state: '', pincode: '' }),
  guardian: ZNomineePerson.nullable().default(null),
});
export type TNomineeForm = z.infer<typeof ZNomineeForm>;

const ZNomineeDocument = z.object({
  docType: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number(),
});

export const loadNomineeDtlCall = defineCall(
  'NomineeService/loadNomineeDtl',
  ZSlotRequest,
  z.object({
    slot: ZNomineeSlot,
    ordinal: z.string(),
    count: z.number(),
    /** Today in India (YYYY-MM-DD), for the minor check as the server makes it. */
    today: z.string(),
    form: ZNomineeForm,
    saved: z.boolean(),
    /** The shares the other saved nominees hold, and what is left for this one. */
    otherShares: z.number(),
    holderAddress: ZNomineeAddress.nullable(),
    idProofTypes: z.array(ZOption),
    relations: z.array(ZOption),
    guardianRelations: z.array(ZOption),
    document: ZNomineeDocument.nullable(),
  }),
);
export const saveNomineeDtlCall = defineCall('NomineeService/saveNomineeDtl', ZNomineeForm.extend({ slot: ZNomineeSlot }), ZNextScreen);
/** The nominees after it move up a slot; the application resumes at the slot it frees. */
export const removeNomineeDtlCall = defineCall('NomineeService/removeNomineeDtl', ZSlotRequest, z.object({ slot: ZNomineeSlot, removed: z.boolean(), count: z.number(), nextScreenId: ZScreenId }));

/** A nominee's ID proof: base64 (or a data: URL) of a JPG, PNG or PDF of at most 2 MB. */
export const uploadNomineeDocDtlCall = defineCall(
  'NomineeService/uploadNomineeDocDtl',
  z.object({
    slot: ZNomineeSlot,
    fileName: boundedText(120).min(1),
    content: z.string().max(3_000_000),
  }),
  ZNomineeDocument,
);
export const removeNomineeDocDtlCall = defineCall('NomineeService/removeNomineeDocDtl', ZSlotRequest, z.object({ slot: ZNomineeSlot, removed: z.boolean() }));

/** Screen 39: the witness of the nomination. */
export const ZWitnessForm = z.object({
  name: boundedText(100),
  /** DD-MM-YYYY. */
  dob: boundedText(10),
  address: z.string().trim().max(300),
});
export type TWitnessForm = z.infer<typeof ZWitnessForm>;

export const loadNomineeWitnessCall = defineCall('NomineeService/loadNomineeWitness', z.object({}), z.object({ form: ZWitnessForm, today: z.string() }));
export const saveNomineeWitnessCall = defineCall('NomineeService/saveNomineeWitness', ZWitnessForm, ZNextScreen);
