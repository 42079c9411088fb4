import type { FastifyInstance } from 'fastify';
import { canDeleteOrder } from '../../domain/access/policy.js';
import { csvLine, toCsv } from '../../domain/csv/csv.js';
import { orderFormContract, ordersContract } from '../../domain/orders/contract.js';
import { orderCsvFileName, orderCsvHeaders, orderCsvRows } from '../../domain/orders/feed.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import './attachment-owner.js';
import { changeOrderStatus, createOrders, deleteOrder } from './commands.js';
import type { ResourceDeps } from '../resource/resource.js';
import { orderFormCatalog } from './form.js';
import { allFilteredOrders, feedPage, findVisibleOrder, salesSummary } from './queries.js';
import { raffleHandlers } from './raffle-tickets.js';
import { orderPushHandlers } from './push.js';
import { gateHandlers } from './gate-routes.js';
import { orderGateShown } from './gate.js';

/** The orders' routes (orders, raffle tickets, accounting hand-off, the order form) from their contracts. */
export function registerOrderRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, ordersContract, {
    create: async ({ request, body }) => {
      const created = await createOrders(deps, principalOf(request), body);
      return {
        ids: created.ids,
        batchId: created.batchId,
        totals: created.computation.totals,
        benefits: created.computation.benefits,
        alerts: created.computation.alerts,
        raffleTickets: created.raffleTickets,
        // A replay of an order saved before the excise was kept answers without it.
        excise: created.excise ?? null,
      };
    },
    feed: ({ request, query }) =>
      feedPage(db, principalOf(request), query, { cursor: query.cursor, limit: query.limit }),
    summary: ({ request, query }) => salesSummary(db, principalOf(request), query),
    exportCsv: async ({ request, query, reply }) => {
      const { tz, ...filters } = query;
      let csv = toCsv(orderCsvHeaders, []);
      for await (const page of allFilteredOrders(db, principalOf(request), filters)) {
        for (const order of page) for (const row of orderCsvRows(order, tz)) csv += csvLine(row);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${orderCsvFileName}"`)
        .send(csv);
    },
    get: async ({ request, params }) => {
      const user = principalOf(request);
      const order = await findVisibleOrder(db, user, params.id);
      return { order, canDelete: canDeleteOrder(user, order), gate: await orderGateShown(db, order) };
    },
    remove: async ({ request, params }) => {
      await deleteOrder(deps, principalOf(request), params.id);
    },
    setStatus: async ({ request, params, body }) => {
      const user = principalOf(request);
      await changeOrderStatus(deps, user, params.id, body.status);
      return { order: await findVisibleOrder(db, user, params.id) };
    },
    ...raffleHandlers(db),
    ...orderPushHandlers(deps),
    ...gateHandlers(deps),
  });
  // The order form's products and gifts and the customer's event-year sales, so the form computes as the server.
  registerRoutes(app, orderFormContract, {
    catalog: ({ request, query }) =>
      orderFormCatalog(db, principalOf(request), query.form, query.customerListId),
  });
}
