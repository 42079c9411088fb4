import { z } from 'zod';
import { defineRoute } from '../contract/route.js';

/** An inventory item as a note's damaged-items list picks it. */
export const damageableItemSchema = z.object({
  listId: z.string(),
  name: z.string(),
  salesDesc: z.string().nullable(),
});
export type DamageableItem = z.infer<typeof damageableItemSchema>;

export const itemsContract = {
  searchDamageable: defineRoute({
    method: 'GET',
    path: '/api/items/search',
    access: 'user',
    tags: ['items'],
    summary: 'Inventory items that may be recorded as damaged (codes starting with p-)',
    query: z.object({ q: z.string().trim().max(60).default('') }),
    response: z.object({ items: z.array(damageableItemSchema) }),
  }),
};
