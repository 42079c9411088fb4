import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { markRefill } from '../db/refills.js';
import { fillMarkedKeepers, keepers } from '../keepers/registered.js';
import { dialectOf } from './write.js';

/**
 * A first load of the accounting documents (the demo company, `npm run import` into an empty mirror)
 * builds the documents' secondary indexes once at the end instead of row by row: inserting a
 * million lines into five random-order indexes each costs more than sorting them once
 * (docs/decisions/0074-bulk-first-load.md). Unique keys stay, so a repeated document still replaces
 * the first. The keepers that ask for it (sales insight's roll-ups, decision 0186) are likewise marked
 * for a refill and filled once at the end rather than kept batch by batch.
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

/** Builds again any index a first load set aside; a no-op when nothing waits. Run at every start. */
export async function restoreDeferredIndexes(db: Db): Promise<void> {
  const row = await db
    .selectFrom('systemInfo')
    .select('value')
    .where('key', '=', deferredIndexesKey)
    .executeTakeFirst();
  if (!row) return;
  for (const index of row.value as Index[])
    await sql.raw(index.definition.replace(/^CREATE INDEX /i, 'CREATE INDEX IF NOT EXISTS ')).execute(db);
  await db.deleteFrom('systemInfo').where('key', '=', deferredIndexesKey).execute();
}

/** What a first load leaves undone: its indexes, then the keepers it marked (also run at every start). */
async function finishFirstLoad(db: Db): Promise<void> {
  await restoreDeferredIndexes(db);
  await fillMarkedKeepers(db);
}

/** Runs `load`; when the mirror's document tables are empty, with their secondary indexes built after it. */
export async function firstLoad<T>(db: Db, load: () => Promise<T>): Promise<T> {
  await finishFirstLoad(db);
  if (!(await mirrorIsEmpty(db))) return load();
  const indexes = await secondaryIndexes(db);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('systemInfo')
      .values({ key: deferredIndexesKey, value: indexes, updatedAt: new Date().toISOString() })
      .execute();
    for (const keeper of keepers) if (keeper.filledAfterFirstLoad) await markRefill(tx, keeper.name);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(tx);
  });
  try {
    return await load();
  } finally {
    await finishFirstLoad(db);
  }
}
