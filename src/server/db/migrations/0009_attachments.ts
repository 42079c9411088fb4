/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ownerType', 'text', (c) => c.notNull())
    .addColumn('ownerId', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', t.bigint, (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('storagePath', 'text', (c) => c.notNull())
    .addColumn('previewStoragePath', 'text')
    .addColumn('previewContentType', 'text')
    .addColumn('uploadedById', 'text')
    .addColumn('uploadedByName', 'text', (c) => c.notNull())
    .addColumn('uploadedByEmail', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attachments_owner_created')
    .on('attachments')
    .columns(['ownerType', 'ownerId', 'createdAt'])
    .execute();
  // Orders count their attachments already (0005); the spec keeps the time of the last one too.
  await db.schema.alterTable('orders').addColumn('lastAttachmentAt', t.timestamp).execute();
}
