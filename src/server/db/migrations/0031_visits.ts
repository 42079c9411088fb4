/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { markRefill } from '../refills.js';
import { columnTypes } from './column-types.js';

/**
 * Customers on the map and visits (issue 27). Every customer already mirrored gets its ZIP code's
 * centre from the map placement's keeper (`visits/keepers.ts`) at the next start; from then on the
 * import keeps the places current in its own transaction (decision 0264).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customerLocations')
    .addColumn('customerListId', 'text', (c) => c.primaryKey())
    .addColumn('latitude', t.decimal, (c) => c.notNull())
    .addColumn('longitude', t.decimal, (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('zip', 'text')
    .addColumn('addressKey', 'text', (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedBy', 'text')
    .execute();
  await db.schema
    .createTable('visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('startedAt', t.timestamp, (c) => c.notNull())
    .addColumn('endedAt', t.timestamp)
    .addColumn('latitude', t.decimal)
    .addColumn('longitude', t.decimal)
    .addColumn('distanceMiles', t.decimal)
    .addColumn('noteId', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  // The last visit of a customer, and a rep's visits by day.
  await db.schema
    .createIndex('visits_customer_started')
    .on('visits')
    .columns(['customerListId', 'startedAt'])
    .execute();
  await db.schema.createIndex('visits_user_started').on('visits').columns(['userId', 'startedAt']).execute();

  await markRefill(db, 'map-placement');
}
