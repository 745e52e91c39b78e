import { z } from 'zod';

export const ZLogoutRequest = z.object({}).optional();
export const ZLogoutResponse = z.null();
