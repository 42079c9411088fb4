import type { FastifyInstance } from 'fastify';
import type { ResourceDeps } from '../../resource/resource.js';
import { registerOnlineConnectionRoutes } from './connection/routes.js';
import { onlineConnection, type OnlineConnectionService } from './connection/service.js';
import type { ConnectionDeps } from './connection/tokens.js';
import { registerOnlineCutoverRoutes } from './cutover/routes.js';
import { registerOnlinePushRoutes } from './push/routes.js';
import type { OnlineCompanies } from './sync/companies.js';
import { registerOnlineSyncRoutes } from './sync/routes.js';

/**
 * QuickBooks Online in one app: the connection (its tokens and client) and the companies its sync
 * and push reach — the connection's own, or a test's fake ones. Built once per app; only Online's
 * routes and the background jobs that sync and push are handed it, not every resource (issue 45).
 */
export interface QuickbooksOnline {
  connection: OnlineConnectionService;
  companies: OnlineCompanies;
}

export function quickbooksOnlineOf(deps: ConnectionDeps, companies?: OnlineCompanies): QuickbooksOnline {
  const connection = onlineConnection(deps);
  return { connection, companies: companies ?? connection };
}

/** Every QuickBooks Online route, registered once: connecting, the sync and its webhooks, the cutover, the push's retry. */
export function registerQuickbooksOnline(
  app: FastifyInstance,
  deps: ResourceDeps,
  online: QuickbooksOnline,
): void {
  registerOnlineConnectionRoutes(app, deps, online.connection);
  registerOnlineSyncRoutes(app, deps, online.companies);
  registerOnlineCutoverRoutes(app, deps);
  registerOnlinePushRoutes(app, deps);
}
