import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../domain/live/changes.js';
import { openTestRuntime, testDialect } from '../test/harness.js';
import { listenToChanges } from '../test/live-events.js';
import type { Runtime } from '../runtime/runtime.js';
import { createPostgresBus } from './bus.js';

const change = (id: string): ChangeEvent => ({ kind: 'note.changed', id, scopeStates: ['FL'] });

describe(`the live bus on ${testDialect}`, () => {
  let runtime: Runtime;
  beforeAll(async () => {
    runtime = await openTestRuntime();
  });
  afterAll(() => runtime.close());

  it("tells the publishing process's subscribers before publish returns, and once", async () => {
    const live = listenToChanges(runtime.bus);
    const sent = runtime.bus.publish(change('n1'));
    // What a change makes this process forget is forgotten before the request that made it is answered.
    expect(live.heard).toEqual([change('n1')]);
    await sent;
    expect(await live.settled()).toEqual([change('n1')]);
    live.stop();
  });

  // Only PostgreSQL carries changes between processes (decision 0231); SQLite is one process.
  if (testDialect === 'postgres') {
    it('carries a change to the other processes once, and not back to its own', async () => {
      const pool = runtime.database.pgPool!;
      const channel = `humidor_events_bus_test_${crypto.randomUUID().replaceAll('-', '')}`;
      const here = await createPostgresBus(pool, channel);
      const there = await createPostgresBus(pool, channel);
      const heardHere: ChangeEvent[] = [];
      const heardThere: ChangeEvent[] = [];
      here.subscribe((event) => heardHere.push(event));
      there.subscribe((event) => heardThere.push(event));
      try {
        await here.publish(change('n2'));
        await there.publish(change('n3'));
        // NOTIFY arrives in the order sent: once n3 is here, here's own notice of n2 came back before it.
        await expect.poll(() => heardHere, { timeout: 10_000 }).toEqual([change('n2'), change('n3')]);
        // There heard its own n3 at once and here's n2 whenever NOTIFY brought it: either order.
        await expect.poll(() => heardThere.length, { timeout: 10_000 }).toBe(2);
        expect(heardThere).toEqual(expect.arrayContaining([change('n2'), change('n3')]));
        await here.publish(change('n4'));
        await expect.poll(() => heardThere.length, { timeout: 10_000 }).toBe(3);
        expect(heardHere).toEqual([change('n2'), change('n3'), change('n4')]);
      } finally {
        await here.close();
        await there.close();
      }
    });
  }
});
