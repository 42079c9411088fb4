import type { FastifyInstance } from 'fastify';
import { cleanTextDeep } from '../../domain/text/clean.js';

/**
 * One rule for the text every route receives (path, query and JSON or text body): see `cleanText`.
 * Path and query are cleaned as soon as the route is found, before any hook reads them; the body
 * once it is parsed, before validation. Routes, schemas and both databases then see the same strings.
 * Plain callbacks, not async functions: the hooks run on every request and never wait.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.params = cleanTextDeep(request.params);
    request.query = cleanTextDeep(request.query);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body))
      request.body = cleanTextDeep(request.body);
    done();
  });
}
