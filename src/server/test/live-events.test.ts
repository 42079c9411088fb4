import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import type { ChangeEvent, EventBus } from '../live/bus.js';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from './harness.js';
import { listenToChanges } from './live-events.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

/** A bus that hands changes over a moment after `publish` returned, as LISTEN/NOTIFY does. */
function lateBus(): EventBus {
  const emitter = new EventEmitter();
  return {
    async publish(event) {
      setTimeout(() => emitter.emit('change', event), 20);
    },
    subscribe(listener: (event: ChangeEvent) => void) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    isConnected: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

describe('listenToChanges', () => {
  it('waits for a change that arrives after the action returned, where reading at once finds nothing', async () => {
    const bus = lateBus();
    const live = listenToChanges(bus);
    await bus.publish({ kind: 'note.changed', id: 'late', scopeStates: ['FL'] });
    expect(live.heard).toEqual([]);
    await live.arrived([{ kind: 'note.changed', id: 'late', scopeStates: ['FL'] }]);
    await bus.publish({ kind: 'order.changed', id: 'later' });
    expect(await live.settled()).toEqual([
      { kind: 'note.changed', id: 'late', scopeStates: ['FL'] },
      { kind: 'order.changed', id: 'later' },
    ]);
    live.stop();
  });

  it('waits for the expected changes, whatever else arrives and in any order', async () => {
    const live = listenToChanges(runtime.bus);
    const waiting = live.arrived([
      { kind: 'note.changed', id: 'n1', scopeStates: ['FL'] },
      { kind: 'import.completed' },
    ]);
    await runtime.bus.publish({ kind: 'import.completed' });
    await runtime.bus.publish({ kind: 'order.changed', id: 'o1' });
    await runtime.bus.publish({ kind: 'note.changed', id: 'n1', scopeStates: ['FL'] });
    expect(await waiting).toHaveLength(3);
    live.stop();
  });

  it('fails with the list of what did arrive when an expected change never comes', async () => {
    const live = listenToChanges(runtime.bus);
    await runtime.bus.publish({ kind: 'note.changed', id: 'other', scopeStates: ['TX'] });
    // The short timeout is what this test is about: the message must name what came instead.
    await expect(live.arrived([{ kind: 'note.changed', id: 'n2' }], 300)).rejects.toThrow(
      /never arrived:\n {2}\{"kind":"note.changed","id":"n2"\}\nwithin 300 ms; what arrived:\n {2}\{"kind":"note.changed","id":"other","scopeStates":\["TX"\]\}/,
    );
    live.stop();
  });

  it('settles on exactly what was published before, without its own marker, and forgets on reset', async () => {
    const live = listenToChanges(runtime.bus);
    await runtime.bus.publish({ kind: 'settings.changed', id: 'company' });
    expect(await live.settled()).toEqual([{ kind: 'settings.changed', id: 'company' }]);
    await live.reset();
    expect(await live.settled()).toEqual([]);
    live.stop();
  });
});
