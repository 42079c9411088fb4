import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { getSetting } from '../settings/queries.js';
import { listCustomers } from './customers.js';
import { getCreditMemo, getInvoice, getSalesOrder } from './detail.js';
import { listCreditMemos, listInvoices } from './queries.js';
import {
  creditMemoListResponse,
  creditMemoResponse,
  customerListQuerySchema,
  customerListResponse,
  invoiceListResponse,
  invoiceResponse,
  refParams,
  salesOrderResponse,
  transactionFiltersSchema,
} from './schemas.js';

/**
 * Invoices, sales orders and credit memos from the accounting mirror, scoped by ship state. A document
 * comes with the company details its printable version shows.
 */
export function registerDocumentRoutes(server: FastifyInstance, db: Db): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/invoices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['documents'],
        querystring: transactionFiltersSchema,
        response: { 200: invoiceListResponse },
      },
    },
    async (request) => listInvoices(db, principalOf(request), request.query),
  );
  app.get(
    '/api/credit-memos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['documents'],
        querystring: transactionFiltersSchema,
        response: { 200: creditMemoListResponse },
      },
    },
    async (request) => listCreditMemos(db, principalOf(request), request.query),
  );
  app.get(
    '/api/invoices/:refNumber',
    {
      config: { access: 'user' },
      schema: { tags: ['documents'], params: refParams, response: { 200: invoiceResponse } },
    },
    async (request) => ({
      ...(await getInvoice(db, principalOf(request), request.params.refNumber)),
      company: await getSetting(db, 'company'),
    }),
  );
  app.get(
    '/api/sales-orders/:refNumber',
    {
      config: { access: 'user' },
      schema: { tags: ['documents'], params: refParams, response: { 200: salesOrderResponse } },
    },
    async (request) => ({
      ...(await getSalesOrder(db, principalOf(request), request.params.refNumber)),
      company: await getSetting(db, 'company'),
    }),
  );
  app.get(
    '/api/credit-memos/:refNumber',
    {
      config: { access: 'user' },
      schema: { tags: ['documents'], params: refParams, response: { 200: creditMemoResponse } },
    },
    async (request) => ({
      ...(await getCreditMemo(db, principalOf(request), request.params.refNumber)),
      company: await getSetting(db, 'company'),
    }),
  );
  app.get(
    '/api/customers',
    {
      config: { access: 'user' },
      schema: {
        tags: ['customers'],
        querystring: customerListQuerySchema,
        response: { 200: customerListResponse },
      },
    },
    async (request) => listCustomers(db, principalOf(request), request.query),
  );
}
