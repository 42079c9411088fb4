/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The compliance half of the order desk (issue 46): the shops' licenses and the reminders sent
 * before they expire, the states' published license lists and their column mappings, the
 * company's own permits, the dated rules admins add beside the shipped ones, and what excise tax
 * needs to know of brands and items.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customerLicenses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('locality', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('issuedOn', 'text')
    .addColumn('expiresOn', 'text')
    .addColumn('check', 'text', (c) => c.notNull())
    .addColumn('attachmentId', 'text')
    .addColumn('checkedAt', t.timestamp, (c) => c.notNull())
    .addColumn('checkedById', 'text')
    .addColumn('goneFromListAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('deletedAt', t.timestamp)
    .execute();
  await db.schema
    .createIndex('customerLicenses_customer')
    .on('customerLicenses')
    .columns(['customerListId'])
    .execute();
  await db.schema
    .createIndex('customerLicenses_number')
    .on('customerLicenses')
    .columns(['state', 'number'])
    .execute();
  await db.schema
    .createIndex('customerLicenses_expiry')
    .on('customerLicenses')
    .columns(['expiresOn'])
    .execute();

  // One row per reminder sent: a renewed license (a new expiry) is reminded again.
  await db.schema
    .createTable('licenseReminders')
    .addColumn('licenseId', 'text', (c) => c.notNull())
    .addColumn('daysBefore', 'integer', (c) => c.notNull())
    .addColumn('expiresOn', 'text', (c) => c.notNull())
    .addColumn('sentAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('licenseReminders_pk', ['licenseId', 'daysBefore', 'expiresOn'])
    .execute();

  await db.schema
    .createTable('licenseListMappings')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('columnMapping', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedById', 'text')
    .execute();
  await db.schema
    .createTable('licenseListEntries')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('issuedOn', 'text')
    .addColumn('expiresOn', 'text')
    .addColumn('importId', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('licenseListEntries_pk', ['state', 'number'])
    .execute();
  await db.schema
    .createTable('licenseListImports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('rowCount', 'integer', (c) => c.notNull())
    .addColumn('importSummary', t.json, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('createdById', 'text')
    .execute();

  await db.schema
    .createTable('companyPermits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('issuedOn', 'text')
    .addColumn('expiresOn', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedById', 'text')
    .addColumn('deletedAt', t.timestamp)
    .execute();

  // Rows admins add beside the rules Humidor ships (src/domain/compliance): never edited, only added.
  await db.schema
    .createTable('complianceRules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('effectiveFrom', 'text', (c) => c.notNull())
    .addColumn('ruleBody', t.json, (c) => c.notNull())
    .addColumn('recordedAt', t.timestamp, (c) => c.notNull())
    .addColumn('recordedById', 'text')
    .execute();
  await db.schema
    .createIndex('complianceRules_state')
    .on('complianceRules')
    .columns(['topic', 'state', 'effectiveFrom'])
    .execute();

  await db.schema
    .createTable('taxProfiles')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('profileFields', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedById', 'text')
    .addPrimaryKeyConstraint('taxProfiles_pk', ['scope', 'key'])
    .execute();
}
