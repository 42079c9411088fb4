import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSuccessfulImport } from '../system/queries.js';
import { openTestRuntime } from '../test/harness.js';
import { listenToChanges } from '../test/live-events.js';
import type { Runtime } from '../runtime/runtime.js';
import { watchOtherProcessImports } from './import-watch.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe('watchOtherProcessImports', () => {
  it('tells listeners when another process records an import, once per new time', async () => {
    const app = Fastify();
    const deps = { db: runtime.database.db, bus: runtime.bus };
    const look = watchOtherProcessImports(app, deps, 20);
    const live = listenToChanges(runtime.bus);
    await app.ready();
    await look();
    // The time found at start is nobody's news.
    expect(await live.settled()).toEqual([]);

    await recordSuccessfulImport(deps.db, new Date('2026-11-21T10:00:00Z'));
    // The timer's own look finds it.
    await live.arrived([{ kind: 'import.completed' }]);
    await look();
    expect(await live.settled()).toEqual([{ kind: 'import.completed' }]);
    live.stop();
    await app.close();
  });
});
