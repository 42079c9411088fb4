/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The cutover from QuickBooks Desktop to Online: which mirror row each Online customer or item is
 * written into (its Desktop row when matched, its own `QBO-` row otherwise), by which rule, and
 * whether an admin still has to look at it
 * (docs/decisions/0241-quickbooks-online-cutover-matching.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('quickbooksOnlineLinks')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('onlineId', 'text', (c) => c.notNull())
    .addColumn('listId', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rule', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('linkedAt', t.timestamp, (c) => c.notNull())
    .addColumn('decidedBy', 'text')
    .addColumn('decidedAt', t.timestamp)
    .addPrimaryKeyConstraint('quickbooksOnlineLinks_pk', ['kind', 'onlineId'])
    .execute();
  // The review page lists what waits, and a Desktop row is offered to at most one Online record.
  await db.schema
    .createIndex('quickbooksOnlineLinks_status')
    .on('quickbooksOnlineLinks')
    .columns(['kind', 'status', 'name'])
    .execute();
  await db.schema
    .createIndex('quickbooksOnlineLinks_row')
    .on('quickbooksOnlineLinks')
    .columns(['kind', 'listId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quickbooksOnlineLinks').execute();
}
