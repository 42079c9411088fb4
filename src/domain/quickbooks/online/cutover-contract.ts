import { z } from 'zod';
import { defineRoute } from '../../contract/route.js';
import { orderDestinationSchema } from '../destination.js';
import { formerOnlinePath } from './former-paths.js';

const access = { action: 'settings.manage' } as const;
const tags = ['quickbooks'];

export const cutoverKinds = ['customer', 'item'] as const;
const kindSchema = z.enum(cutoverKinds);

const waitingSchema = z.object({
  kind: kindSchema,
  onlineId: z.string(),
  name: z.string(),
  linkedAt: z.string(),
});
export type CutoverWaiting = z.infer<typeof waitingSchema>;

const candidateSchema = z.object({
  listId: z.string(),
  name: z.string(),
  /** What tells two similar records apart: account number, city, email or phone, as the row has them. */
  detail: z.string().nullable(),
});
export type CutoverCandidate = z.infer<typeof candidateSchema>;

const countsSchema = z.object({
  matched: z.number().int(),
  waiting: z.number().int(),
  decided: z.number().int(),
});

/**
 * Where app orders go now, and whether the cutover still asks if they go to QuickBooks Online from
 * now on (decision 0258): once the company's first Online sync linked records, while orders still
 * go to the Web Connector and no admin has answered.
 */
const ordersSchema = z.object({ destination: orderDestinationSchema, ask: z.boolean() });
export type CutoverOrders = z.infer<typeof ordersSchema>;

export const ordersAnswerSchema = z.object({
  sendOrdersToOnline: z.boolean({
    error: 'Say whether app orders go to QuickBooks Online from now on: true or false.',
  }),
});
export type OrdersAnswer = z.infer<typeof ordersAnswerSchema>;

/** The cutover from QuickBooks Desktop to Online: what was matched, and what waits for an admin. */
export const onlineCutoverContract = {
  review: defineRoute({
    method: 'GET',
    path: '/api/admin/quickbooks/online/cutover',
    formerPaths: [formerOnlinePath('/api/admin/quickbooks-online/cutover')],
    access,
    tags,
    summary: 'The cutover from Desktop: counts per kind, and the Online records no rule matched',
    query: z.object({
      kind: kindSchema.default('customer'),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.object({
      customer: countsSchema,
      item: countsSchema,
      waiting: z.array(waitingSchema),
      orders: ordersSchema,
    }),
  }),
  candidates: defineRoute({
    method: 'GET',
    path: '/api/admin/quickbooks/online/cutover/candidates',
    formerPaths: [formerOnlinePath('/api/admin/quickbooks-online/cutover/candidates')],
    access,
    tags,
    summary: 'Desktop customers or items not linked yet whose name contains the words typed',
    query: z.object({ kind: kindSchema, q: z.string().trim().max(100).default('') }),
    response: z.object({ candidates: z.array(candidateSchema) }),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/quickbooks/online/cutover/decide',
    formerPaths: [formerOnlinePath('/api/admin/quickbooks-online/cutover/decide')],
    access,
    tags,
    summary:
      'Links an Online record the rules left to the Desktop record picked (its notes, orders and visits follow), or keeps it as new',
    body: z.object({
      kind: kindSchema,
      onlineId: z.string().max(40),
      /** The Desktop record it is; null keeps it as a new record. */
      listId: z.string().max(40).nullable(),
    }),
    response: z.object({ listId: z.string() }),
  }),
  answerOrders: defineRoute({
    method: 'POST',
    path: '/api/admin/quickbooks/online/cutover/orders',
    formerPaths: [formerOnlinePath('/api/admin/quickbooks-online/cutover/orders')],
    access,
    tags,
    summary:
      "The cutover's question answered: app orders go to QuickBooks Online from now on, or stay with the Web Connector",
    body: ordersAnswerSchema,
    response: ordersSchema,
  }),
};
