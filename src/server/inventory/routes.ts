import type { FastifyInstance } from 'fastify';
import { inventoryContract } from '../../domain/inventory/contract.js';
import type { Db } from '../db/database.js';
import { registerRoutes } from '../http/contract.js';
import { listInventory } from './queries.js';

/** Items are company-wide, not customer-owned: every signed-in user sees the same inventory. */
export function registerInventoryRoutes(app: FastifyInstance, db: Db): void {
  registerRoutes(app, inventoryContract, { items: async () => ({ items: await listInventory(db) }) });
}
