/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('image', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('office'))
    .addColumn('banned', t.boolean)
    .addColumn('banReason', 'text')
    .addColumn('banExpires', t.timestamp)
    .addColumn('firstName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('repCode', 'text')
    .addColumn('states', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('nameAliases', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('active', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
    .addColumn('untaggable', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('canChangeOrderStatus', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('reportUrl', 'text')
    .addColumn('lastLoginAt', t.timestamp)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('impersonatedBy', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
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
  await db.schema.createIndex('accounts_user').on('accounts').column('userId').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp)
    .addColumn('updatedAt', t.timestamp)
    .execute();

  await db.schema
    .createTable('rateLimits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', t.bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('signInFailures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('firstFailureAt', t.timestamp, (c) => c.notNull())
    .addColumn('lockedUntil', t.timestamp)
    .execute();

  await db.schema
    .createTable('systemInfo')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
}
