import type { Principal } from '../../domain/access/policy.js';
import type { Db, Tx } from '../db/database.js';

/** The creates a form may repeat with the same client ID, and task changes the outbox may resend. */
type ClientWriteKind = 'note' | 'comment' | 'order' | 'task';

/** One create as the client identified it: who made it, of what, with which form's ID. */
export interface ClientWrite {
  userId: string;
  kind: ClientWriteKind;
  clientId: string;
}

/** Writes, inside the create's own transaction, what a repeat of it will be answered from. */
export type Remember<Saved> = (tx: Tx, saved: Saved) => Promise<void>;

/** The client write of a create, or null when the client sent no ID (nothing to deduplicate). */
export function clientWriteOf(
  user: Principal,
  kind: ClientWriteKind,
  clientId: string | undefined,
): ClientWrite | null {
  return clientId ? { userId: user.id, kind, clientId } : null;
}

/** SQLite and PostgreSQL report a broken UNIQUE or PRIMARY KEY constraint differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

async function findSaved<Saved>(db: Db, write: ClientWrite): Promise<Saved | null> {
  const row = await db
    .selectFrom('clientWrites')
    .select('result')
    .where('userId', '=', write.userId)
    .where('kind', '=', write.kind)
    .where('clientId', '=', write.clientId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.result) as Saved) : null;
}

/**
 * Runs a create at most once per user, kind and client ID. `create` saves the record and calls
 * `remember` in the same transaction; a repeat, even one racing the first, is answered by
 * `replay` from what the first remembered (the unique key makes the loser's transaction fail and
 * roll back, whole). Without a client ID the create simply runs.
 */
export async function createOnce<Saved, Result>(
  db: Db,
  write: ClientWrite | null,
  steps: { create(remember: Remember<Saved>): Promise<Result>; replay(saved: Saved): Promise<Result> },
): Promise<Result> {
  if (!write) return steps.create(async () => undefined);
  const earlier = await findSaved<Saved>(db, write);
  if (earlier) return steps.replay(earlier);
  const remember: Remember<Saved> = async (tx, saved) => {
    await tx
      .insertInto('clientWrites')
      .values({ ...write, result: JSON.stringify(saved), createdAt: new Date().toISOString() })
      .execute();
  };
  try {
    return await steps.create(remember);
  } catch (error) {
    const winner = isUniqueViolation(error) ? await findSaved<Saved>(db, write) : null;
    if (!winner) throw error;
    return steps.replay(winner);
  }
}

/**
 * How long a create's client ID is remembered: far longer than a phone keeps a write in its outbox
 * (it resends with backoff whenever it has signal), so a repeat always finds it.
 */
export const clientWriteDays = 90;

/** Forgets the client IDs of creates older than `clientWriteDays` (the daily purge); answers how many. */
export async function forgetOldClientWrites(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - clientWriteDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom('clientWrites').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
