import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { orderFormCatalog } from './queries.js';

const catalogQuery = z.object({
  form: z.string().trim().min(1).max(60),
  customerListId: z.string().trim().min(1).max(60).optional(),
});

const catalogResponse = z.object({
  form: z.string(),
  items: z.array(
    z.object({
      listId: z.string(),
      name: z.string(),
      description: z.string(),
      salesPrice: z.number(),
      msrp: z.number().nullable(),
    }),
  ),
  customerYearSales: z.number(),
});

/** The order form's products and the customer's event-year sales, so the form computes as the server. */
export function registerOrderFormRoutes(server: FastifyInstance, db: Db): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/order-form',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], querystring: catalogQuery, response: { 200: catalogResponse } },
    },
    async (request) =>
      orderFormCatalog(db, principalOf(request), request.query.form, request.query.customerListId),
  );
}
