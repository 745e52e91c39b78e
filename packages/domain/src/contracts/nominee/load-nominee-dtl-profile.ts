import { z } from 'zod';
import { nomineeCallBase, ZNomineeAction, ZNomineeScreen } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

/** loadNomineeDtlProfile: the nominees on record and any open request. */

export const ZLoadNomineeDtlProfileRequest = z.object({ ...nomineeCallBase });

export const ZNomiDtlItem = z.object({
  nomineeNo: z.number().int(),
  nomineeName: z.string(),
  relation: z.string(),
  nomineeShare: z.string(),
  nomiDob: z.string(),
  guardianName: z.string(),
  isMinor: ZYesNo,
});

export type TNomiDtlItem = z.infer<typeof ZNomiDtlItem>;

export const ZLoadNomineeDtlProfileResponse = z.object({
  nomiReqId: z.string(),
  accType: z.string(),
  screenNo: z.union([ZNomineeScreen, z.literal('')]),
  /** Y when a request may be started (no request waiting for processing). */
  nomineeBtnFlg: ZYesNo,
  /** 1, 2, or NA when the account has never said. */
  nomineePreference: z.string(),
  nomineeMsg: z.string(),
  nomineeRejectMsg: z.string(),
  nomiRequestedMsg: z.string(),
  action: z.union([ZNomineeAction, z.literal('')]),
  allowModifyNominee: ZYesNo,
  nomiDtl: z.array(ZNomiDtlItem),
  nomiModificationMsg: z.string(),
  isChangeNomi: ZYesNo,
  /** The actions the investor may start from here. */
  transactAction: z.array(ZNomineeAction),
  /** The open request's nominees so far and the one its screen is at (0 without a request). */
  totalNomi: z.number().int().min(0),
  nomiNum: z.number().int().min(0),
});

export type TLoadNomineeDtlProfileResponse = z.infer<typeof ZLoadNomineeDtlProfileResponse>;

/** POST nominee/loadNomineeDtlProfile. */
export const loadNomineeDtlProfileCall = defineCall('nominee/loadNomineeDtlProfile', ZLoadNomineeDtlProfileRequest, ZLoadNomineeDtlProfileResponse);
