import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.js';

/** Long enough to sign in at Intuit and choose the company; short enough that a leaked link is dead. */
export const stateLifetimeMs = 10 * 60_000;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * A fresh `state` for one connection attempt, stored as a hash with the hash of the admin's session
 * token: only that session can bring it back, once, within ten minutes.
 */
export async function issueState(
  db: Db,
  owner: { userId: string; sessionToken: string },
  now = new Date(),
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.deleteFrom('qboAuthStates').where('expiresAt', '<', now.toISOString()).execute();
  await db
    .insertInto('qboAuthStates')
    .values({
      stateHash: hash(state),
      sessionHash: hash(owner.sessionToken),
      userId: owner.userId,
      expiresAt: new Date(now.getTime() + stateLifetimeMs).toISOString(),
    })
    .execute();
  return state;
}

/**
 * Whether `state` was issued to this session and is still unused and fresh. It is deleted by the
 * first attempt, whatever the answer, so a replayed callback finds nothing.
 */
export async function consumeState(
  db: Db,
  state: string,
  sessionToken: string,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .deleteFrom('qboAuthStates')
    .where('stateHash', '=', hash(state))
    .returning(['sessionHash', 'expiresAt'])
    .executeTakeFirst();
  return Boolean(row && row.sessionHash === hash(sessionToken) && row.expiresAt > now.toISOString());
}
