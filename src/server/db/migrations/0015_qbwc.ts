/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('qbwcConnections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('userName', 'text', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('ownerGuid', 'text', (c) => c.notNull())
    .addColumn('fileGuid', 'text', (c) => c.notNull())
    .addColumn('runEveryMinutes', 'integer', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('qbwcRuns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('connectionId', 'text', (c) =>
      c.notNull().references('qbwcConnections.id').onDelete('cascade'),
    )
    .addColumn('ticket', 'text', (c) => c.notNull().unique())
    .addColumn('startedAt', t.timestamp, (c) => c.notNull())
    .addColumn('endedAt', t.timestamp)
    .addColumn('lastSeenAt', t.timestamp, (c) => c.notNull())
    .addColumn('runState', t.json, (c) => c.notNull())
    .addColumn('pulledCounts', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('pushedCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('runErrors', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('succeeded', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .execute();
  await db.schema
    .createIndex('qbwcRuns_connection_started')
    .on('qbwcRuns')
    .columns(['connectionId', 'startedAt'])
    .execute();
  await db.schema
    .createTable('qbwcWatermarks')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('qbTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('qbwcPushes')
    .addColumn('orderId', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('refNumber', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text')
    .addColumn('txnId', 'text')
    .addColumn('error', 'text')
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['qbwcPushes', 'qbwcWatermarks', 'qbwcRuns', 'qbwcConnections']) {
    await db.schema.dropTable(table).execute();
  }
}
