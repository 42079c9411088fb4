import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { findVisibleCustomer } from './queries.js';
import { createCustomerSearch } from './search-index.js';
import {
  customerDetailSchema,
  customerMissingMessage,
  customerSearchQuery,
  customerSummarySchema,
} from './schemas.js';

export function registerCustomerRoutes(app: FastifyInstance, deps: { db: Db; bus: EventBus }): void {
  const { db } = deps;
  const customers = createCustomerSearch(deps);
  app.addHook('onClose', async () => customers.close());
  app.get(
    '/api/customers/search',
    {
      config: { access: 'user' },
      schema: {
        tags: ['customers'],
        summary: 'Find customers by company, contact name, account number or city (at most 50).',
        querystring: customerSearchQuery,
        response: { 200: z.object({ customers: z.array(customerSummarySchema) }) },
      },
    },
    async (request) => {
      const { q, limit } = customerSearchQuery.parse(request.query);
      return { customers: await customers.search(principalOf(request), q, limit) };
    },
  );

  app.get(
    '/api/customers/:listId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['customers'],
        params: z.object({ listId: z.string().min(1).max(100) }),
        response: { 200: z.object({ customer: customerDetailSchema }) },
      },
    },
    async (request) => {
      const { listId } = request.params as { listId: string };
      const customer = await findVisibleCustomer(db, principalOf(request), listId);
      if (!customer) throw notFound(customerMissingMessage(listId));
      return { customer };
    },
  );
}
