import type { FastifyInstance } from 'fastify';
import { cleanTextDeep } from '../../domain/text/clean.js';

/**
 * One rule for the text every route receives (path, query and JSON or text body), applied before
 * validation: see `cleanText`. Routes, schemas and both databases then see the same strings.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.params = cleanTextDeep(request.params);
    request.query = cleanTextDeep(request.query);
    if (request.body !== undefined && !Buffer.isBuffer(request.body))
      request.body = cleanTextDeep(request.body);
  });
}
