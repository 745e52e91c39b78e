import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { purchaseMessages } from '../../messages.js';

/** POST ewamftrxnsws/api/purchase/checkPayRefNo. */
export const ZCheckPayRefNoRequest = z.object({
  neftrtgsrefno: z
    .string({ message: purchaseMessages.neftRefRequired })
    .trim()
    .min(1, purchaseMessages.neftRefRequired)
    .max(40, purchaseMessages.neftRefInvalid),
});
export type TCheckPayRefNoRequest = z.input<typeof ZCheckPayRefNoRequest>;

/** isPayRefNoAvailable 'Y' when the reference is well formed and not used before. */
export const ZCheckPayRefNoResponse = z.object({
  isPayRefNoAvailable: ZYesNo,
  message: z.string(),
});
export type TCheckPayRefNoResponse = z.infer<typeof ZCheckPayRefNoResponse>;
