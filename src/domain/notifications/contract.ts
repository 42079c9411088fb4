import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { notificationSchema, notificationsQuerySchema } from './schemas.js';

const tags = ['notifications'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const okResponse = z.object({ ok: z.literal(true) });

/** A user's own notifications; another user's id answers 404 like a missing one. */
export const notificationsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    tags,
    summary: 'The user’s notifications of the last 90 days, newest first, 50 at a time',
    query: notificationsQuerySchema,
    response: z.object({ notifications: z.array(notificationSchema), nextCursor: z.string().nullable() }),
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'user',
    tags,
    summary: 'How many notifications the user has not seen',
    response: z.object({ count: z.number() }),
  }),
  dismissAll: defineRoute({
    method: 'POST',
    path: '/api/notifications/dismiss-all',
    access: 'user',
    tags,
    summary: 'Dismiss every notification',
    response: z.object({ dismissed: z.number() }),
  }),
  markSeen: defineRoute({
    method: 'POST',
    path: '/api/notifications/:id/seen',
    access: 'user',
    tags,
    summary: 'Mark a notification as seen',
    params: idParams,
    response: okResponse,
  }),
  dismiss: defineRoute({
    method: 'POST',
    path: '/api/notifications/:id/dismiss',
    access: 'user',
    tags,
    summary: 'Dismiss a notification',
    params: idParams,
    response: okResponse,
  }),
};
