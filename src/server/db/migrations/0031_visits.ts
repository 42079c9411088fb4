/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { placementOf } from '../../../domain/visits/placement.js';
import { zipCentre } from '../zip-centres.js';
import { columnTypes } from './column-types.js';

/**
 * Customers on the map and visits (issue 27). Every customer already mirrored gets its ZIP code's
 * centre here; from now on the import keeps the places current in its own transaction.
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

  const now = new Date().toISOString();
  const pageSize = 2_000;
  for (let after = ''; ;) {
    const customers: { listId: string; billAddress: unknown; shipAddress: unknown }[] = await db
      .selectFrom('customers')
      .select(['listId', 'billAddress', 'shipAddress'])
      .where('listId', '>', after)
      .orderBy('listId')
      .limit(pageSize)
      .execute();
    if (customers.length === 0) break;
    const rows = customers.flatMap((customer) => {
      const placement = placementOf(
        { billAddress: parsed(customer.billAddress), shipAddress: parsed(customer.shipAddress) },
        null,
        zipCentre,
      );
      if (placement.action !== 'set') return [];
      return [{ customerListId: customer.listId, ...placement.location, updatedAt: now, updatedBy: null }];
    });
    if (rows.length > 0) await db.insertInto('customerLocations').values(rows).execute();
    after = customers.at(-1)!.listId;
  }
}

/** Addresses are JSON text on SQLite and jsonb (already parsed) on PostgreSQL. */
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) ?? null;
