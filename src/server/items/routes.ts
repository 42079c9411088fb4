import type { FastifyInstance } from 'fastify';
import { itemsContract } from '../../domain/items/contract.js';
import type { Db } from '../db/database.js';
import { registerRoutes } from '../http/contract.js';
import { searchDamageableItems } from './queries.js';

export function registerItemRoutes(app: FastifyInstance, db: Db): void {
  registerRoutes(app, itemsContract, {
    search: async ({ query }) => ({ items: await searchDamageableItems(db, query.q) }),
  });
}
