import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { searchDamageableItems } from './queries.js';

const searchQuery = z.object({ q: z.string().trim().max(60).default('') });
const itemSchema = z.object({ listId: z.string(), name: z.string(), salesDesc: z.string().nullable() });

export function registerItemRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/items/search',
    {
      config: { access: 'user' },
      schema: {
        tags: ['items'],
        querystring: searchQuery,
        response: { 200: z.object({ items: z.array(itemSchema) }) },
      },
    },
    async (request) => ({ items: await searchDamageableItems(db, searchQuery.parse(request.query).q) }),
  );
}
