import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationSchema, notificationsQuerySchema } from '../../domain/notifications/schemas.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import { dismissAll, updateNotification } from './commands.js';
import { listNotifications, unreadCount } from './queries.js';

const tags = ['notifications'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const okResponse = z.object({ ok: z.literal(true) });

/** A user's own notifications; another user's id answers 404 like a missing one. */
export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Db; bus: EventBus }): void {
  const { db } = deps;
  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: notificationsQuerySchema,
        response: {
          200: z.object({ notifications: z.array(notificationSchema), nextCursor: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      const { includeDismissed, cursor } = notificationsQuerySchema.parse(request.query);
      return listNotifications(db, principalOf(request), {
        includeDismissed: includeDismissed === '1' || includeDismissed === 'true',
        cursor,
      });
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { config: { access: 'user' }, schema: { tags, response: { 200: z.object({ count: z.number() }) } } },
    async (request) => ({ count: await unreadCount(db, principalOf(request)) }),
  );

  app.post(
    '/api/notifications/dismiss-all',
    { config: { access: 'user' }, schema: { tags, response: { 200: z.object({ dismissed: z.number() }) } } },
    async (request) => ({ dismissed: await dismissAll(deps, principalOf(request)) }),
  );

  for (const [action, change] of [
    ['seen', { seen: true }],
    ['dismiss', { dismissed: true }],
  ] as const) {
    app.post(
      `/api/notifications/:id/${action}`,
      { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: okResponse } } },
      async (request) => {
        await updateNotification(deps, principalOf(request), idParams.parse(request.params).id, change);
        return { ok: true as const };
      },
    );
  }
}
