import type { z } from 'zod';
import { ZNomineeAction, ZNomineeRef, ZNomineeStep } from './common.js';
import { guardianDetailsFields } from '../../rules/nominee/schemas.js';
import type { GatewayCall } from '../call.js';

export const ZSaveNomiGrdnDetailsProfileRequest = ZNomineeRef.extend(
  guardianDetailsFields.shape,
).extend({
  action: ZNomineeAction,
});

export type TSaveNomiGrdnDetailsProfileRequest = z.input<typeof ZSaveNomiGrdnDetailsProfileRequest>;

export const ZSaveNomiGrdnDetailsProfileResponse = ZNomineeStep;

/** POST nominee/saveNomiGrdnDetailsProfile. */
export const saveNomiGrdnDetailsProfileCall = {
  path: 'nominee/saveNomiGrdnDetailsProfile',
  request: ZSaveNomiGrdnDetailsProfileRequest,
  response: ZSaveNomiGrdnDetailsProfileResponse,
} as const satisfies GatewayCall;
