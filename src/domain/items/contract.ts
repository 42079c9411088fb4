import { z } from 'zod';
import { defineRoute } from '../contract/route.js';

export const itemSearchResultSchema = z.object({
  listId: z.string(),
  name: z.string(),
  salesDesc: z.string().nullable(),
});

export const itemsContract = {
  search: defineRoute({
    method: 'GET',
    path: '/api/items/search',
    access: 'user',
    tags: ['items'],
    summary: "Active 'p-' items whose code or description contains q (damaged items)",
    query: z.object({ q: z.string().trim().max(60).default('') }),
    response: z.object({ items: z.array(itemSearchResultSchema) }),
  }),
};
