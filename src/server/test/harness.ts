import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.js';
import { loadConfig, type AppConfig } from '../config/config.js';
import { openRuntime, type Runtime } from '../runtime/runtime.js';
import { createUser } from '../users/commands.js';
import type { NewUser } from '../../domain/users/schemas.js';
import type { OnlineCompanies } from '../quickbooks/online/sync/companies.js';
import type { Outbound } from '../shared/outbound.js';
import {
  adminQuery,
  databaseUrlFor,
  postgresTemplateVariable,
  sqliteTemplateVariable,
} from './global-setup.js';

/** Set by scripts/test.mjs when the API suite runs against the throwaway PostgreSQL cluster. */
const postgresUrl = process.env.HUMIDOR_TEST_POSTGRES_URL;
export const testDialect = postgresUrl ? 'postgres' : 'sqlite';

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or a database of its
 * own on PostgreSQL. Each is a copy of the one the suite migrated at its start (global-setup.ts),
 * which costs a fraction of running every migration again. Without that setup (a benchmark) the
 * migrations run here, into a new schema on PostgreSQL.
 */
export async function openTestRuntime(): Promise<Runtime> {
  const settings = {
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'humidor-test'),
    LOG_LEVEL: 'silent',
  };
  return rememberPasswords(await openFreshRuntime(settings));
}

async function openFreshRuntime(settings: Record<string, string>): Promise<Runtime> {
  if (!postgresUrl) {
    const sqliteImage = migratedSqlite();
    return openRuntime(loadConfig(settings), { sqliteFile: ':memory:', ...(sqliteImage && { sqliteImage }) });
  }
  const template = process.env[postgresTemplateVariable];
  const name = `t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  if (!template) return openInNewSchema(loadConfig({ ...settings, DATABASE_URL: postgresUrl }), name);
  await adminQuery(postgresUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const runtime = await openRuntime(
    loadConfig({ ...settings, DATABASE_URL: databaseUrlFor(postgresUrl, name) }),
  );
  return {
    ...runtime,
    async close() {
      await runtime.close();
      await adminQuery(postgresUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Each password is hashed once per worker and each (hash, password) pair checked once: better-auth's
 * scrypt costs about 160 ms of CPU per call on this 2-core machine, and every user a test signs in
 * paid two (the hash when the user is made, the check at sign-in): about half the CPU of the files
 * that sign users in (decision 0285). The functions stay better-auth's own, so every
 * hash is a real scrypt hash that the real check accepts, and a wrong password is still checked and
 * refused; what the tests give up is a fresh salt per user, which no test looks at.
 */
const hashes = new Map<string, Promise<string>>();
const checks = new Map<string, Promise<boolean>>();

async function rememberPasswords(runtime: Runtime): Promise<Runtime> {
  const { password } = await runtime.auth.$context;
  const { hash, verify } = password;
  password.hash = (plain) => remembered(hashes, plain, () => hash(plain));
  password.verify = (input) => remembered(checks, `${input.hash}\n${input.password}`, () => verify(input));
  return runtime;
}

function remembered<T>(cache: Map<string, Promise<T>>, key: string, compute: () => Promise<T>): Promise<T> {
  let result = cache.get(key);
  if (!result) {
    result = compute();
    cache.set(key, result);
    // A failed call is not remembered: the next one tries again, as without the cache.
    result.catch(() => cache.delete(key));
  }
  return result;
}

/** The suite's migrated SQLite database, read once per worker (the workers share their modules). */
let sqliteImage: Buffer | undefined;
function migratedSqlite(): Buffer | undefined {
  const file = process.env[sqliteTemplateVariable];
  if (file && !sqliteImage) sqliteImage = fs.readFileSync(file);
  return sqliteImage;
}

async function openInNewSchema(config: AppConfig, schema: string): Promise<Runtime> {
  const url = config.databaseUrl as string;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const runtime = await openRuntime(config, { pgSchema: schema });
  return {
    ...runtime,
    async close() {
      await runtime.close();
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
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

/** One signed-in session for each kind of principal the access tests compare: admin, office, a rep inside and one outside Florida. */
export async function principalSessions(t: TestApp) {
  return {
    admin: await t.userSession({ email: 'admin@a.test', role: 'admin' }),
    office: await t.userSession({ email: 'office@a.test', role: 'office' }),
    repInside: await t.userSession({ email: 'fl@a.test', role: 'rep', states: ['FL'] }),
    repOutside: await t.userSession({ email: 'tx@a.test', role: 'rep', states: ['TX'] }),
  };
}
