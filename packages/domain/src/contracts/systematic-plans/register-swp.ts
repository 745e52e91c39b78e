import type { z } from 'zod';
import { ZPlanRegistrationFields, ZPlanRegistrationSchedule } from './plan-registration-fields.js';
import { ZPlanRequestPlaced } from './plan-fields.js';
import { defineCall } from '../call.js';

/**
 * A standalone SWP: redeems `amount` from the folio's scheme on each installment date, paid to the
 * investor's registered bank. The first installment is the chosen day on or after the start date.
 */
export const ZRegisterSwpRequest = ZPlanRegistrationFields;
export type TRegisterSwpRequest = z.input<typeof ZRegisterSwpRequest>;

export const ZRegisterSwpResponse = ZPlanRequestPlaced.extend(ZPlanRegistrationSchedule.shape);
export type TRegisterSwpResponse = z.infer<typeof ZRegisterSwpResponse>;

/** POST ewamftrxnsws/api/systematicplan/registerSwp. */
export const registerSwpCall = defineCall('ewamftrxnsws/api/systematicplan/registerSwp', ZRegisterSwpRequest, ZRegisterSwpResponse);
