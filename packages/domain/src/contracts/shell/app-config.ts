import { z } from 'zod';
import type { GatewayResource } from '../call.js';

/** GET /cdesk/gw/app-config (no session needed): what the web must know before anyone logs in. */
export const ZAppConfigResponse = z.object({
  /** The second host-name label of the loan variant (see isLoanHost). */
  loanHostLabel: z.string(),
  /** Where Home goes on the loan variant. */
  loanHomePaths: z.array(z.string()),
});
export type TAppConfigResponse = z.infer<typeof ZAppConfigResponse>;

/** GET app-config: the envelope with what the web needs before login. */
export const appConfigResource = {
  path: 'app-config',
  response: ZAppConfigResponse,
} as const satisfies GatewayResource;
