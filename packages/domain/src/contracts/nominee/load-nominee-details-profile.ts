import { z } from 'zod';
import { ZIdTypeItem, ZIsdItem, ZNomineeAction, ZNomineeRef, ZRelationItem } from './common.js';
import { defineCall } from '../call.js';

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

/** POST nominee/loadNomineeDetailsProfile. */
export const loadNomineeDetailsProfileCall = defineCall('nominee/loadNomineeDetailsProfile', ZLoadNomineeDetailsProfileRequest, ZLoadNomineeDetailsProfileResponse);
