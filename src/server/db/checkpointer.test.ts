import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { backstopPages } from './checkpointer.js';
import { openDatabase } from './database.js';

const pageBytes = 4096;

it('copies the log into the database file off the writer, and leaves no log behind when closed', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-checkpoint-')), 'humidor.sqlite');
  const database = openDatabase({ sqliteFile: file });
  await sql`create table blobs (id integer primary key, body blob not null)`.execute(database.db);
  // 2,000 pages in one commit: past SQLite's own threshold (1,000), far below the writer's backstop,
  // so only the worker copies them.
  const pages = 2_000;
  expect(pages).toBeLessThan(backstopPages);
  await sql`insert into blobs (body) select randomblob(${pageBytes}) from (
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${pages}) select i from n)`.execute(
    database.db,
  );
  const size = () => fs.statSync(file).size;
  expect(size()).toBeLessThan(pages * pageBytes);
  await expect.poll(size, { timeout: 10_000 }).toBeGreaterThanOrEqual(pages * pageBytes);
  await database.destroy();
  // SQLite removes the log when its last connection closes: the worker's has closed too.
  expect(fs.existsSync(`${file}-wal`)).toBe(false);
});
