import { z } from 'zod';
import { nomineeCallBase, ZNomineeStep } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZModifyNomineeProfileRequest = z.object({
  ...nomineeCallBase,
  isFromTransact: ZYesNo.default('N'),
});

export const ZModifyNomineeProfileResponse = ZNomineeStep.extend({
  nomiModificationMsg: z.string(),
});

/** cancelNomineeRequestProfile: drop the open request. */

/** POST nominee/modifyNomineeProfile. */
export const modifyNomineeProfileCall = defineCall('nominee/modifyNomineeProfile', ZModifyNomineeProfileRequest, ZModifyNomineeProfileResponse);
