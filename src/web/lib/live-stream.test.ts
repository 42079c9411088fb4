import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareEventStream } from './live-stream';

/** An EventSource that opens when told to. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener() {}
  close() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('shareEventStream, for a page whose answers are older than the stream (decision 0092)', () => {
  it('refreshes once its own connection opens, and only when behind', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('navigator', undefined);
    for (const behind of [true, false]) {
      const onRefresh = vi.fn();
      const stop = shareEventStream({ onChange: vi.fn(), onRefresh }, { behind });
      FakeEventSource.last?.onopen?.();
      FakeEventSource.last?.onopen?.();
      expect(onRefresh).toHaveBeenCalledTimes(behind ? 1 : 0);
      stop();
    }
  });

  it("refreshes at once when it joins another tab's connection", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    // Another tab holds the lock: the first request is refused, the waiting one never granted here.
    const request = vi.fn(
      (_name: string, options: { ifAvailable?: boolean }, run: (lock: null) => unknown) =>
        options.ifAvailable ? Promise.resolve(run(null)) : new Promise(() => undefined),
    );
    vi.stubGlobal('navigator', { locks: { request } });
    const onRefresh = vi.fn();
    const stop = shareEventStream({ onChange: vi.fn(), onRefresh }, { name: 'test-live', behind: true });
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect(FakeEventSource.last).toBeNull();
    stop();
  });
});
