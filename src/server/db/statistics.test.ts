import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase } from './database.js';

it('leaves planner statistics behind on SQLite, so a database that filled up later still plans with its indexes', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-stats-')), 'humidor.sqlite');
  const database = openDatabase({ sqliteFile: file });
  await sql`create table readings (id integer primary key, kind text not null)`.execute(database.db);
  await sql`create index readings_kind on readings (kind)`.execute(database.db);
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < 5000)
    insert into readings (kind) select case when i % 100 = 0 then 'rare' else 'common' end from n
  `.execute(database.db);
  await database.destroy();

  const raw = new SqliteDatabase(file, { readonly: true });
  const stats = raw.prepare('select tbl, idx, stat from sqlite_stat1 where tbl = ?').all('readings');
  raw.close();
  // Two kinds in 5,000 rows: 2,500 rows per kind on average. A sampled analysis said 1,001 and sent
  // the feeds away from their partial indexes (docs/decisions/0090).
  expect(stats).toEqual([{ tbl: 'readings', idx: 'readings_kind', stat: '5000 2500' }]);
});
