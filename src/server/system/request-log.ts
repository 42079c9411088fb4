import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Query parameters that carry a credential (the OAuth callback's authorization code and state). */
const secretParams = /([?&](?:code|state)=)[^&]*/g;

/** The URL as logged: a credential in its query is replaced, so the log never holds one. */
export const loggedUrl = (url: string) => url.replace(secretParams, '$1[redacted]');

/** Requests slower than this are worth an operator's attention. */
export const slowRequestMs = 500;

type Level = 'error' | 'info' | 'debug';

/** pino answers whether a level is written; Fastify's silent logger (tests) writes nothing. */
const writes = (log: FastifyBaseLogger, level: Level) =>
  (log as { isLevelEnabled?: (level: Level) => boolean }).isLevelEnabled?.(level) ?? false;

/**
 * One line per request, after it is answered (Fastify's own two lines per request are turned off in
 * app.ts). Routine requests are debug; server errors and slow requests show at the default level.
 * The line's fields are gathered only when its level is written, so a routine request at the
 * default level costs a comparison, not an object.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const level: Level = reply.statusCode >= 500 ? 'error' : ms > slowRequestMs ? 'info' : 'debug';
    if (writes(request.log, level)) {
      request.log[level](
        { method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms },
        ms > slowRequestMs ? 'slow request' : 'request',
      );
    }
    done();
  });
}
