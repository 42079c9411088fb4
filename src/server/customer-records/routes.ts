import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, type Principal } from '../../domain/access/policy.js';
import type { CustomerDescription } from '../../domain/customer-records/schemas.js';
import { contactInputSchema, descriptionInputSchema } from '../../domain/customer-records/schemas.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import {
  changeDescription,
  createContact,
  createDescription,
  deleteContact,
  updateContact,
} from './commands.js';
import { listContacts, listDescriptions, visibleCustomerOrThrow } from './queries.js';
import {
  contactResponse,
  contactsResponse,
  customerParams,
  descriptionResponse,
  descriptionsResponse,
  recordParams,
  statsResponse,
  transactionsQuery,
  transactionsResponse,
} from './schemas.js';
import { customerStats } from './stats.js';
import { customerTransactions } from './transactions.js';

const okResponse = z.object({ ok: z.literal(true) });

/** The server decides whether the user may edit or delete each description. */
const withAbility = (user: Principal, d: CustomerDescription) => ({
  ...d,
  canEdit: can(user, 'description.edit', d),
});

/** The customer page's records: contacts, descriptions, statistics and transactions. */
export function registerCustomerRecordRoutes(server: FastifyInstance, deps: { db: Db; bus: EventBus }): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['customer records'];

  app.get(
    '/api/customers/:listId/contacts',
    {
      config: { access: 'user' },
      schema: { tags, params: customerParams, response: { 200: contactsResponse } },
    },
    async (request) => {
      const customer = await visibleCustomerOrThrow(db, principalOf(request), request.params.listId);
      return { contacts: await listContacts(db, customer.listId) };
    },
  );
  app.post(
    '/api/customers/:listId/contacts',
    {
      config: { access: 'user' },
      schema: { tags, params: customerParams, body: contactInputSchema, response: { 201: contactResponse } },
    },
    async (request, reply) => {
      const contact = await createContact(deps, principalOf(request), request.params.listId, request.body);
      return reply.status(201).send({ contact });
    },
  );
  app.put(
    '/api/customers/:listId/contacts/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: recordParams, body: contactInputSchema, response: { 200: contactResponse } },
    },
    async (request) => {
      const { listId, id } = request.params;
      return { contact: await updateContact(deps, principalOf(request), listId, id, request.body) };
    },
  );
  app.delete(
    '/api/customers/:listId/contacts/:id',
    { config: { access: 'user' }, schema: { tags, params: recordParams, response: { 200: okResponse } } },
    async (request) => {
      const { listId, id } = request.params;
      await deleteContact(deps, principalOf(request), listId, id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/customers/:listId/descriptions',
    {
      config: { access: 'user' },
      schema: { tags, params: customerParams, response: { 200: descriptionsResponse } },
    },
    async (request) => {
      const user = principalOf(request);
      const customer = await visibleCustomerOrThrow(db, user, request.params.listId);
      return { descriptions: (await listDescriptions(db, customer.listId)).map((d) => withAbility(user, d)) };
    },
  );
  app.post(
    '/api/customers/:listId/descriptions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: customerParams,
        body: descriptionInputSchema,
        response: { 201: descriptionResponse },
      },
    },
    async (request, reply) => {
      const { text } = request.body;
      const user = principalOf(request);
      const description = await createDescription(deps, user, request.params.listId, text);
      return reply.status(201).send({ description: withAbility(user, description) });
    },
  );
  app.put(
    '/api/customers/:listId/descriptions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: recordParams,
        body: descriptionInputSchema,
        response: { 200: descriptionResponse },
      },
    },
    async (request) => {
      const { listId, id } = request.params;
      const user = principalOf(request);
      const description = await changeDescription(deps, user, listId, id, request.body);
      return { description: withAbility(user, description as CustomerDescription) };
    },
  );
  app.delete(
    '/api/customers/:listId/descriptions/:id',
    { config: { access: 'user' }, schema: { tags, params: recordParams, response: { 200: okResponse } } },
    async (request) => {
      const { listId, id } = request.params;
      await changeDescription(deps, principalOf(request), listId, id, 'delete');
      return { ok: true as const };
    },
  );

  app.get(
    '/api/customers/:listId/stats',
    {
      config: { access: 'user' },
      schema: { tags, params: customerParams, response: { 200: statsResponse } },
    },
    async (request) => customerStats(db, principalOf(request), request.params.listId),
  );
  app.get(
    '/api/customers/:listId/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: customerParams,
        querystring: transactionsQuery,
        response: { 200: transactionsResponse },
      },
    },
    async (request) => customerTransactions(db, principalOf(request), request.params.listId, request.query),
  );
}
