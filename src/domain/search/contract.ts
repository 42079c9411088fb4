import { defineRoute } from '../contract/route.js';
import { searchQuerySchema, searchResponseSchema } from './schemas.js';

/** Search over everything written, scoped like the screens. */
export const searchContract = {
  search: defineRoute({
    method: 'GET',
    path: '/api/search',
    access: 'user',
    tags: ['search'],
    summary:
      'Notes, comments, customer descriptions, contacts and order instructions matching every word (ranked, with highlighted snippets)',
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
};
