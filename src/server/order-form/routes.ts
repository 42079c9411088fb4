import type { FastifyInstance } from 'fastify';
import { orderFormContract } from '../../domain/orders/contract.js';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { orderFormCatalog } from './queries.js';

/** The order form's products and gifts and the customer's event-year sales, so the form computes as the server. */
export function registerOrderFormRoutes(app: FastifyInstance, db: Db): void {
  registerRoutes(app, orderFormContract, {
    catalog: ({ request, query }) =>
      orderFormCatalog(db, principalOf(request), query.form, query.customerListId),
  });
}
