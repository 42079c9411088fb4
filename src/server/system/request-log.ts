import type { FastifyInstance } from 'fastify';

/** Requests slower than this are worth an operator's attention. */
export const slowRequestMs = 500;

/**
 * One line per request, after it is answered (Fastify's own two lines per request are turned off in
 * app.ts). Routine requests are debug; server errors and slow requests show at the default level.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const level = reply.statusCode >= 500 ? 'error' : ms > slowRequestMs ? 'info' : 'debug';
    request.log[level](
      { method: request.method, url: request.url, status: reply.statusCode, ms },
      ms > slowRequestMs ? 'slow request' : 'request',
    );
  });
}
