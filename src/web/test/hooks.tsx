import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { LiveChangeKind } from '../../domain/live/changes';
import { LiveEventsProvider } from '../lib/live';

/** The server's end of `/api/live`: the one EventSource the page opened, fed by the test. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
}

/**
 * Renders a hook the way pages use it: inside a query client (no retries, so an error answer shows
 * at once) and the live-changes provider on a fake event stream. `live(kind)` sends a change as the
 * server would, once the stream is open; pair it with `mockApi` to see which reads it refetches.
 * TanStack re-renders only for the fields a render read: read `data` (in a `waitFor`) before the
 * change whose new data the test expects, or `result.current.data` stays the old answer.
 */
export function renderHookWithApp<Result, Props = undefined>(
  hook: (props: Props) => Result,
  options: { initialProps?: Props } = {},
) {
  // One connection per tab (no Web Locks or BroadcastChannel), so the stream opened is this page's.
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.last = null;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <LiveEventsProvider userId="u-ana">{children}</LiveEventsProvider>
      </QueryClientProvider>
    );
  }
  const view = renderHook(hook, { wrapper: Providers, ...options });
  const live = async (kind: LiveChangeKind, id: string | null = null) => {
    const source = await waitFor(() => {
      if (!FakeEventSource.last) throw new Error('The live stream is not open yet.');
      return FakeEventSource.last;
    });
    source.dispatchEvent(new MessageEvent('change', { data: JSON.stringify({ kind, id }) }));
  };
  return { ...view, client, live };
}
