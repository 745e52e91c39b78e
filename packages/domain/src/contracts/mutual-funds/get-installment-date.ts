import { z } from 'zod';
import { ZFreqId, ZIsoDate, ZSchCode } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/common/getInstallmentDate. */
export const ZGetInstallmentDateRequest = z.object({
  freqId: ZFreqId,
  schCode: ZSchCode.optional(),
  /** When given, the schedule on this day of the month is worked out (with a count, its end). */
  installmentDate: z.number().int().min(1).max(31).optional(),
  totalNoOfInst: z.number().int().min(1).max(1200).optional(),
});
export type TGetInstallmentDateRequest = z.input<typeof ZGetInstallmentDateRequest>;

/**
 * Allowed installment days, the minimum count, and with a day the schedule: the first installment
 * (today, paid with the cart), the next on the chosen day, and with a count the last.
 */
export const ZGetInstallmentDateResponse = z.object({
  freqId: ZFreqId,
  installmentDateList: z.array(z.number().int()),
  minInstallments: z.number().int(),
  daysAhead: z.number().int(),
  startDate: ZIsoDate.or(z.literal('')),
  nextDate: ZIsoDate.or(z.literal('')),
  endDate: ZIsoDate.or(z.literal('')),
});
export type TGetInstallmentDateResponse = z.infer<typeof ZGetInstallmentDateResponse>;

/** POST ewamftrxnsws/api/common/getInstallmentDate. */
export const getInstallmentDateCall = defineCall('ewamftrxnsws/api/common/getInstallmentDate', ZGetInstallmentDateRequest, ZGetInstallmentDateResponse);
