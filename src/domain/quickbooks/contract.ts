import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { orderDestinationSchema } from './destination.js';
import { pullKinds } from './desktop/qbxml.js';

const access = { action: 'settings.manage' } as const;
const tags = ['quickbooks'];

/** The Web Connector runs on a schedule the admin picks; it allows every minute to once a day. */
const runEveryMinutesSchema = z.coerce
  .number({ error: 'The schedule is a number of minutes' })
  .int('The schedule is a whole number of minutes')
  .min(1, 'The Web Connector runs at most every minute')
  .max(1440, 'The Web Connector runs at least once a day');

const webConnectorPasswordSchema = z
  .string()
  .min(8, 'The password needs at least 8 characters')
  .max(200, 'The password can be at most 200 characters');

export const connectionInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the connection a name')
    .max(60, 'The name can be at most 60 characters'),
  password: webConnectorPasswordSchema,
  runEveryMinutes: runEveryMinutesSchema.default(15),
});

const connectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  runEveryMinutes: z.number(),
  createdAt: z.string(),
  lastRunAt: z.string().nullable(),
});

const runSchema = z.object({
  id: z.string(),
  connectionName: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  pulled: z.partialRecord(z.enum(pullKinds), z.number()),
  pushed: z.number(),
  errors: z.array(z.string()),
  succeeded: z.boolean(),
});

const pushStatuses = ['waiting', 'sent', 'pushed', 'failed'] as const;
/** What an app order becomes: a sales order in Desktop, an estimate or invoice in Online. */
const pushDocumentSchema = z.enum(['sales order', 'estimate', 'invoice']);
const pushSchema = z.object({
  orderId: z.string(),
  document: pushDocumentSchema,
  customerName: z.string(),
  createdAt: z.string(),
  amount: z.number(),
  refNumber: z.string(),
  status: z.enum(pushStatuses),
  txnId: z.string().nullable(),
  error: z.string().nullable(),
  updatedAt: z.string(),
});

/**
 * A prospect turned into a customer on its way to QuickBooks (decisions 0347, 0360): the queue
 * lists it beside the orders; `customerListId` is the new customer's id once QuickBooks has it.
 */
const customerPushSchema = z.object({
  prospectId: z.string(),
  customerName: z.string(),
  state: z.string(),
  status: z.enum(['waiting', 'pushed', 'failed']),
  customerListId: z.string().nullable(),
  error: z.string().nullable(),
  convertedAt: z.string().nullable(),
  updatedAt: z.string(),
});

const idParams = z.object({ id: z.string().min(1) });

export const quickbooksContract = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/admin/quickbooks',
    access,
    tags,
    summary:
      'Web Connector connections, the latest runs and the push queue of orders and new customers (Desktop and Online)',
    response: z.object({
      connections: z.array(connectionSchema),
      runs: z.array(runSchema),
      pushes: z.array(pushSchema),
      customerPushes: z.array(customerPushSchema),
    }),
  }),
  createConnection: defineRoute({
    method: 'POST',
    path: '/api/admin/quickbooks/connections',
    access,
    tags,
    summary: 'Create (or replace, by name) a Web Connector connection',
    body: connectionInputSchema,
    response: z.object({ id: z.string() }),
    status: 201,
  }),
  updateConnection: defineRoute({
    method: 'PATCH',
    path: '/api/admin/quickbooks/connections/:id',
    access,
    tags,
    summary: "Change a connection's password or schedule",
    params: idParams,
    body: z.object({
      password: webConnectorPasswordSchema.optional(),
      runEveryMinutes: runEveryMinutesSchema.optional(),
    }),
    response: z.object({ id: z.string() }),
  }),
  removeConnection: defineRoute({
    method: 'DELETE',
    path: '/api/admin/quickbooks/connections/:id',
    access,
    tags,
    summary: 'Remove a connection; its Web Connector can no longer sign in',
    params: idParams,
    status: 204,
  }),
  qwcFile: defineRoute({
    method: 'GET',
    path: '/api/admin/quickbooks/connections/:id/qwc',
    access,
    tags,
    summary: 'The .qwc file to open in the QuickBooks Web Connector',
    params: idParams,
    produces: 'application/xml',
  }),
  orderPush: defineRoute({
    method: 'GET',
    path: '/api/orders/:id/quickbooks',
    access: 'user',
    tags,
    summary: "Where an order stands on its way to QuickBooks, with QuickBooks' message when it was refused",
    params: idParams,
    response: z.object({
      push: pushSchema
        .pick({ status: true, error: true, refNumber: true, txnId: true, updatedAt: true })
        .extend({
          document: pushDocumentSchema.optional(),
          /** Who last sent a refused order again (QuickBooks Online). */
          retriedBy: z.string().nullable().optional(),
        })
        .nullable(),
      /** Where the order goes or went (decision 0257); null when it does not go to QuickBooks. */
      destination: orderDestinationSchema.nullable(),
    }),
  }),
  retryPush: defineRoute({
    method: 'POST',
    path: '/api/admin/quickbooks/pushes/:id/retry',
    access,
    tags,
    summary: 'Put an order QuickBooks refused back in the push queue',
    params: idParams,
    response: z.object({ orderId: z.string() }),
  }),
  retryCustomerPush: defineRoute({
    method: 'POST',
    path: '/api/admin/quickbooks/customers/:id/retry',
    access,
    tags,
    summary: 'Send again a new customer (a turned prospect) QuickBooks refused, once what it said is fixed',
    params: idParams,
    response: z.object({ prospectId: z.string() }),
  }),
};
