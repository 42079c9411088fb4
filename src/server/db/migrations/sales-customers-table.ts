/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * `salesCustomers` and its index as migration 0043 made it (days as JSON) and as 0045 makes it
 * again (days and the brands' days packed): one definition for both and for 0045's way back.
 */
export async function createSalesCustomers(db: Kysely<any>, days: 'json' | 'packed'): Promise<void> {
  const t = columnTypes(db);
  let table = db.schema
    .createTable('salesCustomers')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('lastDay', 'text', (c) => c.notNull())
    .addColumn('days', days === 'packed' ? t.binary : 'text', (c) => c.notNull());
  if (days === 'packed')
    table = table
      .addColumn('brandNames', 'text', (c) => c.notNull())
      .addColumn('brandDays', t.binary, (c) => c.notNull());
  await table
    .addPrimaryKeyConstraint('salesCustomers_pk', ['customerListId', 'shipState', 'repCode'])
    .execute();
  // The rows of a rep's states that saw a day since a period or the 24 months began.
  await db.schema
    .createIndex('salesCustomers_state')
    .on('salesCustomers')
    .columns(['shipState', 'lastDay'])
    .execute();
}
