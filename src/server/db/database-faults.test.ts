import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDefault } from '../../domain/settings/company.js';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openRuntime, type Runtime } from '../runtime/runtime.js';
import { signIn, testPassword } from '../test/harness.js';
import { createUser } from '../users/commands.js';
import { databaseUnavailableMessage, isDatabaseUnavailable } from './database.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-db-faults-'));
let runtime: Runtime;
let app: App;
let cookie: string;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_CONNECT_TIMEOUT_MS: '200',
  });
  runtime = await openRuntime(config);
  app = await buildApp(runtime);
  await app.ready();
  await createUser(runtime.database.db, runtime.auth, {
    email: 'admin@faults.test',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'admin',
    password: testPassword,
  });
  cookie = await signIn(app, 'admin@faults.test', testPassword);
});
afterAll(async () => {
  await app.close();
  await runtime.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a database that does not answer in time', () => {
  it('answers 503 with a message to retry while another process holds the SQLite write lock', async () => {
    const otherProcess = new SqliteDatabase(path.join(dataDir, 'humidor.sqlite'));
    otherProcess.exec('BEGIN IMMEDIATE');
    try {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/admin/settings/company',
        headers: { cookie },
        payload: { ...companyDefault, name: 'Locked out' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: databaseUnavailableMessage });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      otherProcess.exec('ROLLBACK');
      otherProcess.close();
    }
    const retried = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: { cookie },
      payload: { ...companyDefault, name: 'Back again' },
    });
    expect(retried.statusCode).toBe(200);
  });

  const unavailable: [string, Error][] = [
    [
      'PostgreSQL refusing connections',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a terminated backend', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a statement timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['a frozen server', new Error('Query read timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
  ];
  it.each(unavailable)('counts %s as the database not answering', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
  it('does not count a fault in the request as the database not answering', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(
      false,
    );
  });
});
