import type { FastifyInstance } from 'fastify';
import { customerMissingMessage, customersContract } from '../../domain/customers/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import { findVisibleCustomer } from './queries.js';
import { createCustomerSearch } from './search-index.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerCustomerRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  const customers = createCustomerSearch(deps);
  app.addHook('onClose', async () => customers.close());
  registerRoutes(app, customersContract, {
    search: async ({ request, query }) => ({
      customers: await customers.search(principalOf(request), query.q, query.limit),
    }),
    customer: async ({ request, params }) => {
      const customer = await findVisibleCustomer(db, principalOf(request), params.listId);
      if (!customer) throw notFound(customerMissingMessage(params.listId));
      return { customer };
    },
  });
}
