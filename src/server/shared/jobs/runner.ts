import { setTimeout as sleep } from 'node:timers/promises';
import type { Dialect } from '../../db/codec.js';
import type { Db, Tx } from '../../db/database.js';
import { backoffMs, claimDue } from './claim.js';
import type { Clock } from './clock.js';

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  subject: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Does one job inside the transaction that marks it done, so its writes and "done" commit together
 * (a crash in between leaves neither, and the job runs again). What must wait for the commit
 * (live events) comes back as a function.
 */
export type JobHandler = (input: {
  tx: Tx;
  job: ClaimedJob;
  now: Date;
}) => Promise<(() => Promise<void>) | void>;

/** Other claimable work polled in the same loop (the mail outbox); answers how many rows it handled. */
export interface Worker {
  name: string;
  runOnce(now: Date): Promise<number>;
}

export interface RunnerLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  workers?: Worker[];
  /** How long the loop sleeps between rounds. */
  pollMs?: number;
  /** How long a claim holds before another process may take the job over (its claimant died). */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  logger?: RunnerLogger;
  /** This process's name on the rows it claims. */
  owner?: string;
}

export interface JobRunner {
  readonly owner: string;
  /** One round: claims due jobs and runs them, then each worker's round. Answers how many ran. */
  runOnce(): Promise<number>;
  start(): void;
  /** Runs a round now instead of at the next poll (after the test clock moved). */
  poke(): void;
  /** Stops polling and waits (at most `timeoutMs`) for the round under way. */
  stop(timeoutMs?: number): Promise<void>;
}

class LeaseLost extends Error {}

/** Gives up waiting after `ms`; the work itself goes on, its claim expiring if it never ends. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  const timeout = new AbortController();
  try {
    return await Promise.race([
      work,
      sleep(ms, undefined, { signal: timeout.signal }).then(() => {
        throw new Error(`${what} did not finish within ${ms} ms`);
      }),
    ]);
  } finally {
    timeout.abort();
  }
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, dialect, clock, handlers } = options;
  const workers = options.workers ?? [];
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const owner = options.owner ?? `runner-${crypto.randomUUID()}`;
  let stopped = true;
  let loop: Promise<void> | null = null;
  let wake: AbortController | null = null;

  async function runJob(id: string, attempts: number): Promise<void> {
    const now = clock.now();
    const afterCommit: { run?: () => Promise<void> } = {};
    try {
      await db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('jobs')
          .select(['id', 'kind', 'key', 'subject', 'jobPayload'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const handler = handlers[row.kind];
        if (!handler) throw new Error(`No handler for jobs of kind ${row.kind}`);
        const job = { ...row, payload: row.jobPayload, attempts };
        afterCommit.run = (await handler({ tx, job, now })) ?? undefined;
        const done = await tx
          .updateTable('jobs')
          .set({ status: 'done', lockedBy: null, lockedUntil: null, updatedAt: now.toISOString() })
          .where('id', '=', id)
          .where('lockedBy', '=', owner)
          .where('status', '=', 'running')
          .executeTakeFirst();
        // Another process took the job over (our claim expired): its run counts, ours is undone.
        if (Number(done.numUpdatedRows) !== 1) throw new LeaseLost();
      });
    } catch (error) {
      if (error instanceof LeaseLost) return;
      const failed = attempts >= maxAttempts;
      options.logger?.[failed ? 'error' : 'warn']({ err: error, jobId: id }, 'A background job failed.');
      await db
        .updateTable('jobs')
        .set({
          status: failed ? 'failed' : 'pending',
          runAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: now.toISOString(),
        })
        .where('id', '=', id)
        .where('lockedBy', '=', owner)
        .execute();
      return;
    }
    await afterCommit.run?.();
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDue(db, dialect, 'jobs', {
      owner,
      now: clock.now(),
      leaseMs,
      limit: batchSize,
    });
    for (const { id, attempts } of claimed) await within(runJob(id, attempts), leaseMs, `Job ${id}`);
    let count = claimed.length;
    for (const worker of workers) count += await within(worker.runOnce(clock.now()), leaseMs, worker.name);
    return count;
  }

  async function poll(): Promise<void> {
    while (!stopped) {
      try {
        const count = await runOnce();
        // A full batch may mean more are due: go again without sleeping.
        if (count >= batchSize) continue;
      } catch (error) {
        options.logger?.error({ err: error }, 'The background job runner could not run a round.');
      }
      if (stopped) break;
      wake = new AbortController();
      await sleep(pollMs, undefined, { signal: wake.signal }).catch(() => undefined);
      wake = null;
    }
  }

  return {
    owner,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      loop = poll();
    },
    poke() {
      wake?.abort();
    },
    async stop(timeoutMs = 5_000) {
      stopped = true;
      wake?.abort();
      if (loop) await within(loop, timeoutMs, 'The job runner').catch(() => undefined);
      loop = null;
    },
  };
}
