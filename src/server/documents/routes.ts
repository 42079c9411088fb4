import type { FastifyInstance } from 'fastify';
import { documentsContract } from '../../domain/documents/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { getSetting } from '../settings/queries.js';
import { listCustomers } from './customers.js';
import { getCreditMemo, getInvoice, getSalesOrder } from './detail.js';
import { listCreditMemos, listInvoices } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

/**
 * Invoices, sales orders and credit memos from the accounting mirror, scoped by ship state. A document
 * comes with the company details its printable version shows.
 */
export function registerDocumentRoutes(app: FastifyInstance, { db }: ResourceDeps): void {
  registerRoutes(app, documentsContract, {
    invoices: ({ request, query }) => listInvoices(db, principalOf(request), query),
    creditMemos: ({ request, query }) => listCreditMemos(db, principalOf(request), query),
    invoice: async ({ request, params }) => ({
      ...(await getInvoice(db, { user: principalOf(request), refNumber: params.refNumber })),
      company: await getSetting(db, 'company'),
    }),
    salesOrder: async ({ request, params }) => ({
      ...(await getSalesOrder(db, principalOf(request), params.refNumber)),
      company: await getSetting(db, 'company'),
    }),
    creditMemo: async ({ request, params }) => ({
      ...(await getCreditMemo(db, { user: principalOf(request), refNumber: params.refNumber })),
      company: await getSetting(db, 'company'),
    }),
    customers: ({ request, query }) => listCustomers(db, principalOf(request), query),
  });
}
