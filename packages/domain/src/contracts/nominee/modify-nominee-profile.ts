import { z } from 'zod';
import { nomineeCallBase, ZNomineeStep } from './common.js';
import { ZYesNo } from '../common.js';
import type { GatewayCall } from '../call.js';

export const ZModifyNomineeProfileRequest = z.object({
  ...nomineeCallBase,
  isFromTransact: ZYesNo.default('N'),
});

export const ZModifyNomineeProfileResponse = ZNomineeStep.extend({
  nomiModificationMsg: z.string(),
});

/** cancelNomineeRequestProfile: drop the open request. */

/** POST nominee/modifyNomineeProfile. */
export const modifyNomineeProfileCall = {
  path: 'nominee/modifyNomineeProfile',
  request: ZModifyNomineeProfileRequest,
  response: ZModifyNomineeProfileResponse,
} as const satisfies GatewayCall;
