import { z } from 'zod';
import { ZPlanId, ZPlanRequestPlaced, ZStopType } from './plan-fields.js';
import { defineCall } from '../call.js';

/**
 * SSIP, SSWP or SSTP on an EW account, after the investor confirms in a dialog. The stop takes
 * effect from the plan's first installment after today and may be revoked until that day. An EMF
 * account is refused (it confirms by OTP through validatePlan2FAOtp).
 */
export const ZStopSystematicPlanRequest = z.object({ trxnType: ZStopType, planId: ZPlanId });
export type TStopSystematicPlanRequest = z.input<typeof ZStopSystematicPlanRequest>;

export const ZStopSystematicPlanResponse = ZPlanRequestPlaced;
export type TStopSystematicPlanResponse = z.infer<typeof ZStopSystematicPlanResponse>;

/** POST ewamftrxnsws/api/systematicplan/stopSystematicPlan. */
export const stopSystematicPlanCall = defineCall('ewamftrxnsws/api/systematicplan/stopSystematicPlan', ZStopSystematicPlanRequest, ZStopSystematicPlanResponse);
