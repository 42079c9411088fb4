import type { Db, Tx } from '../../../db/database.js';
import { enqueueJob } from '../../../shared/jobs/queue.js';
import type { JobHandler } from '../../../shared/jobs/runner.js';
import type { OnlineSync } from './service.js';

import { onlinePullKind, onlineSyncTickKind } from './job-kinds.js';
import { showNextSync } from './state.js';

export { onlinePullKind, onlineSyncTickKind };

const slotOf = (at: Date, everyMinutes: number) => {
  const ms = everyMinutes * 60_000;
  return new Date(Math.floor(at.getTime() / ms) * ms + ms);
};

/**
 * Makes sure the next scheduled sync is queued (at start, and by each for the next): its key is its
 * time slot, so several instances queue it once.
 */
export async function scheduleNextOnlineSync(db: Db | Tx, now: Date, everyMinutes: number): Promise<void> {
  const runAt = slotOf(now, everyMinutes);
  await enqueueJob(
    db,
    { kind: onlineSyncTickKind, key: `${onlineSyncTickKind}:${runAt.toISOString()}`, runAt },
    now,
  );
  await showNextSync(db, null);
}

/**
 * Asks for one company's sync as soon as a job runner is free, in the caller's transaction: what
 * "Sync now", a webhook and the connection (after connecting) call. `reason` makes the key, so a
 * webhook Intuit delivers twice queues one pull.
 */
export async function requestOnlineSync(db: Db | Tx, realmId: string, reason: string, now = new Date()) {
  await enqueueJob(
    db,
    {
      kind: onlinePullKind,
      key: `${onlinePullKind}:${realmId}:${reason}`,
      subject: realmId,
      payload: { realmId },
      runAt: now,
    },
    now,
  );
  await showNextSync(db, realmId);
}

/**
 * A tick every 5 minutes and a pull per webhook would fill the jobs table; done ones go after a
 * week, long after Intuit stops delivering a notification again (its key only guards against that).
 */
const keepDoneMs = 7 * 24 * 60 * 60_000;
async function forgetDoneJobs(tx: Tx, now: Date): Promise<void> {
  await tx
    .deleteFrom('jobs')
    .where('kind', 'in', [onlineSyncTickKind, onlinePullKind])
    .where('status', '=', 'done')
    .where('runAt', '<', new Date(now.getTime() - keepDoneMs).toISOString())
    .execute();
}

/** The handlers of both kinds; the sync itself starts after the job's commit and is not waited for. */
export function onlineSyncJobHandlers(sync: OnlineSync, everyMinutes: number): Record<string, JobHandler> {
  return {
    [onlineSyncTickKind]: async ({ tx, now }) => {
      await scheduleNextOnlineSync(tx, now, everyMinutes);
      await forgetDoneJobs(tx, now);
      return () => sync.requestAll();
    },
    [onlinePullKind]: ({ job }) => {
      const realmId = String(job.payload.realmId);
      return Promise.resolve(async () => {
        void sync.request(realmId);
      });
    },
  };
}
