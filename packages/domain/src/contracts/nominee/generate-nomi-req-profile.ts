import { z } from 'zod';
import { nomineeCallBase, ZNomineeAction, ZNomineeStep } from './common.js';
import { ZYesNo } from '../common.js';
import type { GatewayCall } from '../call.js';

/** generateNomiReqProfile: open a request for an action (or resume the open one). */

export const ZGenerateNomiReqProfileRequest = z.object({
  ...nomineeCallBase,
  action: ZNomineeAction,
  isFromTransact: ZYesNo.default('N'),
});

export const ZGenerateNomiReqProfileResponse = ZNomineeStep;

/** modifyNomineeProfile: S1's automatic request when there is no nominee preference. */

/** POST nominee/generateNomiReqProfile. */
export const generateNomiReqProfileCall = {
  path: 'nominee/generateNomiReqProfile',
  request: ZGenerateNomiReqProfileRequest,
  response: ZGenerateNomiReqProfileResponse,
} as const satisfies GatewayCall;
