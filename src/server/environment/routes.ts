import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { loadEnvironment } from './queries.js';

export const environmentResponse = z.object({
  settings: z.record(z.string(), z.unknown()),
  users: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      repCode: z.string().nullable(),
      active: z.boolean(),
      untaggable: z.boolean(),
    }),
  ),
  priceLevels: z.array(z.object({ listId: z.string(), name: z.string(), percentOff: z.number() })),
  terms: z.array(z.object({ listId: z.string(), name: z.string() })),
  salesReps: z.array(z.object({ listId: z.string(), initial: z.string(), name: z.string().nullable() })),
});

export function registerEnvironmentRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/environment',
    {
      config: { access: 'user' },
      schema: {
        tags: ['environment'],
        summary: 'The settings and lists the web app reads once after sign-in.',
        response: { 200: environmentResponse },
      },
    },
    async () => loadEnvironment(db),
  );
}
