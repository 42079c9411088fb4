import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv, csvLine } from '../../domain/csv/csv.js';
import {
  orderCsvFileName,
  orderCsvHeaders,
  orderCsvRows,
  orderFeedFiltersShape,
  ordersFeedPageSize,
  rangeEndBeforeStartMessage,
  rangeIsValid,
} from '../../domain/orders/feed.js';
import { orderInputSchema } from '../../domain/orders/schemas.js';
import { principalOf } from '../http/access.js';
import './attachment-owner.js';
import { canDeleteOrder, changeOrderStatus, createOrders, deleteOrder, type OrderDeps } from './commands.js';
import { allFilteredOrders, feedPage, findVisibleOrder, salesSummary } from './queries.js';
import {
  createOrdersResponse,
  feedResponse,
  orderParams,
  orderSchema,
  statusBody,
  summaryResponse,
  timeZoneQuery,
} from './schemas.js';
import { registerRaffleRoutes } from '../raffle/routes.js';
import { registerOrderSyncRoutes } from './sync.js';

const feedQuery = orderFeedFiltersShape
  .extend({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(ordersFeedPageSize),
  })
  .refine(rangeIsValid, { message: rangeEndBeforeStartMessage, path: ['to'] });
const filterQuery = orderFeedFiltersShape.refine(rangeIsValid, {
  message: rangeEndBeforeStartMessage,
  path: ['to'],
});
const exportQuery = orderFeedFiltersShape
  .extend({ tz: timeZoneQuery })
  .refine(rangeIsValid, { message: rangeEndBeforeStartMessage, path: ['to'] });

export function registerOrderRoutes(server: FastifyInstance, deps: OrderDeps): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Create an order, or multiplyOrder equal orders; the server computes prices, caps and totals',
        body: orderInputSchema,
        response: { 201: createOrdersResponse },
      },
    },
    async (request, reply) => {
      const created = await createOrders(deps, principalOf(request), request.body);
      return reply.status(201).send({
        ids: created.ids,
        batchId: created.batchId,
        totals: created.computation.totals,
        benefits: created.computation.benefits,
        alerts: created.computation.alerts,
        raffleTickets: created.raffleTickets,
      });
    },
  );

  app.get(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], querystring: feedQuery, response: { 200: feedResponse } },
    },
    async (request) => {
      const query = request.query;
      return feedPage(db, principalOf(request), query, { cursor: query.cursor, limit: query.limit });
    },
  );

  app.get(
    '/api/orders/summary',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], querystring: filterQuery, response: { 200: summaryResponse } },
    },
    async (request) => salesSummary(db, principalOf(request), request.query),
  );

  app.get(
    '/api/orders/export.csv',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], summary: `The feed as ${orderCsvFileName}`, querystring: exportQuery },
    },
    async (request, reply) => {
      const { tz, ...filters } = request.query;
      let csv = toCsv(orderCsvHeaders, []);
      for await (const page of allFilteredOrders(db, principalOf(request), filters)) {
        for (const order of page) for (const row of orderCsvRows(order, tz)) csv += csvLine(row);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${orderCsvFileName}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        params: orderParams,
        response: { 200: z.object({ order: orderSchema, canDelete: z.boolean() }) },
      },
    },
    async (request) => {
      const user = principalOf(request);
      const order = await findVisibleOrder(db, user, request.params.id);
      return { order, canDelete: canDeleteOrder(user, order) };
    },
  );

  app.delete(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], summary: 'Delete an order (its author only)', params: orderParams },
    },
    async (request, reply) => {
      await deleteOrder(deps, principalOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/orders/:id/status',
    {
      config: { access: { action: 'orders.changeStatus' } },
      schema: {
        tags: ['orders'],
        params: orderParams,
        body: statusBody,
        response: { 200: z.object({ order: orderSchema }) },
      },
    },
    async (request) => {
      const user = principalOf(request);
      await changeOrderStatus(deps, user, request.params.id, request.body.status);
      return { order: await findVisibleOrder(db, user, request.params.id) };
    },
  );

  registerOrderSyncRoutes(server, deps);
  registerRaffleRoutes(server, db);
}
