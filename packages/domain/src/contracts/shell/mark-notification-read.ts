import { z } from 'zod';
import { ZNotification } from './get-notifications.js';
import { defineCall } from '../call.js';

/** POST ewadashboardws/api/rest/notifications/markNotificationRead {id}; marking twice is harmless. */
export const ZMarkNotificationReadRequest = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TMarkNotificationReadRequest = z.input<typeof ZMarkNotificationReadRequest>;

export const ZMarkNotificationReadResponse = ZNotification;
export type TMarkNotificationReadResponse = z.infer<typeof ZMarkNotificationReadResponse>;

/** POST ewadashboardws/api/rest/notifications/markNotificationRead. */
export const markNotificationReadCall = defineCall('ewadashboardws/api/rest/notifications/markNotificationRead', ZMarkNotificationReadRequest, ZMarkNotificationReadResponse);
