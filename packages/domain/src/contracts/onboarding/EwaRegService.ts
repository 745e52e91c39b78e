import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZRefNo, ZRegistrationAccountType, ZScreenId } from './common.js';
import { ZHolderRole } from './common.js';
import { ZCodeLabel, ZFieldErrors, ZFormTypeKey, ZHolderPanDob, ZHoldingModeCode, ZSaveStepReply, ZTaxStatusCode } from './holders-common.js';

/** EwaRegService/generateRefno: a new application under the registration session. */
export const ZGenerateRefnoRequest = z.object({
  accountType: ZRegistrationAccountType.default('EW'),
  /** 2 E-wealth (or E-Wealth MF for EMF), 1 PMS (spec 2 section 9). */
  formType: z.enum(['1', '2']).default('2'),
});
export const ZApplicationToken = z.object({
  refNo: ZRefNo,
  refToken: z.string(),
  accountType: ZRegistrationAccountType,
  screenId: ZScreenId,
});
export type TApplicationToken = z.infer<typeof ZApplicationToken>;
export const generateRefnoCall = defineCall('EwaRegService/generateRefno', ZGenerateRefnoRequest, ZApplicationToken);

/** EwaRegService/fetchBackNextScreen: Back and Next targets of a screen for this application. */
export const ZFetchBackNextScreenRequest = z.object({ screenId: ZScreenId });
export const ZFetchBackNextScreenResponse = z.object({
  screenId: ZScreenId,
  /** The screen the application is saved at. */
  savedScreenId: ZScreenId,
  backScreenId: ZScreenId.nullable(),
  nextScreenId: ZScreenId.nullable(),
});
export type TFetchBackNextScreenResponse = z.infer<typeof ZFetchBackNextScreenResponse>;
export const fetchBackNextScreenCall = defineCall('EwaRegService/fetchBackNextScreen', ZFetchBackNextScreenRequest, ZFetchBackNextScreenResponse);

/** Step 5: the holding pattern and tax status chosen so far, and the choices. */
export const ZLoadHolderTaxStatusResponse = z.object({
  taxStatus: z.string(),
  holdingMode: z.string(),
  holderCount: z.number().int(),
  taxStatuses: z.array(ZCodeLabel.extend({ minor: z.boolean() })),
  holdingModes: z.array(ZCodeLabel),
});
export const loadHolderTaxStatusCall = defineCall('EwaRegService/loadHolderTaxStatus', z.object({}), ZLoadHolderTaxStatusResponse);

export const ZSaveHolderTaxStatusRequest = z.object({
  taxStatus: ZTaxStatusCode,
  holdingMode: ZHoldingModeCode,
  /** 1 for single holding and minors, 2 or 3 for a joint account. */
  holderCount: z.number().int().min(1).max(3),
});
export type TSaveHolderTaxStatusRequest = z.input<typeof ZSaveHolderTaxStatusRequest>;
export const saveHolderTaxStatusCall = defineCall('EwaRegService/saveHolderTaxStatus', ZSaveHolderTaxStatusRequest, ZSaveStepReply.nullable());

/** Step 6: the account (form) type and holding, saved. */
export const ZSaveAccTypeRequest = z.object({ formType: ZFormTypeKey });
export type TSaveAccTypeRequest = z.input<typeof ZSaveAccTypeRequest>;
export const saveAccTypeCall = defineCall('EwaRegService/saveAccType', ZSaveAccTypeRequest, ZSaveStepReply.nullable());

/** Step 7 (the holders) or 8 (the guardian): PAN, date of birth and name as on the PAN. */
export const ZLoadPanDobRequest = z.object({ isGuardian: z.enum(['Y', 'N']).default('N') });
export const ZPanDobHolder = z.object({
  role: ZHolderRole,
  label: z.string(),
  pan: z.string(),
  dob: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  relation: z.string(),
});
export const ZLoadPanDobResponse = z.object({
  taxStatus: z.string(),
  holdingMode: z.string(),
  minor: z.boolean(),
  /** Who types the dates: the client, or a partner or relationship officer (their wording). */
  entrant: z.enum(['client', 'partner']),
  helpNo: z.string(),
  holders: z.array(ZPanDobHolder),
});
export type TLoadPanDobResponse = z.output<typeof ZLoadPanDobResponse>;
export const loadPanDobCall = defineCall('EwaRegService/loadPanDob', ZLoadPanDobRequest, ZLoadPanDobResponse.nullable());

export const ZSavePanDobRequest = z.object({
  isGuardian: z.enum(['Y', 'N']).default('N'),
  holders: z.array(ZHolderPanDob).min(1).max(3),
});
export type TSavePanDobRequest = z.input<typeof ZSavePanDobRequest>;
/** Refused: fieldErrors keyed `<role>.<field>` (e.g. `S.pan`). */
export const savePanDobCall = defineCall('EwaRegService/savePanDob', ZSavePanDobRequest, ZSaveStepReply.extend({ fieldErrors: ZFieldErrors }).nullable());
