// Several Humidor processes on one PostgreSQL and one S3-compatible store (s3rver, a real server),
// as docs/deploy.md lays them out: what the scale-out suites share.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { startPostgresCluster, type PostgresCluster } from '../../../scripts/pg-cluster.mjs';
import { demoPassword } from '../../../src/server/bootstrap/demo-users.js';
import { loadConfig } from '../../../src/server/config/config.js';
import { openRuntime } from '../../../src/server/runtime/runtime.js';
import { seedOrderFixtures } from '../../../src/server/test/order-fixtures.js';
import { createUser } from '../../../src/server/users/commands.js';
import type { NewUser } from '../../../src/domain/users/schemas.js';
import type { HumidorProcess } from './humidor-process.js';

export interface ScaleCluster {
  postgres: PostgresCluster;
  /** What every instance is started with: one database, one bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const scaleUsers = {
  admin: { email: 'scale@humidor.test', firstName: 'Scale', lastName: 'Out', role: 'admin' },
  rep: {
    email: 'rep.scale@humidor.test',
    firstName: 'Rita',
    lastName: 'Scale',
    role: 'rep',
    states: ['FL'],
    repCode: 'FL',
  },
  other: {
    email: 'rep.other@humidor.test',
    firstName: 'Otto',
    lastName: 'Other',
    role: 'rep',
    states: ['FL'],
    repCode: 'FL',
  },
} satisfies Record<string, Omit<NewUser, 'password'>>;

/**
 * A throwaway PostgreSQL cluster and S3 store, migrated, with the suite's users and (when `orders`)
 * the customers, items and order forms the order API tests use.
 */
export async function startScaleCluster(options: { orders?: boolean } = {}): Promise<ScaleCluster> {
  const postgres = await startPostgresCluster();
  if (!postgres) throw new Error('The scale-out suite needs PostgreSQL server binaries (initdb, pg_ctl).');
  const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-scale-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'humidor-files' }],
  });
  const { port: s3Port } = await s3.run();

  const runtime = await openRuntime(loadConfig({ NODE_ENV: 'test', DATABASE_URL: postgres.url }));
  try {
    for (const user of Object.values(scaleUsers))
      await createUser(runtime.database.db, runtime.auth, { ...user, password: demoPassword });
    if (options.orders) await seedOrderFixtures(runtime.database.db);
  } finally {
    await runtime.close();
  }
  return {
    postgres,
    env: {
      DATABASE_URL: postgres.url,
      DEMO_DATA: 'off',
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'humidor-files',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await s3.close();
      postgres.stop();
      fs.rmSync(s3Directory, { recursive: true, force: true });
    },
  };
}

/** The same signed-in browser session, sent to another instance (as a load balancer would). */
export function sessionOn(server: HumidorProcess, cookie: string) {
  return (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}${url}`, { ...init, headers: { cookie, origin: server.url, ...init.headers } });
}

/** A JSON request body with its content type. */
export const jsonBody = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
