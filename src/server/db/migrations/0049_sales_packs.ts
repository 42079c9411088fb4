/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { createRowTrigger, dropRowTrigger, type RowTrigger } from './row-triggers.js';

/**
 * Every customer's days per ship state and rep in one row (docs/decisions/0196-sales-packs.md):
 * `salesPacks` is built again from `salesCustomers` for the ship states and reps that
 * `salesPackChanges` lists, which a trigger on `salesCustomers` fills in the import's transaction.
 * Every pair is listed here, so the first read builds them all.
 */

const key = `"shipState", "repCode"`;
const mark = (row: 'new' | 'old') =>
  `insert into "salesPackChanges" (${key}, "version") values (${row}."shipState", ${row}."repCode", 1) ` +
  `on conflict (${key}) do update set "version" = "salesPackChanges"."version" + 1;`;

const trigger: RowTrigger = {
  name: 'salesCustomers_packs',
  table: 'salesCustomers',
  insert: mark('new'),
  update: `${mark('old')} ${mark('new')}`,
  delete: mark('old'),
};

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('salesPacks')
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('customerListIds', 'text', (c) => c.notNull())
    .addColumn('brandNames', 'text', (c) => c.notNull())
    .addColumn('days', t.binary, (c) => c.notNull())
    .addColumn('brandDays', t.binary, (c) => c.notNull())
    .addPrimaryKeyConstraint('salesPacks_pk', ['shipState', 'repCode'])
    .execute();
  await db.schema
    .createTable('salesPackChanges')
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('salesPackChanges_pk', ['shipState', 'repCode'])
    .execute();
  await createRowTrigger(db, trigger);
  await sql
    .raw(`insert into "salesPackChanges" (${key}, "version") select distinct ${key}, 1 from "salesCustomers"`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRowTrigger(db, trigger);
  await db.schema.dropTable('salesPackChanges').execute();
  await db.schema.dropTable('salesPacks').execute();
}
