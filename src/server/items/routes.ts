import type { FastifyInstance } from 'fastify';
import { itemsContract } from '../../domain/items/contract.js';
import { registerRoutes } from '../http/contract.js';
import { searchDamageableItems } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerItemRoutes(app: FastifyInstance, { db }: ResourceDeps): void {
  registerRoutes(app, itemsContract, {
    searchDamageable: async ({ query }) => ({ items: await searchDamageableItems(db, query.q) }),
  });
}
