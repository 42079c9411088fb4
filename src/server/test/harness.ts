import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.js';
import { loadConfig, type AppConfig } from '../config/config.js';
import { openRuntime, type Runtime } from '../runtime/runtime.js';
import { createUser } from '../users/commands.js';
import type { NewUser } from '../../domain/users/schemas.js';
import type { OnlineCompanies } from '../quickbooks/online/sync/companies.js';
import type { Outbound } from '../shared/outbound.js';

/** Set by scripts/test.mjs when the API suite runs against the throwaway PostgreSQL cluster. */
const postgresUrl = process.env.HUMIDOR_TEST_POSTGRES_URL;
export const testDialect = postgresUrl ? 'postgres' : 'sqlite';

/** A fresh, migrated database for one test file: in-memory SQLite, or a new schema on PostgreSQL. */
export async function openTestRuntime(): Promise<Runtime> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'humidor-test'),
    LOG_LEVEL: 'silent',
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
  });
  if (!postgresUrl) return openRuntime(config, { sqliteFile: ':memory:' });
  const schema = `t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const runtime = await openRuntime(config, { pgSchema: schema });
  return {
    ...runtime,
    async close() {
      await runtime.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

export const testPassword = 'correct-horse-7';

/** API tests reach no network: every name is unknown and nothing is posted, unless a test hands in its own. */
const noNetwork: Outbound = {
  resolveHost: async (host) => {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host} (API tests reach no network)`), {
      code: 'ENOTFOUND',
    });
  },
  post: async () => {
    throw new Error('API tests reach no network');
  },
};

export interface TestApp {
  app: App;
  runtime: Runtime;
  /** Creates a user and returns a signed-in session cookie for them. */
  userSession(user: Partial<NewUser> & { email: string }): Promise<TestSession>;
  close(): Promise<void>;
}

export interface TestSession {
  userId: string;
  cookie: string;
  request(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/**
 * `config` overrides parts of the test configuration for this app (upload limit, storage folder);
 * `webRoot` serves a web app from that folder; `outbound` answers the geocoder's name lookups and posts
 * (by default none: no test reaches the network).
 */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    webRoot?: string;
    onlineCompanies?: OnlineCompanies;
    outbound?: Outbound;
  } = {},
): Promise<TestApp> {
  const runtime = await openTestRuntime();
  const app = await buildApp({
    ...runtime,
    config: { ...runtime.config, ...options.config },
    ...(options.webRoot && { webRoot: options.webRoot }),
    onlineCompanies: options.onlineCompanies,
    outbound: options.outbound ?? noNetwork,
  });
  await app.ready();
  return {
    app,
    runtime,
    async userSession(user) {
      const created = await createUser(runtime.database.db, runtime.auth, {
        firstName: 'Test',
        lastName: 'User',
        password: testPassword,
        ...user,
      });
      const cookie = await signIn(app, user.email, user.password ?? testPassword);
      return {
        userId: created.id,
        cookie,
        request: (method, url, body) =>
          app.inject({
            method: method as 'GET',
            url,
            headers: { cookie },
            ...(body === undefined ? {} : { payload: body as object }),
          }),
      };
    },
    async close() {
      await app.close();
      await runtime.close();
    },
  };
}

export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = response.cookies.map((c) => `${c.name}=${c.value}`);
  return cookies.join('; ');
}
