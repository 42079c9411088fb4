import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';

/** What the admin screen shows of a token; the secret is never stored, only its sha256. */
export interface TokenSummary {
  id: string;
  name: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const summaryColumns = ['id', 'name', 'createdAt', 'createdBy', 'lastUsedAt', 'revokedAt'] as const;

/** Creates a token; the returned secret is shown once and cannot be recovered. */
export async function createIntegrationToken(
  db: Db,
  input: { name: string; createdBy: string | null },
): Promise<{ token: TokenSummary; secret: string }> {
  const secret = `hmd_${randomBytes(32).toString('base64url')}`;
  const token: TokenSummary = {
    id: crypto.randomUUID(),
    name: input.name,
    createdAt: new Date().toISOString(),
    createdBy: input.createdBy,
    lastUsedAt: null,
    revokedAt: null,
  };
  await db
    .insertInto('integrationTokens')
    .values({ ...token, tokenHash: hashOf(secret) })
    .execute();
  return { token, secret };
}

export async function listIntegrationTokens(db: Db): Promise<TokenSummary[]> {
  return db.selectFrom('integrationTokens').select(summaryColumns).orderBy('createdAt', 'desc').execute();
}

/** Revokes a token at once; revoking one already revoked keeps its first revocation time. */
export async function revokeIntegrationToken(db: Db, id: string): Promise<TokenSummary> {
  const now = new Date().toISOString();
  await db
    .updateTable('integrationTokens')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();
  const token = await db
    .selectFrom('integrationTokens')
    .select(summaryColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!token) throw notFound(`An integration token with the ID ${id} does not exist`);
  return token;
}

/**
 * The id of the live token in an `Authorization: Bearer <token>` header, or null. Marks the token
 * as used.
 */
export async function integrationTokenFromHeader(
  db: Db,
  authorization: string | undefined,
): Promise<string | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const token = await db
    .selectFrom('integrationTokens')
    .select(['id'])
    .where('tokenHash', '=', hashOf(match[1]))
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (!token) return null;
  await db
    .updateTable('integrationTokens')
    .set({ lastUsedAt: new Date().toISOString() })
    .where('id', '=', token.id)
    .execute();
  return token.id;
}
