/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The shop portal's buyers (issue 48, part 1; decision 0324): people outside the company, kept in
 * tables of their own beside better-auth's second instance (the shop's sign-in), never in `users`,
 * so no query of the company's users, pickers, mentions or mail can ever reach one. Each belongs to
 * exactly one customer; an invitation is a one-time token kept as its SHA-256 only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('buyers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('image', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('contactId', 'text')
    .addColumn('invitedById', 'text')
    .addColumn('invitedByName', 'text', (c) => c.notNull())
    .addColumn('invitedAt', t.timestamp, (c) => c.notNull())
    .addColumn('lastLoginAt', t.timestamp)
    .addColumn('revokedAt', t.timestamp)
    .addColumn('revokedByName', 'text')
    .execute();
  await db.schema.createIndex('buyers_customer').on('buyers').column('customerListId').execute();

  await db.schema
    .createTable('buyerSessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('buyerSessions_user').on('buyerSessions').column('userId').execute();

  await db.schema
    .createTable('buyerAccounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', t.timestamp)
    .addColumn('refreshTokenExpiresAt', t.timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('buyerAccounts_user').on('buyerAccounts').column('userId').execute();

  await db.schema
    .createTable('buyerVerifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    // Not `value`: the SQLite codec reads every column of that name as JSON (systemInfo's), and
    // better-auth keeps a JSON *text* here that it parses itself.
    .addColumn('verificationValue', 'text', (c) => c.notNull())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp)
    .addColumn('updatedAt', t.timestamp)
    .execute();

  await db.schema
    .createTable('buyerInvitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyerId', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('usedAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('buyerVerifications_identifier')
    .on('buyerVerifications')
    .column('identifier')
    .execute();
  await db.schema.createIndex('buyerInvitations_buyer').on('buyerInvitations').column('buyerId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['buyerInvitations', 'buyerVerifications', 'buyerAccounts', 'buyerSessions', 'buyers'])
    await db.schema.dropTable(table).execute();
}
