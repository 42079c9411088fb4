import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveSilenceLimitMs, livePingMs } from '../../domain/live/stream';
import { shareEventStream } from './live-stream';

/** An EventSource that opens when told to. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static opened = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
    FakeEventSource.opened += 1;
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  emit(name: string) {
    this.listeners.get(name)?.({ data: '{}' });
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.last = null;
  FakeEventSource.opened = 0;
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

describe('shareEventStream, on a connection that died without the browser knowing', () => {
  it('keeps a connection that pings, and replaces a silent one, refreshing once the new one opens', () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('navigator', undefined);
    const onRefresh = vi.fn();
    const stop = shareEventStream({ onChange: vi.fn(), onRefresh });
    const first = FakeEventSource.last!;
    first.onopen?.();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(livePingMs);
      first.emit('ping');
    }
    expect(FakeEventSource.opened).toBe(1);
    expect(first.closed).toBe(false);

    vi.advanceTimersByTime(liveSilenceLimitMs);
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened).toBe(2);
    expect(onRefresh).not.toHaveBeenCalled();
    FakeEventSource.last!.onopen?.();
    expect(onRefresh).toHaveBeenCalledTimes(1);

    stop();
    expect(FakeEventSource.last!.closed).toBe(true);
    vi.advanceTimersByTime(2 * liveSilenceLimitMs);
    expect(FakeEventSource.opened).toBe(2);
  });
});
