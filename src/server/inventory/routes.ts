import type { FastifyInstance } from 'fastify';
import { inventoryContract } from '../../domain/inventory/contract.js';
import { registerRoutes } from '../http/contract.js';
import { listInventory } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

/** Items are company-wide, not customer-owned: every signed-in user sees the same inventory. */
export function registerInventoryRoutes(app: FastifyInstance, { db }: ResourceDeps): void {
  registerRoutes(app, inventoryContract, { items: async () => ({ items: await listInventory(db) }) });
}
