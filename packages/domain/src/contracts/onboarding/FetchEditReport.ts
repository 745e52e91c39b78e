import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZCodeLabel } from './holders-common.js';

/** Step 6: the account types this registration may open, and the holding chosen at step 5. */
export const ZGetAllowedAccTypeResponse = z.object({
  accountType: z.string(),
  selected: z.string(),
  allowed: z.array(z.object({ key: z.string(), accountType: z.string(), formType: z.string(), label: z.string() })),
  taxStatus: ZCodeLabel,
  holdingMode: ZCodeLabel,
  holders: z.array(z.object({ role: z.string(), label: z.string() })),
});
export type TGetAllowedAccTypeResponse = z.output<typeof ZGetAllowedAccTypeResponse>;
export const getAllowedAccTypeCall = defineCall('FetchEditReport/getAllowedAccType', z.object({}), ZGetAllowedAccTypeResponse);
