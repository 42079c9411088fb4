import type { Db, Tx } from '../../../db/database.js';
import { enqueueJob } from '../../../shared/jobs/queue.js';

/** A round of sending waiting app orders to QuickBooks Online: every minute, and at once after a Retry. */
export const onlinePushKind = 'quickbooks-online-push';

const everyMs = 60_000;

/** Queues the round of the next minute (at start, and by each round); its key is its slot, so once for all instances. */
export async function scheduleNextOnlinePush(db: Db | Tx, now: Date): Promise<void> {
  const runAt = new Date(Math.floor(now.getTime() / everyMs) * everyMs + everyMs);
  await enqueueJob(db, { kind: onlinePushKind, key: `${onlinePushKind}:${runAt.toISOString()}`, runAt }, now);
}

/** Asks for a round now, in the caller's transaction (a Retry); `reason` makes the key. */
export async function requestOnlinePush(db: Db | Tx, reason: string, now = new Date()): Promise<void> {
  await enqueueJob(
    db,
    { kind: onlinePushKind, key: `${onlinePushKind}:${reason}`, subject: reason, runAt: now },
    now,
  );
}
