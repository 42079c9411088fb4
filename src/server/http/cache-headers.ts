import type { FastifyInstance } from 'fastify';

/**
 * Caching of what the server answers, for shared caches and for the phone (decision 0053):
 * - every /api answer is `private, no-store` unless its route says otherwise (the live stream, a
 *   file download): answers hold one user's data, which no proxy, browser cache or service worker
 *   may keep; the offline copy is the app's own, per user, in IndexedDB;
 * - the sign-out answer carries `Clear-Site-Data: "cache", "storage"`, so the browser wipes what it
 *   kept for Humidor (HTTP cache, Cache Storage, IndexedDB, the service worker) once the app has
 *   sent or given up the outbox (src/web/offline).
 */
export const apiCacheControl = 'private, no-store';
export const signOutClearSiteData = '"cache", "storage"';
const signOutPath = '/api/auth/sign-out';

export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', apiCacheControl);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.split('?')[0] === signOutPath && reply.statusCode < 400) {
      reply.header('clear-site-data', signOutClearSiteData);
    }
    done(null, payload);
  });
}
