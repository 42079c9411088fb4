import type { FastifyInstance } from 'fastify';
import { customerRecordsContract } from '../../domain/customer-records/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import {
  createContact,
  createDescription,
  deleteContact,
  deleteDescription,
  updateContact,
  updateDescription,
} from './commands.js';
import { listContacts, listDescriptions, visibleCustomerOrThrow, withAbility } from './queries.js';
import { customerStats } from './stats.js';
import { customerTransactions } from './transactions.js';
import type { ResourceDeps } from '../resource/resource.js';

/** The customer page's records: contacts, descriptions, statistics and transactions. */
export function registerCustomerRecordRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, customerRecordsContract, {
    contacts: async ({ request, params }) => {
      const customer = await visibleCustomerOrThrow(db, principalOf(request), params.listId);
      return { contacts: await listContacts(db, customer.listId) };
    },
    createContact: async ({ request, params, body }) => ({
      contact: await createContact(deps, principalOf(request), params.listId, body),
    }),
    updateContact: async ({ request, params, body }) => ({
      contact: await updateContact(deps, principalOf(request), params.listId, params.id, body),
    }),
    deleteContact: async ({ request, params }) => {
      await deleteContact(deps, principalOf(request), params.listId, params.id);
      return { ok: true as const };
    },
    descriptions: async ({ request, params }) => {
      const user = principalOf(request);
      const customer = await visibleCustomerOrThrow(db, user, params.listId);
      return { descriptions: (await listDescriptions(db, customer.listId)).map((d) => withAbility(user, d)) };
    },
    createDescription: async ({ request, params, body }) => {
      const user = principalOf(request);
      const description = await createDescription(deps, user, params.listId, body.text);
      return { description: withAbility(user, description) };
    },
    updateDescription: async ({ request, params, body }) => {
      const user = principalOf(request);
      const description = await updateDescription(deps, user, params.listId, params.id, body.text);
      return { description: withAbility(user, description) };
    },
    deleteDescription: async ({ request, params }) => {
      await deleteDescription(deps, principalOf(request), params.listId, params.id);
      return { ok: true as const };
    },
    stats: ({ request, params }) => customerStats(db, principalOf(request), params.listId),
    transactions: ({ request, params, query }) =>
      customerTransactions(db, principalOf(request), params.listId, query),
  });
}
