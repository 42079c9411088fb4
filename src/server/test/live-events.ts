import { isDeepStrictEqual } from 'node:util';
import type { ChangeEvent, EventBus } from '../live/bus.js';

/**
 * Long enough for a change published by a timer to arrive on a machine whose CPUs are busy, and well inside the API
 * tests' 30 s, so that this helper's message (what did arrive) is the one a failure shows.
 */
const defaultTimeoutMs = 10_000;

/** Published by `settled()`: it reaches no user (no user is in an empty `userIds`). */
const markerPrefix = 'test-marker-';

/** What a subscriber is handed on PostgreSQL (what other processes receive): the JSON of the change. */
const asDelivered = (event: ChangeEvent): unknown => JSON.parse(JSON.stringify(event));
const sameChange = (a: ChangeEvent, b: ChangeEvent) => isDeepStrictEqual(asDelivered(a), asDelivered(b));
const listed = (events: readonly ChangeEvent[]) =>
  events.length === 0 ? '(nothing)' : events.map((event) => JSON.stringify(event)).join('\n  ');

export interface LiveEvents {
  /** The changes heard since the last `reset()`, in the order they arrived. */
  readonly heard: readonly ChangeEvent[];
  /**
   * Resolves with every change heard once each expected one has arrived (compared as JSON, as
   * PostgreSQL delivers them); rejects after `timeoutMs` with the list of what did arrive.
   */
  arrived(expected: readonly ChangeEvent[], timeoutMs?: number): Promise<readonly ChangeEvent[]>;
  /**
   * Resolves with every change heard once all changes published before the call have arrived: it
   * publishes a marker and waits for it, and the bus tells its own process's subscribers in the order published.
   * This is how a test proves that a change was NOT published, without sleeping.
   */
  settled(timeoutMs?: number): Promise<readonly ChangeEvent[]>;
  /** Settles, then forgets: a change of an earlier test that arrives late cannot leak into the next. */
  reset(): Promise<void>;
  stop(): void;
}

/**
 * Listens to the bus as the live stream does. A change the test's own server publishes reaches
 * subscribers before the HTTP answer on both databases; one published elsewhere (another process,
 * a timer) arrives when it arrives, so a test waits for changes (`arrived`, `settled`).
 */
export function listenToChanges(bus: EventBus): LiveEvents {
  const heard: ChangeEvent[] = [];
  const markers = new Set<string>();
  const waiters = new Set<() => void>();
  const unsubscribe = bus.subscribe((event) => {
    if (event.id?.startsWith(markerPrefix)) markers.add(event.id);
    else heard.push(event);
    for (const check of waiters) check();
  });

  const waitUntil = (done: () => boolean, timeoutMs: number, failure: () => string) =>
    new Promise<readonly ChangeEvent[]>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        finish();
        resolve([...heard]);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`${failure()}\nwithin ${timeoutMs} ms; what arrived:\n  ${listed(heard)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const settled = async (timeoutMs = defaultTimeoutMs) => {
    const id = `${markerPrefix}${crypto.randomUUID()}`;
    await bus.publish({ kind: 'import.completed', id, userIds: [] });
    const result = await waitUntil(
      () => markers.has(id),
      timeoutMs,
      () => 'The bus did not deliver the changes published before this point',
    );
    markers.delete(id);
    return result;
  };

  return {
    heard,
    arrived: (expected, timeoutMs = defaultTimeoutMs) =>
      waitUntil(
        () => expected.every((wanted) => heard.some((event) => sameChange(event, wanted))),
        timeoutMs,
        () =>
          `Expected changes that never arrived:\n  ${listed(
            expected.filter((wanted) => !heard.some((event) => sameChange(event, wanted))),
          )}`,
      ),
    settled,
    async reset() {
      await settled();
      heard.length = 0;
    },
    stop: unsubscribe,
  };
}
