import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime } from '../test/harness.js';
import type { Runtime } from '../runtime/runtime.js';
import { demoUsers, ensureDemoUsers } from './demo-users.js';
import { withBootstrapLock } from './lock.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(async () => {
  await runtime?.close();
});

describe('two instances starting together on one database', () => {
  it('create the demo team once: the second waits for the first, then finds it made', async () => {
    const start = () => withBootstrapLock(runtime.database, () => ensureDemoUsers(runtime));
    const created = await Promise.all([start(), start(), start()]);
    expect(created.filter(Boolean)).toHaveLength(1);
    const users = await runtime.database.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(demoUsers.map((u) => u.email).sort());
  });

  it('run one at a time, and a failed start leaves the lock free for the next', async () => {
    const order: string[] = [];
    const step = (name: string, fail = false) =>
      withBootstrapLock(runtime.database, async () => {
        order.push(`${name} in`);
        await new Promise<void>((resolve) => setImmediate(resolve));
        order.push(`${name} out`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([step('a', true), step('b'), step('c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    // every "in" is followed by its own "out" before another start begins
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]).toBe(order[i]?.replace(' in', ' out'));
  });
});
