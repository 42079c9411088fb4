import { z } from 'zod';
import { defineRoute } from '../contract/route.js';

export const systemContract = {
  info: defineRoute({
    method: 'GET',
    path: '/api/system-info',
    access: 'user',
    tags: ['system'],
    summary: 'When QuickBooks data last arrived',
    response: z.object({ lastSuccessfulImportAt: z.string().nullable() }),
  }),
};
