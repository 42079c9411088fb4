/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Signed estimates (issue 48, part 5; decisions 0340, 0341): each "Send for signature" of an order
 * is a row holding the unsigned PDF's storage key and SHA-256, the fingerprint of the order's
 * content as sent (what "changed" compares), and once signed the evidence of the signature and the
 * signed PDF's attachment. A newer request of the same order replaces an unsigned one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('estimateSignatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('orderFingerprint', 'text', (c) => c.notNull())
    .addColumn('unsignedStoragePath', 'text', (c) => c.notNull())
    .addColumn('unsignedSha256', 'text', (c) => c.notNull())
    .addColumn('unsignedSize', 'integer', (c) => c.notNull())
    .addColumn('totalCents', t.bigint, (c) => c.notNull())
    .addColumn('sentById', 'text', (c) => c.notNull())
    .addColumn('sentByName', 'text', (c) => c.notNull())
    .addColumn('sentAt', t.timestamp, (c) => c.notNull())
    .addColumn('signerBuyerId', 'text')
    .addColumn('signerName', 'text')
    .addColumn('signerEmail', 'text')
    .addColumn('signerIp', 'text')
    .addColumn('signedAt', t.timestamp)
    .addColumn('signedSha256', 'text')
    .addColumn('signedAttachmentId', 'text')
    .execute();
  await db.schema
    .createIndex('estimateSignatures_order')
    .on('estimateSignatures')
    .column('orderId')
    .execute();
  await db.schema
    .createIndex('estimateSignatures_customer')
    .on('estimateSignatures')
    .columns(['customerListId', 'sentAt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('estimateSignatures').execute();
}
