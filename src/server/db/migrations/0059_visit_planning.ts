/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * What planning visits needs, kept per customer and per rep (issue 47, parts 1 and 2): a customer's
 * own opening hours (without a row, its type's default from the admin's setting), a rep's working
 * days, and a rep's pins on customers (in or out of their plans).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customerHours')
    .addColumn('customerListId', 'text', (c) => c.primaryKey())
    .addColumn('openingHours', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedBy', 'text')
    .execute();
  await db.schema
    .createTable('repWorkingDays')
    .addColumn('userId', 'text', (c) => c.primaryKey())
    .addColumn('workingDays', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedBy', 'text')
    .execute();
  await db.schema
    .createTable('visitPins')
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('pin', 'text', (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('visitPins_pk', ['userId', 'customerListId'])
    .execute();
}
