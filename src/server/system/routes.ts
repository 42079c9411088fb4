import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import { systemContract } from '../../domain/system/contract.js';
import type { Database } from '../db/database.js';
import { migrations } from '../db/migrations/index.js';
import type { EventBus } from '../live/bus.js';
import { registerRoutes } from '../http/contract.js';
import { lastSuccessfulSync } from './queries.js';

interface SystemDeps {
  database: Database;
  bus: EventBus;
  metrics: Registry;
  /** Prometheus scrapes /metrics with this bearer token; without one /metrics is off. */
  metricsToken: string | undefined;
}

const publicRoute = { config: { access: 'public' }, schema: { tags: ['system'], hide: true } } as const;

export function registerSystemRoutes(
  app: FastifyInstance,
  { database, bus, metrics, metricsToken }: SystemDeps,
) {
  const { db } = database;
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  // Alive: the process answers. A load balancer restarts nothing on a database outage because of it.
  app.get('/healthz', publicRoute, async () => ({ status: 'ok' }));

  // Ready: this instance can serve users now; a load balancer sends traffic only while it says so.
  app.get('/readyz', publicRoute, async (_request, reply) => {
    const problems: string[] = [];
    if (stopping) problems.push('The server is stopping.');
    try {
      const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      const executed = new Set(done.rows.map((row) => row.name));
      if (Object.keys(migrations).some((name) => !executed.has(name)))
        problems.push('Database migrations have not all run.');
    } catch {
      problems.push('The database cannot be reached.');
    }
    if (!bus.isConnected()) problems.push('Live events are not connected to the database.');
    if (problems.length === 0) return { status: 'ready' };
    return reply.status(503).send({ code: 'NOT_READY', message: problems.join(' ') });
  });

  app.get('/metrics', publicRoute, async (request, reply) => {
    if (!metricsToken) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: 'Metrics are off. Set METRICS_TOKEN to turn them on.' });
    }
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHENTICATED', message: 'Metrics need the bearer token set in METRICS_TOKEN.' });
    }
    return reply.type(metrics.contentType).send(await metrics.metrics());
  });

  registerRoutes(app, systemContract, {
    info: async () => ({ lastSuccessfulSyncAt: await lastSuccessfulSync(db) }),
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
