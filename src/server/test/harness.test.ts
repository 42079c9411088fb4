import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.js';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime, testDialect } from './harness.js';

// Every file's database is a copy of the one the suite migrated at its start (global-setup.ts): the
// copies must be whole and must share nothing, or one file's rows would reach another's tests.
describe(`the test harness's databases on ${testDialect}`, () => {
  const opened: Runtime[] = [];
  const open = async () => {
    const runtime = await openTestRuntime();
    opened.push(runtime);
    return runtime.database.db;
  };
  afterAll(() => Promise.all(opened.map((runtime) => runtime.close())));

  it('are migrated to the latest migration', async () => {
    const db = await open();
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
  });

  it('are copies: what one writes, neither another nor a later one sees', async () => {
    const first = await open();
    const second = await open();
    await sql`create table harness_probe (id integer)`.execute(first);
    await sql`insert into harness_probe (id) values (1)`.execute(first);
    const later = await open();
    for (const db of [second, later]) {
      await expect(sql`select 1 from harness_probe`.execute(db)).rejects.toThrow(
        /no such table|does not exist/,
      );
    }
    const { rows } = await sql<{ id: number }>`select id from harness_probe`.execute(first);
    expect(rows).toEqual([{ id: 1 }]);
  });
});
