import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, testDialect } from '../test/harness.js';
import type { Runtime } from '../runtime/runtime.js';
import { codecColumns } from './schema.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe(`codec on ${testDialect}`, () => {
  it('returns booleans, JSON, ISO timestamps and numbers in the same shapes on both dialects', async () => {
    const { db } = runtime.database;
    const now = new Date('2026-03-08T07:05:03.250Z');
    await db
      .insertInto('users')
      .values({
        id: 'codec-user',
        name: 'Codec',
        email: 'codec@a.test',
        emailVerified: true,
        image: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        role: 'rep',
        banned: null,
        banReason: null,
        banExpires: null,
        states: ['FL', 'GA'],
        nameAliases: [],
        active: false,
        repCode: null,
        reportUrl: null,
        lastLoginAt: null,
      })
      .execute();
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'codec-user')
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(false);
    expect(row.emailVerified).toBe(true);
    expect(row.states).toEqual(['FL', 'GA']);
    expect(row.createdAt).toBe('2026-03-08T07:05:03.250Z');
    const count = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof count.n).toBe('number');
  });

  it('names every boolean and JSON column of the real schema in the codec', async () => {
    if (testDialect !== 'postgres') {
      const tables = await runtime.database.db.introspection.getTables();
      const columns = new Set(tables.flatMap((t) => t.columns.map((c) => c.name)));
      for (const name of [...codecColumns.json, ...codecColumns.boolean])
        expect(columns, name).toContain(name);
      return;
    }
    const result = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
      where table_schema = current_schema() and data_type in ('boolean', 'jsonb')`.execute(
      runtime.database.db,
    );
    for (const { column_name, data_type } of result.rows) {
      const list = data_type === 'boolean' ? codecColumns.boolean : codecColumns.json;
      expect(list, `${data_type} column ${column_name}`).toContain(column_name);
    }
    // And no other column has such a name: the codec converts by name (a row does not say its
    // table), so on SQLite a text column named as a JSON one would be parsed as JSON (a token: an
    // error), as the shop's magic link was before its column got a name of its own. Both
    // databases run the same migrations; only PostgreSQL's types tell the columns apart.
    const others = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and data_type not in ('boolean', 'jsonb')`.execute(
      runtime.database.db,
    );
    const converted = new Set([...codecColumns.json, ...codecColumns.boolean]);
    expect(
      others.rows
        .filter((row) => converted.has(row.column_name))
        .map((row) => `${row.table_name}.${row.column_name} (${row.data_type})`),
    ).toEqual([]);
  });
});
