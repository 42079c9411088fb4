import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inventoryTypeSchema } from '../../domain/inventory/views.js';
import type { Db } from '../db/database.js';
import { listInventory } from './queries.js';

const inventoryItemSchema = z.object({
  listId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  brand: z.string(),
  quantityOnHand: z.number(),
  quantityOnSalesOrder: z.number(),
  quantityAfterOrders: z.number(),
  views: z.array(inventoryTypeSchema),
});

/** Items are company-wide, not customer-owned: every signed-in user sees the same inventory. */
export function registerInventoryRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/inventory',
    {
      config: { access: 'user' },
      schema: {
        tags: ['inventory'],
        response: { 200: z.object({ items: z.array(inventoryItemSchema) }) },
      },
    },
    async () => ({ items: await listInventory(db) }),
  );
}
