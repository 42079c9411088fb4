import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSyncEntity, syncEntities } from '../../domain/mirror/batch.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { importBatch } from './import.js';
import { createTokenBody, syncBody, syncParams, syncResponse, tokenSummary } from './schemas.js';
import { watchOtherProcessSyncs } from './sync-watch.js';
import { createIntegrationToken, listIntegrationTokens, revokeIntegrationToken } from './tokens.js';

/** Big batches are welcome: a full customer list is tens of megabytes of qbXML-as-JSON. */
const syncBodyLimit = 50 * 1024 * 1024;

export function registerMirrorRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: EventBus; watchOtherProcesses: boolean },
): void {
  const { db } = deps;
  if (deps.watchOtherProcesses) watchOtherProcessSyncs(app, deps);

  app.post(
    '/api/sync/:entity',
    {
      bodyLimit: syncBodyLimit,
      config: { access: 'integration' },
      schema: {
        tags: ['sync'],
        summary:
          'Upsert or delete a batch of QuickBooks documents (Authorization: Bearer <integration token>; see docs/sync.md)',
        params: syncParams,
        body: syncBody,
        response: { 200: syncResponse },
      },
    },
    async (request) => {
      const { entity } = request.params as z.infer<typeof syncParams>;
      if (!isSyncEntity(entity)) {
        throw badRequest(`Unknown entity "${entity}". Use one of: ${syncEntities.join(', ')}.`);
      }
      return importBatch(deps, entity, request.body);
    },
  );

  app.get(
    '/api/admin/tokens',
    {
      config: { access: { action: 'tokens.manage' } },
      schema: { tags: ['admin'], response: { 200: z.object({ tokens: z.array(tokenSummary) }) } },
    },
    async () => ({ tokens: await listIntegrationTokens(db) }),
  );

  app.post(
    '/api/admin/tokens',
    {
      config: { access: { action: 'tokens.manage' } },
      schema: {
        tags: ['admin'],
        summary: 'Create an integration token; the secret is in this response only',
        body: createTokenBody,
        response: { 201: z.object({ token: tokenSummary, secret: z.string() }) },
      },
    },
    async (request, reply) => {
      const { name } = request.body as z.infer<typeof createTokenBody>;
      const created = await createIntegrationToken(db, { name, createdBy: principalOf(request).id });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/admin/tokens/:id',
    {
      config: { access: { action: 'tokens.manage' } },
      schema: {
        tags: ['admin'],
        summary: 'Revoke an integration token',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ token: tokenSummary }) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      return { token: await revokeIntegrationToken(db, id) };
    },
  );
}
