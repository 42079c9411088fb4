import type { FastifyInstance } from 'fastify';
import { licensesContract } from '../../domain/compliance/licenses-contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';
import type { ResourceDeps } from '../resource/resource.js';
import { createLicense, deleteLicense, updateLicense } from './commands.js';
import { licenseDocumentsOf, licensesOf } from './queries.js';

/** A customer's licenses (issue 46, part 1): every route goes through the customer's visibility. */
export function registerLicenseRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, licensesContract, {
    list: async ({ request, params }) => {
      const user = principalOf(request);
      const customer = await visibleCustomerOrThrow(db, user, params.listId);
      const [licenses, documents] = await Promise.all([
        licensesOf(db, [customer.listId]),
        licenseDocumentsOf(db, user, customer.listId),
      ]);
      return { licenses, documents };
    },
    create: async ({ request, params, body }) => ({
      license: await createLicense(deps, principalOf(request), params.listId, body),
    }),
    update: async ({ request, params, body }) => ({
      license: await updateLicense(deps, principalOf(request), params.listId, params.id, body),
    }),
    delete: async ({ request, params }) => {
      await deleteLicense(deps, principalOf(request), params.listId, params.id);
      return { ok: true as const };
    },
  });
}
