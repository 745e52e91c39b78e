import { z } from 'zod';
import { ZFreqId, ZIsoDate } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/common/getSwpStartEndDate. startMonth is 'YYYY-MM'. */
export const ZGetSwpStartEndDateRequest = z.object({
  freqId: ZFreqId,
  installmentDate: z.coerce.number().int().min(1).max(31),
  startMonth: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  totalNoOfInst: z.coerce.number().int().min(1).max(1200),
});
export type TGetSwpStartEndDateRequest = z.input<typeof ZGetSwpStartEndDateRequest>;

export const ZGetSwpStartEndDateResponse = z.object({
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  installmentDates: z.array(ZIsoDate),
});
export type TGetSwpStartEndDateResponse = z.infer<typeof ZGetSwpStartEndDateResponse>;

/** POST ewamftrxnsws/api/common/getSwpStartEndDate. */
export const getSwpStartEndDateCall = defineCall('ewamftrxnsws/api/common/getSwpStartEndDate', ZGetSwpStartEndDateRequest, ZGetSwpStartEndDateResponse);
