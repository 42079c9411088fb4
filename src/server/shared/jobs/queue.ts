import type { Db, Tx } from '../../db/database.js';

export interface NewJob {
  kind: string;
  /** Unique forever: a job with a key already used is not added again (a cancelled one is revived). */
  key: string;
  subject?: string | null;
  payload?: Record<string, unknown>;
  runAt: Date;
}

/**
 * Adds a job inside the caller's transaction, so it exists exactly when the change that asked for
 * it was saved. A key already done stays done (never twice); a cancelled one is pending again.
 */
export async function enqueueJob(tx: Tx | Db, job: NewJob, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const runAt = job.runAt.toISOString();
  await tx
    .insertInto('jobs')
    .values({
      id: crypto.randomUUID(),
      kind: job.kind,
      key: job.key,
      subject: job.subject ?? null,
      jobPayload: job.payload ?? {},
      status: 'pending',
      runAt,
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ status: 'pending', runAt, attempts: 0, lastError: null, updatedAt: at })
        .where('jobs.status', '=', 'cancelled'),
    )
    .execute();
}

/** Cancels the pending jobs of a kind about a subject, except the one with `keep`'s key. */
export async function cancelJobs(
  tx: Tx | Db,
  kind: string,
  subject: string,
  options: { keep?: string; now?: Date } = {},
): Promise<void> {
  let query = tx
    .updateTable('jobs')
    .set({ status: 'cancelled', updatedAt: (options.now ?? new Date()).toISOString() })
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('status', '=', 'pending');
  if (options.keep) query = query.where('key', '!=', options.keep);
  await query.execute();
}
