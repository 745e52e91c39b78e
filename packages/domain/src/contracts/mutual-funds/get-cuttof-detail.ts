import { z } from 'zod';
import { ZIsoDate } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/getCuttofDetail: empty payload. */
export const ZGetCuttofDetailRequest = z.object({}).default({});

/** Cut-off times in India time ('15:00', '13:30') and the NAV date an order placed now gets. */
export const ZGetCuttofDetailResponse = z.object({
  cutOffTime: z.string(),
  liquidCutOffTime: z.string(),
  serverTime: z.string(),
  isBusinessDay: z.boolean(),
  beforeCutOff: z.boolean(),
  navDate: ZIsoDate,
  liquidNavDate: ZIsoDate,
  cutOffMessage: z.string(),
});
export type TGetCuttofDetailResponse = z.infer<typeof ZGetCuttofDetailResponse>;

/** POST ewamftrxnsws/api/purchase/getCuttofDetail. */
export const getCuttofDetailCall = defineCall('ewamftrxnsws/api/purchase/getCuttofDetail', ZGetCuttofDetailRequest, ZGetCuttofDetailResponse);
