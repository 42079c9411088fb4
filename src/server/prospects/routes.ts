import type { FastifyInstance } from 'fastify';
import {
  prospectFileContract,
  prospectFileMaxBytes,
  prospectImportsContract,
  prospectsContract,
} from '../../domain/prospects/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import type { ResourceDeps } from '../resource/resource.js';
import { importProspects, saveProspectMapping } from './commands.js';
import { changeProspect, prospectToCustomer } from './rep-commands.js';
import {
  listProspects,
  nearProspects,
  prospectImportsOverview,
  prospectMappingOf,
  prospectOf,
} from './queries.js';

/** Prospects (issue 47, part 5): a rep's `/api/prospects…` and an admin's imports, `/api/admin/prospects…`. */
export function registerProspectRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, prospectsContract, {
    list: ({ query, request }) => listProspects(db, principalOf(request), query),
    near: ({ query, request }) => nearProspects(db, principalOf(request), query),
    get: ({ params, request }) => prospectOf(db, principalOf(request), params.id),
    change: ({ params, body, request }) => changeProspect(deps, principalOf(request), params.id, body),
    toCustomer: ({ params, body, request }) =>
      prospectToCustomer(deps, principalOf(request), params.id, body),
  });
  registerRoutes(app, prospectImportsContract, {
    overview: () => prospectImportsOverview(db),
    state: async ({ params }) => ({
      state: params.state,
      mapping: await prospectMappingOf(db, params.state),
    }),
    saveMapping: ({ params, body, request }) =>
      saveProspectMapping(db, principalOf(request), params.state, body),
  });
  // The file is the body itself, read by the import with its own limit, in this scope only: a
  // GeoJSON file may come as application/json or application/geo+json.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/csv', 'text/plain', 'application/octet-stream', 'application/geo+json', 'application/json'],
      (_request, payload, done) => done(null, payload),
    );
    registerRoutes(scope, prospectFileContract, {
      importFile: ({ params, query, request, reply }) =>
        importProspects(db, principalOf(request), {
          state: params.state,
          format: query.format,
          fileName: query.fileName,
          body: request.body,
          reply,
          maxBytes: prospectFileMaxBytes,
        }),
    });
  });
}
