import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderStatuses } from '../../domain/orders/constants.js';
import { markOrderPushed, type OrderDeps } from './commands.js';
import { ordersWithStatus } from './queries.js';
import { orderParams } from './schemas.js';
import type { OrdersTable } from './tables.js';

/**
 * The accounting hand-off (docs/sync.md): the connector reads app orders in a QuickBooks
 * SalesOrderAdd-ready shape and reports the TxnID of the sales order it created.
 */
const salesOrderAdd = z.object({
  CustomerRef: z.object({ ListID: z.string() }).nullable(),
  NewCustomer: z
    .object({
      Name: z.string(),
      CompanyName: z.string(),
      FirstName: z.string(),
      LastName: z.string(),
      Phone: z.string(),
      Email: z.string(),
      ShipAddress: z.object({
        Addr1: z.string(),
        Addr2: z.string(),
        City: z.string(),
        State: z.string(),
        PostalCode: z.string(),
      }),
      TermsRef: z.object({ FullName: z.string() }),
    })
    .nullable(),
  TxnDate: z.string(),
  RefNumber: z.string(),
  TermsRef: z.object({ FullName: z.string() }).nullable(),
  SalesRepRef: z.object({ FullName: z.string() }).nullable(),
  Memo: z.string(),
  Other: z.string(),
  SalesOrderLineAdd: z.array(
    z.object({
      ItemRef: z.object({ ListID: z.string(), FullName: z.string() }),
      Desc: z.string(),
      Quantity: z.string(),
      Rate: z.string(),
    }),
  ),
});

const syncOrder = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  orderType: z.string(),
  SalesOrderAdd: salesOrderAdd,
});

/** The order in QuickBooks' terms: numbers as strings, the app order id as the reference. */
export function toSalesOrderAdd(order: OrdersTable): z.infer<typeof syncOrder> {
  const info = order.newCustomerInfo;
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    orderType: order.orderType,
    SalesOrderAdd: {
      CustomerRef: order.customerListId ? { ListID: order.customerListId } : null,
      NewCustomer: info
        ? {
            Name: info.name,
            CompanyName: info.name,
            FirstName: info.firstName,
            LastName: info.lastName,
            Phone: info.phone,
            Email: info.email,
            ShipAddress: {
              Addr1: info.street,
              Addr2: info.street2,
              City: info.city,
              State: info.state,
              PostalCode: info.zip,
            },
            TermsRef: { FullName: order.terms },
          }
        : null,
      TxnDate: order.createdAt.slice(0, 10),
      RefNumber: order.estimateId,
      TermsRef: order.terms ? { FullName: order.terms } : null,
      SalesRepRef: order.repCode ? { FullName: order.repCode } : null,
      Memo: [order.orderType, order.freeShipping ? 'FREE SHIPPING' : '', order.instructions]
        .filter(Boolean)
        .join(' | '),
      Other: order.id,
      SalesOrderLineAdd: order.products.map((p) => ({
        ItemRef: { ListID: p.productListId, FullName: p.name },
        Desc: p.description,
        Quantity: String(p.qty),
        Rate: p.price.toFixed(2),
      })),
    },
  };
}

export function registerOrderSyncRoutes(server: FastifyInstance, deps: OrderDeps): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/sync/orders',
    {
      config: { access: 'integration' },
      schema: {
        tags: ['sync'],
        summary: 'App orders for QuickBooks, oldest first (Authorization: Bearer <integration token>)',
        querystring: z.object({
          status: z.enum(orderStatuses).default('OrderSubmitted'),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.object({ orders: z.array(syncOrder) }) },
      },
    },
    async (request) => {
      const orders = await ordersWithStatus(deps.db, request.query.status, request.query.limit);
      return { orders: orders.map(toSalesOrderAdd) };
    },
  );

  app.post(
    '/api/sync/orders/:id/pushed',
    {
      config: { access: 'integration' },
      schema: {
        tags: ['sync'],
        summary: 'Mark an app order as in QuickBooks with the TxnID of its sales order (idempotent)',
        params: orderParams,
        body: z.object({ txnId: z.string().trim().min(1).max(60) }),
        response: {
          200: z.object({
            id: z.string(),
            status: z.enum(orderStatuses),
            qbTxnId: z.string(),
            pushedAt: z.string(),
          }),
        },
      },
    },
    async (request) => markOrderPushed(deps, request.params.id, request.body.txnId),
  );
}
