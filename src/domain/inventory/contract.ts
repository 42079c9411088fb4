import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { inventoryTypeSchema } from './views.js';

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

export const inventoryContract = {
  items: defineRoute({
    method: 'GET',
    path: '/api/inventory',
    access: 'user',
    tags: ['inventory'],
    summary: 'Active items of the Orderable, All and POS views, each marked with its views',
    response: z.object({ items: z.array(inventoryItemSchema) }),
  }),
};
