import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
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
  app.get(
    '/api/system-info',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ lastSuccessfulSyncAt: z.string().nullable() }) },
      },
    },
    async () => {
      return { lastSuccessfulSyncAt: await lastSuccessfulSync(db) };
    },
  );
}
