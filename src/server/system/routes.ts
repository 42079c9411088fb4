import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { systemContract } from '../../domain/system/contract.js';
import { registerRoutes } from '../http/contract.js';
import { AppError, notFound } from '../http/errors.js';
import { lastSuccessfulImport, migrationsPending } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

const publicRoute = { config: { access: 'public' }, schema: { tags: ['system'], hide: true } } as const;

export function registerSystemRoutes(
  app: FastifyInstance,
  { database, bus, metrics, config }: ResourceDeps,
): void {
  const { metricsToken } = config;
  const { db } = database;
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  // Alive: the process answers. A load balancer restarts nothing on a database outage because of it.
  app.get('/healthz', publicRoute, async () => ({ status: 'ok' }));

  // Ready: this instance can serve users now; a load balancer sends traffic only while it says so.
  app.get('/readyz', publicRoute, async () => {
    const problems: string[] = [];
    if (stopping) problems.push('The server is stopping.');
    try {
      if (await migrationsPending(db)) problems.push('Database migrations have not all run.');
    } catch {
      problems.push('The database cannot be reached.');
    }
    if (!bus.isConnected()) problems.push('Live events are not connected to the database.');
    if (problems.length === 0) return { status: 'ready' };
    throw new AppError(503, 'NOT_READY', problems.join(' '));
  });

  app.get('/metrics', publicRoute, async (request, reply) => {
    if (!metricsToken) {
      throw notFound('Metrics are off. Set METRICS_TOKEN to turn them on.');
    }
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'UNAUTHENTICATED', 'Metrics need the bearer token set in METRICS_TOKEN.');
    }
    return reply.type(metrics.contentType).send(await metrics.metrics());
  });

  registerRoutes(app, systemContract, {
    info: async () => ({ lastSuccessfulSyncAt: await lastSuccessfulImport(db) }),
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
