import { z } from 'zod';
import {
  ZIdTypeItem,
  ZIsdItem,
  ZNomineeAction,
  ZNomineeRef,
  ZNomineeStep,
  ZRelationItem,
} from './common.js';
import { ZYesNo } from '../common.js';
import { nomineeDetailsFields } from '../../rules/nominee/schemas.js';

export const ZLoadNomineeDetailsProfileRequest = ZNomineeRef;
export const ZLoadNomineeDetailsProfileResponse = z.object({
  nomiReqId: z.string(),
  nomineeNo: z.number().int(),
  totalNomi: z.number().int(),
  nomiFName: z.string(),
  nomiMName: z.string(),
  nomiLName: z.string(),
  /** DD-MM-YYYY, or empty for a new nominee. */
  nomiDob: z.string(),
  relationWithYou: z.string(),
  relationWithYouOther: z.string(),
  nomiRelationList: z.array(ZRelationItem),
  nomiIdntType: z.string(),
  nomiIdntTypeLst: z.array(ZIdTypeItem),
  nomiIdntNo: z.string(),
  nomiISD: z.string(),
  nomiISDLst: z.array(ZIsdItem),
  nomiMobile: z.string(),
  nomiEmail: z.string(),
  action: ZNomineeAction,
});
export type TLoadNomineeDetailsProfileResponse = z.infer<typeof ZLoadNomineeDetailsProfileResponse>;

/** saveNomineeDetailsProfile: shape only here; the server applies nomineeDetailsSchema. */
export const ZSaveNomineeDetailsProfileRequest = ZNomineeRef.extend(
  nomineeDetailsFields.shape,
).extend({
  action: ZNomineeAction,
  isFromTransact: ZYesNo.default('N'),
});
export type TSaveNomineeDetailsProfileRequest = z.input<typeof ZSaveNomineeDetailsProfileRequest>;
export const ZSaveNomineeDetailsProfileResponse = ZNomineeStep.extend({ isNomiMinor: ZYesNo });

export const ZRemoveNomineeProfileRequest = ZNomineeRef;
export const ZRemoveNomineeProfileResponse = ZNomineeStep;
