import { z } from 'zod';
import { accessOrigins, nomineeActions, nomineeLimits } from '../../codes/nominee.js';
import { nomineeScreens } from '../../flows/nominee-wizard.js';
import { ZYesNo } from '../common.js';

/** Every nominee wizard call says whether it comes from the app and from which area. */
export const nomineeCallBase = {
  isMobile: ZYesNo.default('N'),
  accessFrom: z.enum(accessOrigins).default('PROFILE_WEB'),
};

export const ZNomiReqId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Nominee request id should be valid.');

export const ZNomineeNo = z.coerce
  .number({ error: 'Nominee number should be valid.' })
  .int('Nominee number should be valid.')
  .min(1, 'Nominee number should be valid.')
  .max(nomineeLimits.maxNominees, 'Nominee number should be valid.');

export const ZNomineeAction = z.enum(nomineeActions, { error: 'Nominee action should be valid.' });
export const ZNomineeScreen = z.enum(nomineeScreens);

/** A request that names only the nominee request. */
export const ZNomineeRequestRef = z.object({ ...nomineeCallBase, nomiReqId: ZNomiReqId });
/** A request that names one nominee of the request. */
export const ZNomineeRef = z.object({
  ...nomineeCallBase,
  nomiReqId: ZNomiReqId,
  nomineeNo: ZNomineeNo,
});

/** Where the wizard is after a save, computed by the server with the same flow. */
export const ZNomineeStep = z.object({
  nomiReqId: z.string(),
  action: ZNomineeAction,
  screenNo: ZNomineeScreen,
  nomineeNo: z.number().int(),
  totalNomi: z.number().int(),
});
export type TNomineeStep = z.infer<typeof ZNomineeStep>;

export const ZRelationItem = z.object({ relationId: z.string(), relationName: z.string() });
export const ZIdTypeItem = z.object({ typeId: z.string(), docName: z.string() });
export const ZIsdItem = z.object({ ISD_CODE: z.string() });

const addressFields = {
  add1: z.string(),
  add2: z.string(),
  add3: z.string(),
  countryId: z.string(),
  stateId: z.string(),
  cityId: z.string(),
  pincode: z.string(),
};
export const ZAddressFields = z.object(addressFields);

/** Address fields as a save sends them: shape only; the screen schema applies the rules. */
export const nomineeAddressInput = {
  add1: z.string().max(200).default(''),
  add2: z.string().max(200).default(''),
  add3: z.string().max(200).default(''),
  countryId: z.string().max(10).default(''),
  stateId: z.string().max(10).default(''),
  cityId: z.string().max(100).default(''),
  pincode: z.string().max(30).default(''),
};

/** The wizard's calls, each at `nominee/<service>` under the gateway. */
export const nomineeServices = [
  'loadNomineeDtlProfile',
  'generateNomiReqProfile',
  'modifyNomineeProfile',
  'cancelNomineeRequestProfile',
  'loadNomineeOptProfile',
  'saveNomineeOptProfile',
  'loadNomineeDetailsProfile',
  'saveNomineeDetailsProfile',
  'removeNomineeProfile',
  'loadNomineeAddressProfile',
  'saveNomineeAddressProfile',
  'loadNomiGrdnDetailsProfile',
  'saveNomiGrdnDetailsProfile',
  'loadNomiGrdnAddressProfile',
  'saveNomiGrdnAddressProfile',
  'loadNomineePercShareProfile',
  'saveNomineePercShareProfile',
  'generateNomiPdfProfile',
  'saveSubmitFinalNomineeProfile',
  'loadNomiEsignDtlProfile',
  'submitNomiEsignRequestProfile',
  'receiveNomiEsignResponseProfile',
  'generateNomiOtp',
  'verifyNomiOtp',
  'getGeoList',
  'getPincodeDetail',
] as const;
export type NomineeService = (typeof nomineeServices)[number];

/** The path of a wizard call relative to the gateway (`/cdesk/gw/`). */
export const nomineeServicePath = (service: NomineeService) => `nominee/${service}`;
