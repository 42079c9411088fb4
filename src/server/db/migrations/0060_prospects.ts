/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Shops that are not customers yet (issue 47, part 5; decisions 0320–0323): the prospects an admin
 * imports from a state's license list or an OpenStreetMap extract, each under its state (the one
 * column that scopes it to reps), the columns chosen per state for a prospects CSV, and each import
 * with what it added, updated and dropped as a customer already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('prospects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sourceKey', 'text', (c) => c.notNull())
    .addColumn('licenseNumber', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('latitude', t.decimal, (c) => c.notNull())
    .addColumn('longitude', t.decimal, (c) => c.notNull())
    .addColumn('placedBy', 'text', (c) => c.notNull())
    .addColumn('hours', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('noteUpdatedAt', t.timestamp)
    .addColumn('noteById', 'text')
    .addColumn('newCustomerInfo', t.json)
    .addColumn('customerPush', 'text')
    .addColumn('convertedAt', t.timestamp)
    .addColumn('convertedById', 'text')
    .addColumn('importId', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  // An import finds a shop it brought before by its key: the same file twice changes nothing.
  await db.schema
    .createIndex('prospects_source')
    .on('prospects')
    .columns(['state', 'sourceKey'])
    .unique()
    .execute();
  // The map and Near me read a box of places, as customerLocations does.
  await db.schema.createIndex('prospects_place').on('prospects').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('prospectMappings')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('columnMapping', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedById', 'text')
    .execute();

  await db.schema
    .createTable('prospectImports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('rowCount', 'integer', (c) => c.notNull())
    .addColumn('importSummary', t.json, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('createdById', 'text')
    .execute();
  await db.schema
    .createIndex('prospectImports_state')
    .on('prospectImports')
    .columns(['state', 'createdAt'])
    .execute();
}
