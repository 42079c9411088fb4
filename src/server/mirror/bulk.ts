import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { fillSalesRollups, rollupsDeferredKey } from '../db/sales-rollups.js';
import { dialectOf } from './write.js';

/**
 * A first load of the accounting documents (the demo company, `npm run import` into an empty mirror)
 * builds the documents' secondary indexes once at the end instead of row by row: inserting a
 * million lines into five random-order indexes each costs more than sorting them once
 * (docs/decisions/0074-bulk-first-load.md). Unique keys stay, so a repeated document still replaces
 * the first. Sales insight's roll-ups are likewise filled once at the end rather than kept batch by
 * batch (decision 0186).
 */
const documentTables = [
  'invoices',
  'invoiceLines',
  'salesOrders',
  'salesOrderLines',
  'creditMemos',
  'creditMemoLines',
] as const;

/** The tables whose indexes a first load sets aside: the documents and what is written with them. */
const deferredTables = [...documentTables, 'salesSummary'] as const;

/** Where the dropped indexes wait, so a load that dies half-way has them rebuilt at the next start. */
const deferredIndexesKey = 'deferredIndexes';

interface Index {
  name: string;
  definition: string;
}

export async function secondaryIndexes(db: Db): Promise<Index[]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<Index>`
      select indexname as "name", indexdef as "definition" from pg_indexes
      where schemaname = current_schema() and tablename in (${sql.join(deferredTables)})
        and indexdef not like 'CREATE UNIQUE %'`.execute(db);
    return rows;
  }
  const { rows } = await sql<Index>`
    select name, sql as definition from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join(deferredTables)})
      and sql not like 'CREATE UNIQUE %'`.execute(db);
  return rows;
}

async function mirrorIsEmpty(db: Db): Promise<boolean> {
  for (const table of documentTables) {
    const { rows } = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} limit 1`.execute(db);
    if (rows.length > 0) return false;
  }
  return true;
}

/**
 * Builds again any index a first load set aside, and fills the roll-ups it left; a no-op when
 * nothing waits. Run at every start.
 */
export async function restoreDeferredIndexes(db: Db): Promise<void> {
  const row = await db
    .selectFrom('systemInfo')
    .select('value')
    .where('key', '=', deferredIndexesKey)
    .executeTakeFirst();
  if (row) {
    for (const index of row.value as Index[])
      await sql.raw(index.definition.replace(/^CREATE INDEX /i, 'CREATE INDEX IF NOT EXISTS ')).execute(db);
    await db.deleteFrom('systemInfo').where('key', '=', deferredIndexesKey).execute();
  }
  await db.transaction().execute(async (tx) => {
    const deferred = await tx
      .deleteFrom('systemInfo')
      .where('key', '=', rollupsDeferredKey)
      .returning('key')
      .executeTakeFirst();
    if (deferred) await fillSalesRollups(tx);
  });
}

/** Runs `load`; when the mirror's document tables are empty, with their secondary indexes built after it. */
export async function firstLoad<T>(db: Db, load: () => Promise<T>): Promise<T> {
  await restoreDeferredIndexes(db);
  if (!(await mirrorIsEmpty(db))) return load();
  const indexes = await secondaryIndexes(db);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('systemInfo')
      .values([
        { key: deferredIndexesKey, value: indexes, updatedAt: new Date().toISOString() },
        { key: rollupsDeferredKey, value: true, updatedAt: new Date().toISOString() },
      ])
      .execute();
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(tx);
  });
  try {
    return await load();
  } finally {
    await restoreDeferredIndexes(db);
  }
}
