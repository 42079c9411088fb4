/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customerContacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerListId', 'text', (c) =>
      c.notNull().references('customers.listId').onDelete('cascade'),
    )
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('middleName', 'text')
    .addColumn('lastName', 'text')
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text')
    .addColumn('email', 'text')
    .addColumn('birthMonth', 'integer')
    .addColumn('birthDay', 'integer')
    .addColumn('birthYear', 'integer')
    .addColumn('about', 'text')
    .addColumn('authorId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customerContacts_customer_created')
    .on('customerContacts')
    .columns(['customerListId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('customerDescriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerListId', 'text', (c) =>
      c.notNull().references('customers.listId').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('authorId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customerDescriptions_customer_created')
    .on('customerDescriptions')
    .columns(['customerListId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customerDescriptions').execute();
  await db.schema.dropTable('customerContacts').execute();
}
