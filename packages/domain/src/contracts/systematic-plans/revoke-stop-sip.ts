import { z } from 'zod';
import { ZPlanId, ZPlanRequestPlaced } from './plan-fields.js';
import { defineCall } from '../call.js';

/**
 * TSR on an EW account: revokes a SIP's stop before it takes effect (a business date before the
 * stop's effective date). An EMF account confirms by OTP through validatePlan2FAOtp instead.
 */
export const ZRevokeStopSipRequest = z.object({ planId: ZPlanId });
export type TRevokeStopSipRequest = z.input<typeof ZRevokeStopSipRequest>;

export const ZRevokeStopSipResponse = ZPlanRequestPlaced;
export type TRevokeStopSipResponse = z.infer<typeof ZRevokeStopSipResponse>;

/** POST ewamftrxnsws/api/systematicplan/revokeStopSip. */
export const revokeStopSipCall = defineCall('ewamftrxnsws/api/systematicplan/revokeStopSip', ZRevokeStopSipRequest, ZRevokeStopSipResponse);
