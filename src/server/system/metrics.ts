import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { liveStreamPath, oldLiveStreamPath } from '../../domain/live/stream.js';
import { mirrorContract } from '../../domain/mirror/contract.js';

const liveStreamRoutes = new Set([liveStreamPath, oldLiveStreamPath]);
/** The QuickBooks import, at its path and at the path it had first (decision 0167). */
const importRoutes: readonly string[] = [
  mirrorContract.importBatch.path,
  ...mirrorContract.importBatch.formerPaths.map((former) => former.path),
];

/**
 * Prometheus metrics of one app: request durations by route (the route pattern, never the raw URL,
 * so ids do not explode the series), open live streams, QuickBooks imports and the PostgreSQL pool. Each app
 * has its own registry so tests can build many apps in one process.
 */
export function registerMetricsCollection(app: FastifyInstance, pgPool: pg.Pool | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'humidor_process_' });
  const requestDuration = new Histogram({
    name: 'humidor_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const liveStreams = new Gauge({
    name: 'humidor_live_streams',
    help: 'Open Server-Sent Events streams (signed-in browsers).',
    registers: [registry],
  });
  // Named when the import was called sync; dashboards and alerts know it by this name.
  const importRuns = new Counter({
    name: 'humidor_sync_runs_total',
    help: 'QuickBooks import requests, by entity and outcome.',
    labelNames: ['entity', 'outcome'],
    registers: [registry],
  });
  if (pgPool) {
    new Gauge({
      name: 'humidor_db_pool_connections',
      help: 'PostgreSQL pool connections by state.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pgPool.totalCount);
        this.set({ state: 'idle' }, pgPool.idleCount);
        this.set({ state: 'waiting' }, pgPool.waitingCount);
      },
    });
  }

  // Plain callbacks rather than async hooks: they run on every request and never wait.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      request.routeOptions.url &&
      liveStreamRoutes.has(request.routeOptions.url) &&
      request.method === 'GET'
    ) {
      liveStreams.inc();
      reply.raw.once('close', () => liveStreams.dec());
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    requestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (importRoutes.includes(route) && request.method === 'POST') {
      const entity = (request.params as { entity?: string }).entity ?? 'unknown';
      importRuns.inc({ entity, outcome: reply.statusCode < 400 ? 'ok' : 'failed' });
    }
    done();
  });
  return registry;
}
