import type { OnlineConnection } from '../../../../domain/quickbooks/online/connection-contract.js';
import type { Db, Tx } from '../../../db/database.js';
import type { QboConnectionsTable } from '../../../db/tables/quickbooks-online-connection.js';
import type { TokenSet } from './intuit-oauth.js';
import type { TokenCipher } from './token-crypto.js';

/** The connection as the admin page shows it: everything but the tokens. */
export async function connectionShown(db: Db): Promise<OnlineConnection | null> {
  const row = await db
    .selectFrom('qboConnections')
    .select(['realmId', 'companyName', 'status', 'connectedAt', 'lastSyncAt', 'nextSyncAt', 'lastError'])
    .orderBy('connectedAt', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The realms whose connection works now, leaving out those waiting to be reconnected. */
export async function workingRealms(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('qboConnections')
    .select('realmId')
    .where('status', '=', 'connected')
    .execute();
  return rows.map((row) => row.realmId);
}

export async function connectionRow(db: Db | Tx, realmId: string): Promise<QboConnectionsTable | undefined> {
  return db.selectFrom('qboConnections').selectAll().where('realmId', '=', realmId).executeTakeFirst();
}

const sealed = (cipher: TokenCipher, realmId: string, tokens: TokenSet) => ({
  accessToken: cipher.seal(tokens.accessToken, realmId),
  accessTokenExpiresAt: tokens.accessTokenExpiresAt,
  refreshToken: cipher.seal(tokens.refreshToken, realmId),
  refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
});

/**
 * The company just connected, replacing any earlier connection: Humidor mirrors one company, and a
 * company connected again keeps its sync columns.
 */
export async function saveConnection(
  db: Db,
  cipher: TokenCipher,
  input: { realmId: string; tokens: TokenSet; companyName: string | null; userId: string },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const values = {
    ...sealed(cipher, input.realmId, input.tokens),
    companyName: input.companyName,
    status: 'connected' as const,
    connectedBy: input.userId,
    connectedAt: at,
    lastError: null,
    updatedAt: at,
  };
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('qboConnections').where('realmId', '!=', input.realmId).execute();
    await tx
      .insertInto('qboConnections')
      .values({ realmId: input.realmId, lastSyncAt: null, nextSyncAt: null, ...values })
      .onConflict((oc) => oc.column('realmId').doUpdateSet(values))
      .execute();
  });
}

/** The rotated tokens, written by the refresh that received them, in its transaction. */
export async function saveRefreshedTokens(
  tx: Db | Tx,
  cipher: TokenCipher,
  realmId: string,
  tokens: TokenSet,
  now = new Date(),
): Promise<void> {
  await tx
    .updateTable('qboConnections')
    .set({ ...sealed(cipher, realmId, tokens), updatedAt: now.toISOString() })
    .where('realmId', '=', realmId)
    .execute();
}

/** Whether this call marked it: a connection already marked (by another instance) stays as it is. */
export async function markNeedsReconnecting(
  tx: Tx,
  realmId: string,
  words: string,
  now = new Date(),
): Promise<boolean> {
  const result = await tx
    .updateTable('qboConnections')
    .set({ status: 'needs-reconnecting', lastError: words, updatedAt: now.toISOString() })
    .where('realmId', '=', realmId)
    .where('status', '=', 'connected')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets the company's tokens; what was mirrored from it stays. */
export async function removeConnection(db: Db): Promise<boolean> {
  const result = await db.deleteFrom('qboConnections').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function saveCompanyName(db: Db, realmId: string, companyName: string): Promise<void> {
  await db.updateTable('qboConnections').set({ companyName }).where('realmId', '=', realmId).execute();
}
