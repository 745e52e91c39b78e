import { z } from 'zod';
import { nomineeCallBase, ZNomineeAction, ZNomineeStep } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

/** generateNomiReqProfile: open a request for an action (or resume the open one). */

export const ZGenerateNomiReqProfileRequest = z.object({
  ...nomineeCallBase,
  action: ZNomineeAction,
  isFromTransact: ZYesNo.default('N'),
});

export const ZGenerateNomiReqProfileResponse = ZNomineeStep;

/** modifyNomineeProfile: S1's automatic request when there is no nominee preference. */

/** POST nominee/generateNomiReqProfile. */
export const generateNomiReqProfileCall = defineCall('nominee/generateNomiReqProfile', ZGenerateNomiReqProfileRequest, ZGenerateNomiReqProfileResponse);
