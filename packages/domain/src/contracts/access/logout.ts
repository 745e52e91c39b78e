import { z } from 'zod';
import type { GatewayCall } from '../call.js';

export const ZLogoutRequest = z.object({}).optional();
export const ZLogoutResponse = z.null();

/** POST ewaportfoliows/logout: any body (clients post none) is accepted. */
export const logoutCall = {
  path: 'ewaportfoliows/logout',
  request: z.unknown(),
  response: ZLogoutResponse,
} as const satisfies GatewayCall;
