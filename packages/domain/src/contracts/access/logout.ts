import { z } from 'zod';
import { defineCall } from '../call.js';

export const ZLogoutRequest = z.object({}).optional();
export const ZLogoutResponse = z.null();

/** POST ewaportfoliows/logout: any body (clients post none) is accepted. */
export const logoutCall = defineCall('ewaportfoliows/logout', z.unknown(), ZLogoutResponse);
