import { z } from 'zod';
import { defineCall } from '../call.js';

/** POST ewadashboardws/api/rest/notifications/getNotifications {}: newest first, at most 100. */
export const ZGetNotificationsRequest = z.object({});
export type TGetNotificationsRequest = z.input<typeof ZGetNotificationsRequest>;

export const ZNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** A desk route the notification leads to; '' when none. */
  link: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZGetNotificationsResponse = z.array(ZNotification);
export type TGetNotificationsResponse = z.infer<typeof ZGetNotificationsResponse>;

/** POST ewadashboardws/api/rest/notifications/getNotifications. */
export const getNotificationsCall = defineCall('ewadashboardws/api/rest/notifications/getNotifications', ZGetNotificationsRequest, ZGetNotificationsResponse);
