import type { FastifyInstance } from 'fastify';
import { mirrorContract } from '../../domain/mirror/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { importBatch } from './import.js';
import { watchOtherProcessImports } from './import-watch.js';
import { createIntegrationToken, listIntegrationTokens, revokeIntegrationToken } from './tokens.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerMirrorRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  // SQLite's processes share no bus: an import by `npm run import` is seen by polling.
  if (deps.database.dialect === 'sqlite') watchOtherProcessImports(app, deps);

  registerRoutes(app, mirrorContract, {
    importBatch: ({ params, body }) => importBatch(deps, params.entity, body),
    listTokens: async () => ({ tokens: await listIntegrationTokens(db) }),
    createToken: ({ request, body }) =>
      createIntegrationToken(db, { name: body.name, createdBy: principalOf(request).id }),
    revokeToken: async ({ params }) => ({ token: await revokeIntegrationToken(db, params.id) }),
  });
}
