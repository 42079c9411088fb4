/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('batchId', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('orderType', 'text', (c) => c.notNull())
    .addColumn('newCustomer', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('customerListId', 'text')
    .addColumn('customerName', 'text', (c) => c.notNull())
    .addColumn('customerAccountNumber', 'text')
    .addColumn('customerCity', 'text')
    .addColumn('customerState', 'text')
    .addColumn('customerShipState', 'text')
    .addColumn('customerPhone', 'text')
    .addColumn('newCustomerInfo', t.json)
    .addColumn('authorId', 'text', (c) => c.notNull())
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('originalAuthorId', 'text', (c) => c.notNull())
    .addColumn('originalAuthorName', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('orderFormType', 'text', (c) => c.notNull())
    .addColumn('priceLevelName', 'text', (c) => c.notNull())
    .addColumn('priceLevelPercent', t.decimal, (c) => c.notNull().defaultTo(0))
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('orderTags', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('multiplyOrder', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('optimalAsmtMet', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('isTaaMember', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('products', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('totals', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('amount', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('freeShipping', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('eventBenefits', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('raffleTickets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('raffleEmail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('estimateId', 'text', (c) => c.notNull())
    .addColumn('commentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attachmentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qbTxnId', 'text')
    .addColumn('pushedAt', t.timestamp)
    .execute();
  await db.schema.createIndex('orders_created').on('orders').columns(['createdAt', 'id']).execute();
  // No index leads with the scope columns: a rep's feed reads orders_created newest first and
  // filters by state, which stays fast within the feed's date range. (A state index made SQLite sort
  // every order of the rep's states for each page: 0.6 s at 500,000 orders; see docs/performance.md.)
  await db.schema
    .createIndex('orders_customer_created')
    .on('orders')
    .columns(['customerListId', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_author_created')
    .on('orders')
    .columns(['authorId', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['status', 'createdAt', 'id'])
    .execute();

  await db.schema
    .createTable('orderLines')
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('lineNo', 'integer', (c) => c.notNull())
    .addColumn('itemListId', 'text', (c) => c.notNull())
    .addColumn('itemName', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('price', t.money, (c) => c.notNull())
    .addColumn('amount', t.money, (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['orderId', 'lineNo'])
    .execute();

  await db.schema
    .createTable('orderTags')
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_tags_pk', ['orderId', 'tag'])
    .execute();
  await db.schema.createIndex('order_tags_tag').on('orderTags').columns(['tag', 'orderId']).execute();

  await db.schema
    .createTable('raffleTickets')
    .addColumn('ticketNumber', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text')
    .addColumn('customerName', 'text', (c) => c.notNull())
    .addColumn('customerState', 'text')
    .addColumn('customerShipState', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('raffle_tickets_order').on('raffleTickets').column('orderId').execute();
  await db.schema
    .createIndex('raffle_tickets_created')
    .on('raffleTickets')
    .columns(['createdAt', 'ticketNumber'])
    .execute();
}
