import { liveChangeSchema, type LiveChange } from '../../domain/live/changes';
import { liveSilenceLimitMs, liveStreamPath } from '../../domain/live/stream';

export type { LiveChange } from '../../domain/live/changes';

interface StreamHandlers {
  /** A change arrived (from this tab's connection or the leader tab's). */
  onChange(change: LiveChange): void;
  /** Changes may have been missed (a dropped connection, a new leader): refetch everything. */
  onRefresh(): void;
}

type Message = { type: 'change'; change: LiveChange } | { type: 'refresh' };

/**
 * One EventSource; after a dropped connection comes back, or on a first open that follows a gap,
 * refresh. A connection silent for longer than the pings allow is closed and opened anew.
 */
function openStream(url: string, handlers: StreamHandlers, refreshOnOpen: boolean): () => void {
  let source: EventSource | null = null;
  let dropped = refreshOnOpen;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      source?.close();
      dropped = true;
      connect();
    }, liveSilenceLimitMs);
  };
  const connect = () => {
    const opened = new EventSource(url);
    source = opened;
    heard();
    opened.addEventListener('ping', heard);
    opened.addEventListener('change', (event) => {
      heard();
      // A kind this page does not know (a newer server) is ignored: the next refresh covers it.
      const change = liveChangeSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (change.success) handlers.onChange(change.data);
    });
    // The server lost changes (its database connection dropped and came back): refetch everything.
    opened.addEventListener('refresh', () => {
      heard();
      handlers.onRefresh();
    });
    opened.onerror = () => {
      dropped = true;
    };
    opened.onopen = () => {
      heard();
      if (dropped) handlers.onRefresh();
      dropped = false;
    };
  };
  connect();
  return () => {
    clearTimeout(watchdog);
    source?.close();
  };
}

/**
 * One Server-Sent Events connection per browser, shared by its tabs. The tab holding the Web Lock
 * `name` is the leader: it keeps the connection and rebroadcasts every change (and every refresh)
 * on a BroadcastChannel to the other tabs. When the leader tab closes, its lock is released and a
 * waiting tab takes over, opening the connection and refreshing everything it may have missed.
 * Browsers without locks or channels get one connection per tab. Returns a function that stops.
 */
export function shareEventStream(
  handlers: StreamHandlers,
  options: {
    url?: string;
    name?: string;
    /**
     * The page's answers are older than this stream (the server drew the page, decision 0092):
     * changes made since may have been missed, so refresh once connected, or at once when another
     * tab's connection is joined.
     */
    behind?: boolean;
  } = {},
): () => void {
  const url = options.url ?? liveStreamPath;
  const name = options.name ?? 'humidor-live';
  const behind = options.behind ?? false;
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined' || !navigator.locks) {
    return openStream(url, handlers, behind);
  }
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<Message>) => {
    if (event.data.type === 'change') handlers.onChange(event.data.change);
    else handlers.onRefresh();
  };
  const stop = new AbortController();
  const lead = (tookOver: boolean) =>
    new Promise<void>((release) => {
      const close = openStream(
        url,
        {
          onChange(change) {
            handlers.onChange(change);
            channel.postMessage({ type: 'change', change } satisfies Message);
          },
          onRefresh() {
            handlers.onRefresh();
            channel.postMessage({ type: 'refresh' } satisfies Message);
          },
        },
        tookOver || behind,
      );
      stop.signal.addEventListener('abort', () => {
        close();
        release();
      });
    });
  const locks = navigator.locks;
  void locks
    .request(name, { ifAvailable: true }, (lock) => (lock ? lead(false) : null))
    .then((result) => {
      if (result === null && !stop.signal.aborted) {
        // Another tab holds the connection: its changes reach this tab from now on.
        if (behind) handlers.onRefresh();
        return locks.request(name, { signal: stop.signal }, () => lead(true));
      }
    })
    .catch(() => undefined);
  return () => {
    stop.abort();
    channel.close();
  };
}
