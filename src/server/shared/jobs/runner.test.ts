import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime/runtime.js';
import { openTestRuntime } from '../../test/harness.js';
import { claimDue } from './claim.js';
import { testClock } from './clock.js';
import { enqueueJob } from './queue.js';
import { createJobRunner, type JobHandler } from './runner.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime?.close());

const statusOf = async (key: string) =>
  runtime.database.db
    .selectFrom('jobs')
    .select(['status', 'attempts', 'runAt', 'lastError'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow();

function runnerWith(
  handler: JobHandler,
  clock = testClock(),
  extra: { leaseMs?: number; maxAttempts?: number } = {},
) {
  return createJobRunner({
    db: runtime.database.db,
    dialect: runtime.database.dialect,
    clock,
    handlers: { probe: handler },
    batchSize: 5,
    ...extra,
  });
}

describe('the job runner', () => {
  it('runs each due job once with two runners claiming at the same time', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `two-runners:${i}`);
    for (const key of keys)
      await enqueueJob(runtime.database.db, { kind: 'probe', key, runAt: new Date(Date.now() - 1000) });
    const ran: string[] = [];
    const handler: JobHandler = async ({ job, tx }) => {
      // A write in the job's transaction, so the runners really overlap on the database.
      await tx.updateTable('jobs').set({ lastError: 'seen' }).where('id', '=', job.id).execute();
      ran.push(job.key);
    };
    const a = runnerWith(handler);
    const b = runnerWith(handler);
    for (let round = 0; round < 8; round += 1) await Promise.all([a.runOnce(), b.runOnce()]);
    const mine = ran.filter((k) => k.startsWith('two-runners:'));
    expect(mine.sort()).toEqual([...keys].sort());
    for (const key of keys) expect((await statusOf(key)).status).toBe('done');
  });

  it('leaves a job to its time, and runs it after a restart once the time has come', async () => {
    const clock = testClock();
    await enqueueJob(runtime.database.db, {
      kind: 'probe',
      key: 'later',
      runAt: new Date(clock.now().getTime() + 3_600_000),
    });
    const ran: string[] = [];
    const handler: JobHandler = async ({ job }) => {
      ran.push(job.key);
    };
    await runnerWith(handler, clock).runOnce();
    expect(ran).not.toContain('later');
    clock.advance(3_600_001);
    await runnerWith(handler, clock).runOnce();
    expect(ran).toContain('later');
  });

  it('takes over a job whose runner died mid-run once its claim expires, and runs it once', async () => {
    const clock = testClock();
    await enqueueJob(runtime.database.db, {
      kind: 'probe',
      key: 'orphan',
      runAt: new Date(clock.now().getTime() - 1),
    });
    // A runner claims it and dies before finishing.
    const dead = await claimDue(runtime.database.db, runtime.database.dialect, 'jobs', {
      owner: 'dead',
      now: clock.now(),
      leaseMs: 60_000,
      limit: 100,
    });
    expect(dead.length).toBeGreaterThanOrEqual(1);
    const ran: string[] = [];
    const alive = runnerWith(async ({ job }) => {
      ran.push(job.key);
    }, clock);
    await alive.runOnce();
    expect(ran).not.toContain('orphan');
    clock.advance(60_001);
    await alive.runOnce();
    await alive.runOnce();
    expect(ran.filter((k) => k === 'orphan')).toEqual(['orphan']);
    expect((await statusOf('orphan')).status).toBe('done');
  });

  it('retries a failing job later with a growing pause, then gives up; its writes are undone each time', async () => {
    const clock = testClock();
    await enqueueJob(runtime.database.db, {
      kind: 'probe',
      key: 'flaky',
      runAt: new Date(clock.now().getTime() - 1),
    });
    let calls = 0;
    const runner = runnerWith(
      async ({ job, tx }) => {
        if (job.key !== 'flaky') return;
        calls += 1;
        await tx
          .updateTable('jobs')
          .set({ subject: `attempt ${calls}` })
          .where('id', '=', job.id)
          .execute();
        throw new Error('SMTP said no');
      },
      clock,
      { maxAttempts: 3 },
    );
    await runner.runOnce();
    let row = await statusOf('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP said no' });
    const firstRetry = Date.parse(row.runAt) - clock.now().getTime();
    await runner.runOnce();
    expect(calls).toBe(1);
    clock.advance(firstRetry + 1);
    await runner.runOnce();
    row = await statusOf('flaky');
    expect(row.attempts).toBe(2);
    expect(Date.parse(row.runAt) - clock.now().getTime()).toBeGreaterThan(firstRetry);
    clock.advance(24 * 3_600_000);
    await runner.runOnce();
    expect(await statusOf('flaky')).toMatchObject({ status: 'failed', attempts: 3 });
    const subject = await runtime.database.db
      .selectFrom('jobs')
      .select('subject')
      .where('key', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(subject.subject).toBeNull();
  });

  it('stops between rounds when asked', async () => {
    const runner = runnerWith(async () => undefined);
    runner.start();
    await runner.stop(2_000);
    expect(await runner.runOnce()).toBe(0);
  });
});
