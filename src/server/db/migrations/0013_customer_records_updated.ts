/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

const tables = ['customerContacts', 'customerDescriptions'] as const;

/** Contacts and descriptions list by their last save (updatedAt), so the index follows that order. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_customer_created`).execute();
    await db.schema
      .createIndex(`${table}_customer_updated`)
      .on(table)
      .columns(['customerListId', 'updatedAt'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_customer_updated`).execute();
    await db.schema
      .createIndex(`${table}_customer_created`)
      .on(table)
      .columns(['customerListId', 'createdAt'])
      .execute();
  }
}
