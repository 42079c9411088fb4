import type { FastifyInstance } from 'fastify';
import { cleanTextDeep, maxJsonDepth, nestsDeeperThan, tooDeepMessage } from '../../domain/text/clean.js';
import { badRequest } from './errors.js';

/**
 * One rule for the text every route receives (path, query and JSON or text body): see `cleanText`.
 * Path and query are cleaned as soon as the route is found, before any hook reads them; the body
 * once it is parsed, before validation. Routes, schemas and both databases then see the same strings.
 * Plain callbacks, not async functions: the hooks run on every request and never wait. A body
 * nested deeper than `maxJsonDepth` is refused first, before anything walks it by recursion.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.params = cleanTextDeep(request.params);
    request.query = cleanTextDeep(request.query);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body)) {
      if (nestsDeeperThan(request.body, maxJsonDepth)) {
        done(badRequest(tooDeepMessage));
        return;
      }
      request.body = cleanTextDeep(request.body);
    }
    done();
  });
}
