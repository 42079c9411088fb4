/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { markRefill } from '../refills.js';

/**
 * Each customer's assortment count, kept so Due, Near me and the week read grades without counting
 * invoice lines (decision 0192; its keeper in `visits/keepers.ts`). Every customer with an
 * assortment purchase is counted for the day of the next start, by the keeper's refill (decision
 * 0264); the reads count again what the days move.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customerGrades')
    .addColumn('customerListId', 'text', (c) => c.primaryKey())
    .addColumn('skus', 'integer', (c) => c.notNull())
    .addColumn('windowFrom', 'text')
    .addColumn('oldestCounted', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await markRefill(db, 'customer-grades');
  // Near me orders the places of a box from this index alone before it reads their customers.
  await db.schema.dropIndex('customerLocations_latitude').execute();
  await db.schema
    .createIndex('customerLocations_place')
    .on('customerLocations')
    .columns(['latitude', 'longitude', 'customerListId'])
    .execute();
}
