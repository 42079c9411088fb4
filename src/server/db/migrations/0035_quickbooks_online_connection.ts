/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The QuickBooks Online connection of a company (its realm): the OAuth tokens, encrypted, with their
 * expiries, whether it still works, and what the page shows of its syncs. And the `state` values of
 * connections under way, each bound to the admin's session and used once (decision 0230).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('qboConnections')
    .addColumn('realmId', 'text', (c) => c.primaryKey())
    .addColumn('companyName', 'text')
    .addColumn('accessToken', 'text', (c) => c.notNull())
    .addColumn('accessTokenExpiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('refreshToken', 'text', (c) => c.notNull())
    .addColumn('refreshTokenExpiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('connectedBy', 'text')
    .addColumn('connectedAt', t.timestamp, (c) => c.notNull())
    .addColumn('lastSyncAt', t.timestamp)
    .addColumn('nextSyncAt', t.timestamp)
    .addColumn('lastError', 'text')
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('qboAuthStates')
    .addColumn('stateHash', 'text', (c) => c.primaryKey())
    .addColumn('sessionHash', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qboAuthStates').execute();
  await db.schema.dropTable('qboConnections').execute();
}
