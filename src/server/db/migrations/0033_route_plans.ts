/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A rep's route for a day (issue 27, part 6), one per user and day, with its stops in the order to
 * drive; and an index that lets Near me read the customers inside a box around a point.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('routePlans')
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('startLatitude', t.decimal, (c) => c.notNull())
    .addColumn('startLongitude', t.decimal, (c) => c.notNull())
    .addColumn('startLabel', 'text', (c) => c.notNull())
    .addColumn('routeStopIds', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('routePlans_pk', ['userId', 'day'])
    .execute();
  await db.schema
    .createIndex('customerLocations_latitude')
    .on('customerLocations')
    .columns(['latitude', 'longitude'])
    .execute();
}
