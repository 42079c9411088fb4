import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from '../test/harness.js';
import { seedDemoEvents } from './appointments.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe('seedDemoEvents', () => {
  it('adds one active 4-day trade show around today, once', async () => {
    expect(await seedDemoEvents(runtime, new Date('2026-04-12T15:00:00Z'))).toBe(true);
    expect(await seedDemoEvents(runtime, new Date('2026-04-12T15:00:00Z'))).toBe(false);
    const events = await runtime.database.db.selectFrom('events').selectAll().execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      name: 'Trade Show 2026',
      starting: '2026-04-11',
      ending: '2026-04-14',
      active: true,
      authorName: 'Humidor',
    });
  });
});
