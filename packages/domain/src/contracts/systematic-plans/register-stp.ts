import type { z } from 'zod';
import { ZPlanRegistrationFields, ZPlanRegistrationSchedule } from './plan-registration-fields.js';
import { ZPlanRequestPlaced } from './plan-fields.js';
import { ZSchCode } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';

/**
 * STP: switches `amount` out of the folio's scheme into another scheme of the same AMC on each
 * installment date. The first installment is the chosen day on or after the start date.
 */
export const ZRegisterStpRequest = ZPlanRegistrationFields.extend({ toSchCode: ZSchCode });
export type TRegisterStpRequest = z.input<typeof ZRegisterStpRequest>;

export const ZRegisterStpResponse = ZPlanRequestPlaced.extend(ZPlanRegistrationSchedule.shape);
export type TRegisterStpResponse = z.infer<typeof ZRegisterStpResponse>;

/** POST ewamftrxnsws/api/systematicplan/registerStp. */
export const registerStpCall = defineCall('ewamftrxnsws/api/systematicplan/registerStp', ZRegisterStpRequest, ZRegisterStpResponse);
