import type { onRequestAsyncHookHandler } from 'fastify';
import type { Principal } from '../../domain/access/policy.js';
import type { AppConfig } from '../config/config.js';

/**
 * The API documentation (`/docs`, `/docs/json`) maps every route: useful to whoever integrates with
 * Humidor, a reconnaissance aid to anyone else. In production only signed-in admins see it; anyone
 * else gets the same 404 as any unknown page. Elsewhere it stays open for development.
 */
export function apiDocsHooks(
  env: AppConfig['env'],
  principalOf: (cookieHeader: string | undefined) => Promise<Principal | null>,
): { onRequest: onRequestAsyncHookHandler } | undefined {
  if (env !== 'production') return undefined;
  return {
    async onRequest(request, reply) {
      const user = await principalOf(request.headers.cookie);
      if (user?.role === 'admin') return;
      await reply.status(404).send({
        code: 'NOT_FOUND',
        message: `No such route: ${request.method} ${request.url.split('?')[0]}`,
      });
    },
  };
}
