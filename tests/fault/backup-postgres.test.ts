// `npm run backup` / `npm run restore` on PostgreSQL (pg_dump -Fc, pg_restore) while writes go on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/pg-cluster.mjs';
import { loadConfig } from '../../src/server/config/config.js';
import { openRuntime } from '../../src/server/runtime/runtime.js';
import { createBackup, restoreBackup } from '../../src/server/system/backup.js';

type Cluster = NonNullable<Awaited<ReturnType<typeof startPostgresCluster>>>;

let cluster: Cluster;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-pg-backup-'));
const databaseUrl = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
const configFor = (name: string) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl(name), DATA_DIR: path.join(workDir, name) });

async function query<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const started = await startPostgresCluster();
  if (!started)
    throw new Error('The PostgreSQL backup test needs PostgreSQL server binaries (initdb, pg_ctl).');
  cluster = started;
  await query('postgres', 'CREATE DATABASE live');
  await query('postgres', 'CREATE DATABASE restored');
});
afterAll(() => {
  cluster?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('backup and restore on PostgreSQL', () => {
  it('dumps during 500 writes and restores every write acknowledged before the backup began into an empty database', async () => {
    await (await openRuntime(configFor('live'))).close();
    await query('live', 'CREATE TABLE backup_probe (id integer PRIMARY KEY, body text NOT NULL)');

    const pool = new pg.Pool({ connectionString: databaseUrl('live'), max: 8 });
    const acknowledged: number[] = [];
    let acknowledgedBeforeBackup: number[] = [];
    let backup: Promise<unknown> | undefined;
    const archive = path.join(workDir, 'humidor.tar.gz');
    const writes = Array.from({ length: 500 }, (_, i) => i + 1).map(async (id) => {
      // Not a wait: the writes are spread over a second so that the backup runs among them.
      // eslint-disable-next-line no-restricted-syntax
      await new Promise((resolve) => setTimeout(resolve, id * 2));
      await pool.query('INSERT INTO backup_probe (id, body) VALUES ($1, $2)', [id, `write ${id}`]);
      acknowledged.push(id);
      if (!backup && acknowledged.length === 100) {
        acknowledgedBeforeBackup = [...acknowledged];
        backup = createBackup(configFor('live'), archive);
      }
    });
    await Promise.all(writes);
    await backup;
    await pool.end();

    await restoreBackup(configFor('restored'), archive);
    const restored = await query<{ id: number }>('restored', 'SELECT id FROM backup_probe');
    const ids = new Set(restored.map((row) => row.id));
    expect(acknowledgedBeforeBackup.filter((id) => !ids.has(id))).toEqual([]);
    const migrations = await query<{ count: string }>(
      'restored',
      'SELECT count(*) AS count FROM kysely_migration',
    );
    expect(Number(migrations[0]?.count)).toBeGreaterThan(0);

    await expect(restoreBackup(configFor('restored'), archive)).rejects.toThrow(/needs an empty database/);
  });
});
