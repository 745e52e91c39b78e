import { z } from 'zod';
import { ZPlanId, ZPlanRequestPlaced } from './plan-fields.js';
import { planMessages } from '../../catalogue/plans.js';
import { defineCall } from '../call.js';

/** SIPSHIFTING: debits the SIP's installments from another registered bank with a mandate, from the next installment. */
export const ZShiftSipBankRequest = z.object({
  planId: ZPlanId,
  bankId: z.coerce.number({ message: planMessages.bankId }).int(planMessages.bankId).positive(planMessages.bankId).max(2_000_000_000, planMessages.bankId),
});
export type TShiftSipBankRequest = z.input<typeof ZShiftSipBankRequest>;

export const ZShiftSipBankResponse = ZPlanRequestPlaced;
export type TShiftSipBankResponse = z.infer<typeof ZShiftSipBankResponse>;

/** POST ewamftrxnsws/api/systematicplan/shiftSipBank. */
export const shiftSipBankCall = defineCall('ewamftrxnsws/api/systematicplan/shiftSipBank', ZShiftSipBankRequest, ZShiftSipBankResponse);
