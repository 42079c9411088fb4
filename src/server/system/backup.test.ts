import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../config/config.js';
import { openRuntime } from '../runtime/runtime.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function sqliteSetup(): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-backup-test-'));
  folders.push(dataDir);
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
}

/** Another process writing one row per transaction, as a busy server would; prints each committed id. */
const writerScript = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 10000');
const insert = db.prepare('insert into backup_probe (id, body) values (?, ?)');
let id = 0;
const next = () => {
  id += 1;
  insert.run(id, 'write ' + id);
  process.stdout.write(id + '\\n');
  if (id < 500) setTimeout(next, 2);
};
next();
`;

describe('backup and restore on SQLite', () => {
  it('takes a verified copy during 500 writes from another process, and restores every acknowledged write and file', async () => {
    const config = sqliteSetup();
    const runtime = await openRuntime(config);
    await runtime.close();
    const dbFile = path.join(config.dataDir, 'humidor.sqlite');
    const setup = new SqliteDatabase(dbFile);
    setup.exec('create table backup_probe (id integer primary key, body text not null)');
    setup.close();
    const storageDir = (config.storage as { dir: string }).dir;
    fs.mkdirSync(path.join(storageDir, 'ab'), { recursive: true });
    fs.writeFileSync(path.join(storageDir, 'ab', 'photo.jpg'), 'jpeg bytes');

    const writer = spawn(process.execPath, ['-e', writerScript, dbFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const acknowledged: number[] = [];
    const exited = new Promise<number | null>((resolve) => writer.on('exit', resolve));
    const archive = path.join(config.dataDir, 'backups', 'nightly.tar.gz');
    let acknowledgedBeforeBackup: number[] = [];
    let backup: Promise<unknown> | undefined;
    for await (const line of createInterface({ input: writer.stdout })) {
      acknowledged.push(Number(line));
      if (!backup && acknowledged.length === 100) {
        acknowledgedBeforeBackup = [...acknowledged];
        backup = createBackup(config, archive);
      }
    }
    await backup;
    expect(await exited).toBe(0);
    expect(acknowledged).toHaveLength(500);

    const restored = sqliteSetup();
    await restoreBackup(restored, archive);
    const copy = new SqliteDatabase(path.join(restored.dataDir, 'humidor.sqlite'), { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set(
        (copy.prepare('select id from backup_probe').all() as { id: number }[]).map((row) => row.id),
      );
      expect(acknowledgedBeforeBackup.filter((id) => !ids.has(id))).toEqual([]);
      // The copy is one consistent moment: a prefix of the writes, with no gaps.
      expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: ids.size }, (_, i) => i + 1));
    } finally {
      copy.close();
    }
    const restoredStorage = (restored.storage as { dir: string }).dir;
    expect(fs.readFileSync(path.join(restoredStorage, 'ab', 'photo.jpg'), 'utf8')).toBe('jpeg bytes');
  });

  it('refuses to restore over an existing database', async () => {
    const config = sqliteSetup();
    await (await openRuntime(config)).close();
    const archive = path.join(config.dataDir, 'backup.tar.gz');
    await createBackup(config, archive);
    const error = await restoreBackup(config, archive).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/needs an empty data folder/);
  });

  it('says so when the backup file does not exist', async () => {
    const config = sqliteSetup();
    await expect(restoreBackup(config, path.join(config.dataDir, 'missing.tar.gz'))).rejects.toThrow(
      /There is no backup file at/,
    );
  });
});
