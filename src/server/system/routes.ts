import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { systemContract } from '../../domain/system/contract.js';
import type { Db } from '../db/database.js';
import { registerRoutes } from '../http/contract.js';
import { lastSuccessfulSync } from './queries.js';

export function registerSystemRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/healthz',
    { config: { access: 'public' }, schema: { tags: ['system'] } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' };
      } catch {
        return reply
          .status(503)
          .send({ code: 'DATABASE_UNREACHABLE', message: 'The database cannot be reached.' });
      }
    },
  );
  registerRoutes(app, systemContract, {
    info: async () => ({ lastSuccessfulSyncAt: await lastSuccessfulSync(db) }),
  });
}
