import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';

/**
 * A backup is one tar file: manifest.json, the database (an SQLite file made by `VACUUM INTO`, or a
 * `pg_dump` custom-format dump) and, with local storage, the attachment files. The database is
 * copied first and the files after, so every file a backed-up row points to is in the archive.
 */
interface Manifest {
  format: 1;
  dialect: 'sqlite' | 'postgres';
  createdAt: string;
  hasFiles: boolean;
}

const sqliteName = 'humidor.sqlite';
const dumpName = 'humidor.pgdump';

export class BackupError extends Error {}

type BackupConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'storage'>;

const sqliteFileOf = (config: BackupConfig) => path.join(config.dataDir, sqliteName);
const localFilesOf = (config: BackupConfig) => (config.storage.kind === 'local' ? config.storage.dir : null);

export async function createBackup(config: BackupConfig, archive: string): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-backup-'));
  try {
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    if (dialect === 'sqlite') snapshotSqlite(sqliteFileOf(config), path.join(work, sqliteName));
    else await dumpPostgres(config.databaseUrl as string, path.join(work, dumpName));
    const files = localFilesOf(config);
    const hasFiles = files !== null && fs.existsSync(files);
    if (hasFiles) fs.cpSync(files, path.join(work, 'files'), { recursive: true });
    const manifest: Manifest = { format: 1, dialect, createdAt: new Date().toISOString(), hasFiles };
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const target = path.resolve(archive);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    execFileSync('tar', ['-czf', `${target}.partial`, '-C', work, '.']);
    fs.renameSync(`${target}.partial`, target);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function restoreBackup(config: BackupConfig, archive: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`There is no backup file at ${archive}.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.dialect !== dialect) {
      throw new BackupError(
        `This backup holds a ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; set ${manifest.dialect === 'sqlite' ? 'no DATABASE_URL' : 'DATABASE_URL'} to restore it.`,
      );
    }
    const files = localFilesOf(config);
    if (files && fs.existsSync(files) && fs.readdirSync(files).length > 0) {
      throw new BackupError(`Restore needs an empty files folder, and ${files} has files in it.`);
    }
    if (dialect === 'sqlite') {
      const target = sqliteFileOf(config);
      if (fs.existsSync(target)) {
        throw new BackupError(
          `Restore needs an empty data folder, and ${target} exists. Move it away first.`,
        );
      }
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.copyFileSync(path.join(work, sqliteName), target);
    } else {
      await restorePostgres(config.databaseUrl as string, path.join(work, dumpName));
    }
    if (manifest.hasFiles && files) fs.cpSync(path.join(work, 'files'), files, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * `VACUUM INTO` copies one read snapshot, so it finishes under constant writes (the online backup
 * API restarts on every commit and may never finish) and never copies a half-written page as a
 * file copy would.
 */
function snapshotSqlite(source: string, target: string): void {
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 10000');
    database.prepare('VACUUM INTO ?').run(target);
  } finally {
    database.close();
  }
  const copy = new SqliteDatabase(target, { readonly: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupError(`The backup copy failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
}

const postgresBinDirs = [
  '/usr/local/bin',
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];

function postgresTool(name: string): string {
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...postgresBinDirs]) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new BackupError(`${name} is needed for PostgreSQL backups; install the PostgreSQL client tools.`);
}

const run = promisify(execFile);

/** pg_dump runs beside the server's own work: asynchronously, so writes go on while it reads. */
async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  await run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${target}`, databaseUrl]);
  // Reading the table of contents back proves the dump is complete and readable.
  await run(postgresTool('pg_restore'), ['--list', target]);
}

async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) as count from information_schema.tables where table_schema = current_schema()',
    );
    if (Number(rows[0]?.count) > 0) {
      throw new BackupError(
        'Restore needs an empty database, and this one has tables. Create a new database first.',
      );
    }
  } finally {
    await client.end();
  }
  await run(postgresTool('pg_restore'), [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    dump,
  ]);
}
