import type { FastifyInstance } from 'fastify';
import { mirrorContract } from '../../domain/mirror/contract.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { importBatch } from './import.js';
import { watchOtherProcessSyncs } from './sync-watch.js';
import { createIntegrationToken, listIntegrationTokens, revokeIntegrationToken } from './tokens.js';

export function registerMirrorRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: EventBus; watchOtherProcesses: boolean },
): void {
  const { db } = deps;
  if (deps.watchOtherProcesses) watchOtherProcessSyncs(app, deps);

  registerRoutes(app, mirrorContract, {
    sync: ({ params, body }) => importBatch(deps, params.entity, body),
    listTokens: async () => ({ tokens: await listIntegrationTokens(db) }),
    createToken: ({ request, body }) =>
      createIntegrationToken(db, { name: body.name, createdBy: principalOf(request).id }),
    revokeToken: async ({ params }) => ({ token: await revokeIntegrationToken(db, params.id) }),
  });
}
