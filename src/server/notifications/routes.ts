import type { FastifyInstance } from 'fastify';
import { notificationsContract } from '../../domain/notifications/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { dismissAll, updateNotification } from './commands.js';
import { listNotifications, unreadCount } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

const done = (): { ok: true } => ({ ok: true });

export function registerNotificationRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, notificationsContract, {
    list: ({ query: { includeDismissed, cursor }, request }) =>
      listNotifications(db, principalOf(request), { includeDismissed, cursor }),
    unreadCount: async ({ request }) => ({ count: await unreadCount(db, principalOf(request)) }),
    dismissAll: async ({ request }) => ({ dismissed: await dismissAll(deps, principalOf(request)) }),
    markSeen: ({ params, request }) =>
      updateNotification(deps, principalOf(request), params.id, { seen: true }).then(done),
    dismiss: ({ params, request }) =>
      updateNotification(deps, principalOf(request), params.id, { dismissed: true }).then(done),
  });
}
