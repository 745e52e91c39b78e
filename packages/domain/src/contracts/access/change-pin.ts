import { z } from 'zod';
import { defineCall } from '../call.js';

/**
 * POST login/changePin {oldPin, newPin, confirmPin}: the 4-digit PIN that authorises mappings
 * and transactions. The rules (rules/pin-rules.ts) are applied by the service, so that the
 * investor gets the first problem in words rather than a list of schema issues.
 */
export const ZChangePinRequest = z.object({
  oldPin: z.string().max(8),
  newPin: z.string().max(8),
  confirmPin: z.string().max(8),
});
export type TChangePinRequest = z.input<typeof ZChangePinRequest>;

export const ZChangePinResponse = z.null();

/** POST login/changePin. */
export const changePinCall = defineCall('login/changePin', ZChangePinRequest, ZChangePinResponse);
