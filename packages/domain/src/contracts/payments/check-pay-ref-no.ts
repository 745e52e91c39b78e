import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { orderMessages } from '../../messages.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/checkPayRefNo. */
export const ZCheckPayRefNoRequest = z.object({
  neftrtgsrefno: z.string({ message: orderMessages.neftRefRequired }).trim().min(1, orderMessages.neftRefRequired).max(40, orderMessages.neftRefInvalid),
});
export type TCheckPayRefNoRequest = z.input<typeof ZCheckPayRefNoRequest>;

/** isPayRefNoAvailable 'Y' when the reference is well formed and not used before. */
export const ZCheckPayRefNoResponse = z.object({
  isPayRefNoAvailable: ZYesNo,
  message: z.string(),
});
export type TCheckPayRefNoResponse = z.infer<typeof ZCheckPayRefNoResponse>;

/** POST ewamftrxnsws/api/purchase/checkPayRefNo. */
export const checkPayRefNoCall = defineCall('ewamftrxnsws/api/purchase/checkPayRefNo', ZCheckPayRefNoRequest, ZCheckPayRefNoResponse);
