import type { FastifyInstance } from 'fastify';
import { licenseListsContract, licenseListMaxBytes } from '../../domain/compliance/license-lists-contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import type { ResourceDeps } from '../resource/resource.js';
import { importList, saveMapping } from './commands.js';
import { importDetail, overview, stateLists } from './queries.js';

/** The state license lists an admin imports (issue 46, part 1): `/api/admin/compliance/license-lists…`. */
export function registerLicenseListRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, bus } = deps;
  // The list is the body itself, read by the import with its own limit, in this scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/csv', 'text/plain', 'application/octet-stream'],
      (_request, payload, done) => done(null, payload),
    );
    registerRoutes(scope, licenseListsContract, {
      overview: () => overview(db),
      state: ({ params }) => stateLists(db, params.state),
      saveMapping: ({ params, body, request }) => saveMapping(db, principalOf(request), params.state, body),
      importList: ({ params, query, request, reply }) =>
        importList(db, bus, principalOf(request), {
          state: params.state,
          fileName: query.fileName,
          body: request.body,
          reply,
          maxBytes: licenseListMaxBytes,
        }),
      importDetail: ({ params }) => importDetail(db, params.state, params.id),
    });
  });
}
