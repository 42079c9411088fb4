/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

type Types = ReturnType<typeof columnTypes>;

function transactionColumns(table: CreateTableBuilder<any, any>, t: Types) {
  return table
    .addColumn('txnId', 'text', (c) => c.primaryKey())
    .addColumn('refNumber', 'text', (c) => c.notNull())
    .addColumn('txnDate', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('customerName', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text')
    .addColumn('billAddress', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('shipAddress', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('termsName', 'text')
    .addColumn('salesRepName', 'text')
    .addColumn('poNumber', 'text')
    .addColumn('subtotal', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('linkedTxns', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('memo', 'text')
    .addColumn('timeModified', t.timestamp)
    .addColumn('editSequence', 'text')
    .addColumn('raw', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject));
}

function lineColumns(table: CreateTableBuilder<any, any>, t: Types, parent: string) {
  return table
    .addColumn('txnId', 'text', (c) => c.notNull().references(`${parent}.txnId`).onDelete('cascade'))
    .addColumn('lineNo', 'integer', (c) => c.notNull())
    .addColumn('txnLineId', 'text')
    .addColumn('itemListId', 'text')
    .addColumn('itemName', 'text')
    .addColumn('desc', 'text')
    .addColumn('quantity', t.decimal, (c) => c.notNull().defaultTo(0))
    .addColumn('rate', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('amount', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('txnDate', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${parent}_lines_pk`, ['txnId', 'lineNo']);
}

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('customers')
    .addColumn('listId', 'text', (c) => c.primaryKey())
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('companyName', 'text')
    .addColumn('firstName', 'text')
    .addColumn('lastName', 'text')
    .addColumn('accountNumber', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('balance', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('isActive', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
    .addColumn('state', 'text')
    .addColumn('shipState', 'text')
    .addColumn('city', 'text')
    .addColumn('shipCity', 'text')
    .addColumn('billAddress', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('shipAddress', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('termsName', 'text')
    .addColumn('priceLevelListId', 'text')
    .addColumn('priceLevelName', 'text')
    .addColumn('salesRepName', 'text')
    .addColumn('isTaaMember', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('dataExt', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('additionalContacts', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('timeCreated', t.timestamp)
    .addColumn('timeModified', t.timestamp)
    .addColumn('editSequence', 'text')
    .addColumn('raw', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .execute();
  await db.schema.createIndex('customers_state').on('customers').column('state').execute();
  await db.schema.createIndex('customers_ship_state').on('customers').column('shipState').execute();
  await db.schema.createIndex('customers_full_name').on('customers').column('fullName').execute();

  await db.schema
    .createTable('items')
    .addColumn('listId', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('salesDesc', 'text')
    .addColumn('salesPrice', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('quantityOnHand', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantityOnSalesOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo('Misc'))
    .addColumn('sticks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('itemType', 'text', (c) => c.notNull().defaultTo('Misc'))
    .addColumn('msrp', t.money)
    .addColumn('isActive', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('inventory'))
    .addColumn('timeModified', t.timestamp)
    .addColumn('editSequence', 'text')
    .addColumn('raw', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .execute();
  await db.schema.createIndex('items_name').on('items').column('name').execute();

  await transactionColumns(db.schema.createTable('invoices'), t)
    .addColumn('dueDate', 'text')
    .addColumn('balanceRemaining', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('isPaid', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('tracking', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .execute();
  await transactionColumns(db.schema.createTable('salesOrders'), t)
    .addColumn('fob', 'text')
    .addColumn('isFullyInvoiced', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('isManuallyClosed', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .execute();
  await transactionColumns(db.schema.createTable('creditMemos'), t)
    .addColumn('totalAmount', t.money, (c) => c.notNull().defaultTo(0))
    .addColumn('creditRemaining', t.money, (c) => c.notNull().defaultTo(0))
    .execute();
  for (const table of ['invoices', 'salesOrders', 'creditMemos']) {
    await db.schema.createIndex(`${table}_ref`).on(table).column('refNumber').execute();
    await db.schema
      .createIndex(`${table}_customer_date`)
      .on(table)
      .columns(['customerListId', 'txnDate'])
      .execute();
    await db.schema.createIndex(`${table}_state_date`).on(table).columns(['shipState', 'txnDate']).execute();
    await db.schema.createIndex(`${table}_date`).on(table).columns(['txnDate', 'txnId']).execute();
  }
  // Customer statistics join each invoice line to its invoice for the ship state (a rep's scope):
  // covering that lookup keeps it off the wide invoice rows.
  await db.schema.createIndex('invoices_txn_state').on('invoices').columns(['txnId', 'shipState']).execute();

  await lineColumns(db.schema.createTable('invoiceLines'), t, 'invoices').execute();
  await lineColumns(db.schema.createTable('salesOrderLines'), t, 'salesOrders')
    .addColumn('invoiced', t.decimal, (c) => c.notNull().defaultTo(0))
    .execute();
  await lineColumns(db.schema.createTable('creditMemoLines'), t, 'creditMemos').execute();
  for (const table of ['invoiceLines', 'salesOrderLines', 'creditMemoLines']) {
    await db.schema
      .createIndex(`${table}_customer_item`)
      .on(table)
      .columns(['customerListId', 'itemListId', 'txnDate'])
      .execute();
    await db.schema.createIndex(`${table}_item`).on(table).columns(['itemListId', 'txnDate']).execute();
  }

  await db.schema
    .createTable('priceLevels')
    .addColumn('listId', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('percentOff', t.decimal, (c) => c.notNull().defaultTo(0))
    .addColumn('isActive', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
    .addColumn('raw', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .execute();
  await db.schema
    .createTable('terms')
    .addColumn('listId', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('isActive', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
    .addColumn('raw', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .execute();
  await db.schema
    .createTable('salesReps')
    .addColumn('listId', 'text', (c) => c.primaryKey())
    .addColumn('initial', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('isActive', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
    .addColumn('raw', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .execute();

  await db.schema
    .createTable('integrationTokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('createdBy', 'text')
    .addColumn('lastUsedAt', t.timestamp)
    .addColumn('revokedAt', t.timestamp)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedBy', 'text')
    .execute();
}
