import { z } from 'zod';
import { ZNotification } from './get-notifications.js';
import type { GatewayCall } from '../call.js';

/** POST ewadashboardws/api/rest/notifications/markNotificationRead {id}; marking twice is harmless. */
export const ZMarkNotificationReadRequest = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TMarkNotificationReadRequest = z.input<typeof ZMarkNotificationReadRequest>;

export const ZMarkNotificationReadResponse = ZNotification;
export type TMarkNotificationReadResponse = z.infer<typeof ZMarkNotificationReadResponse>;

/** POST ewadashboardws/api/rest/notifications/markNotificationRead. */
export const markNotificationReadCall = {
  path: 'ewadashboardws/api/rest/notifications/markNotificationRead',
  request: ZMarkNotificationReadRequest,
  response: ZMarkNotificationReadResponse,
} as const satisfies GatewayCall;
