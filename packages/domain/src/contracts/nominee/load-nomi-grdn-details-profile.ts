import { z } from 'zod';
import { ZIdTypeItem, ZIsdItem, ZNomineeRef, ZRelationItem } from './common.js';
import { defineCall } from '../call.js';

export const ZLoadNomiGrdnDetailsProfileRequest = ZNomineeRef;

export const ZLoadNomiGrdnDetailsProfileResponse = z.object({
  nomineeNo: z.number().int(),
  totalNomi: z.number().int(),
  nomineeName: z.string(),
  grdnNomiFName: z.string(),
  grdnNomiMName: z.string(),
  grdnNomiLName: z.string(),
  grdnNomiDob: z.string(),
  relationWithNomi: z.string(),
  relationWithNomiOther: z.string(),
  grndNomiRelList: z.array(ZRelationItem),
  grdnNomiIdentyType: z.string(),
  grdnNomiIdentyTypeLst: z.array(ZIdTypeItem),
  grdnNomiIdentyProofNo: z.string(),
  grdnNomiIsdCode: z.string(),
  grdnNomiIsdLst: z.array(ZIsdItem),
  grdnNomiMobile: z.string(),
  grdnNomiEmail: z.string(),
  /** The nominee's id number, which the guardian's must not repeat. */
  nomiIdntNo: z.string(),
});

export type TLoadNomiGrdnDetailsProfileResponse = z.infer<typeof ZLoadNomiGrdnDetailsProfileResponse>;

/** saveNomiGrdnDetailsProfile: shape only here; the server applies guardianDetailsSchema. */

/** POST nominee/loadNomiGrdnDetailsProfile. */
export const loadNomiGrdnDetailsProfileCall = defineCall('nominee/loadNomiGrdnDetailsProfile', ZLoadNomiGrdnDetailsProfileRequest, ZLoadNomiGrdnDetailsProfileResponse);
