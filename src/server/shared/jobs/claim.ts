import type { Dialect } from '../../db/codec.js';
import type { Db } from '../../db/database.js';

/** The tables whose rows wait for a time and are claimed by one process: jobs and the mail outbox. */
export type ClaimTable = 'jobs' | 'mailOutbox';

export interface Claimed {
  id: string;
  attempts: number;
}

/**
 * Claims up to `limit` rows that are due (pending with `runAt` passed) or whose claimant died
 * (running past `lockedUntil`), in one statement, so no two claimants get the same row:
 * PostgreSQL skips rows another process is claiming (`FOR UPDATE SKIP LOCKED`); SQLite has one
 * writer, so the single UPDATE … RETURNING is the whole claim. The dialect difference is here only.
 */
export async function claimDue(
  db: Db,
  dialect: Dialect,
  table: ClaimTable,
  options: { owner: string; now: Date; leaseMs: number; limit: number },
): Promise<Claimed[]> {
  // Both tables carry the same claim columns (tables/jobs.ts ClaimColumns); one spelling serves them.
  const t = table as 'jobs';
  const now = options.now.toISOString();
  let due = db
    .selectFrom(t)
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('runAt', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', now)]),
      ]),
    )
    .orderBy('runAt')
    .limit(options.limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable(t)
    .set((eb) => ({
      status: 'running',
      lockedBy: options.owner,
      lockedUntil: new Date(options.now.getTime() + options.leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returning(['id', 'attempts'])
    .execute();
}

/** Retry after 30 s, 1, 2, 4… minutes, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
