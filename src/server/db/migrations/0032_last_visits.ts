/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The last visit of each customer, kept beside the customer so the map, Due and Near me read it for
 * 45,000 customers without scanning visits and notes (server/visits/last-visit.ts keeps it). Notes
 * tagged Visit written before check-ins existed count, so the backfill reads them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customerLastVisits')
    .addColumn('customerListId', 'text', (c) => c.primaryKey())
    .addColumn('lastVisitAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db
    .insertInto('customerLastVisits')
    .columns(['customerListId', 'lastVisitAt'])
    .expression(
      db
        .selectFrom('notes')
        .innerJoin('noteTags', 'noteTags.noteId', 'notes.id')
        .where('noteTags.tag', '=', 'Visit')
        .where('notes.customerListId', 'is not', null)
        .select(['notes.customerListId', (eb) => eb.fn.max('notes.createdAt').as('lastVisitAt')])
        .groupBy('notes.customerListId'),
    )
    .execute();
}
