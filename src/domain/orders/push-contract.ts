import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { orderStatuses } from './constants.js';
import { orderParams } from './presented.js';

/** An app order in QuickBooks' SalesOrderAdd terms: numbers as strings, the app order id as the reference. */
const salesOrderAddSchema = z.object({
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

const orderToPushSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  orderType: z.string(),
  SalesOrderAdd: salesOrderAddSchema,
});
export type OrderToPush = z.infer<typeof orderToPushSchema>;

/**
 * The order push: app orders handed to QuickBooks by a connector with an integration token
 * (docs/sync.md); the Web Connector pushes the same orders through /qbwc.
 */
export const orderPushContract = {
  ordersToPush: defineRoute({
    method: 'GET',
    path: '/api/push/orders',
    // Its first name: connectors written before the rename keep working (decisions 0168, 0170).
    formerPaths: [{ path: '/api/sync/orders', deprecated: '2026-11-27', sunset: '2027-03-06' }],
    access: 'integration',
    tags: ['push'],
    summary: 'App orders for QuickBooks, oldest first (Authorization: Bearer <integration token>)',
    query: z.object({
      // Never the review statuses: a shop's order reaches QuickBooks only once approved (decision 0335).
      status: z.enum(['OrderSubmitted', 'OrderInQBooks']).default('OrderSubmitted'),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: z.object({ orders: z.array(orderToPushSchema) }),
  }),
  markPushed: defineRoute({
    method: 'POST',
    path: '/api/push/orders/:id/pushed',
    formerPaths: [{ path: '/api/sync/orders/:id/pushed', deprecated: '2026-11-27', sunset: '2027-03-06' }],
    access: 'integration',
    tags: ['push'],
    summary: 'Mark an app order as in QuickBooks with the TxnID of its sales order (idempotent)',
    params: orderParams,
    body: z.object({ txnId: z.string().trim().min(1).max(60) }),
    response: z.object({
      id: z.string(),
      status: z.enum(orderStatuses),
      qbTxnId: z.string(),
      pushedAt: z.string(),
    }),
  }),
};
