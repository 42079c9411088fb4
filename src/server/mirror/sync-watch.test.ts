import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../live/bus.js';
import { recordSuccessfulSync } from '../system/queries.js';
import { openTestRuntime } from '../test/harness.js';
import type { Runtime } from '../runtime.js';
import { watchOtherProcessSyncs } from './sync-watch.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe('watchOtherProcessSyncs', () => {
  it('tells listeners when another process records a sync, once per new time', async () => {
    const app = Fastify();
    const deps = { db: runtime.database.db, bus: runtime.bus };
    watchOtherProcessSyncs(app, deps, 20);
    const events: ChangeEvent[] = [];
    const unsubscribe = runtime.bus.subscribe((e) => events.push(e));
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([]);

    await recordSuccessfulSync(deps.db, new Date('2026-11-21T10:00:00Z'));
    await expect.poll(() => events.length, { timeout: 2_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([{ kind: 'sync.completed' }]);
    unsubscribe();
    await app.close();
  });
});
