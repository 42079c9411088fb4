import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeBrowserOnlineState } from './online-at-start';

afterEach(() => onlineManager.setOnline(true));

describe('takeBrowserOnlineState', () => {
  it('offline at start, a query with the device’s answer waits instead of ending in an error', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    takeBrowserOnlineState();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = vi.fn(() => Promise.reject(new Error('no server')));
    const observer = client.getQueryCache().build(client, { queryKey: ['environment'], queryFn });
    void observer.fetch().catch(() => undefined);
    // What restore.ts does with the kept copy.
    client.setQueryData(['environment'], { company: 'Humidor' });
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(['environment'])).toMatchObject({
      status: 'success',
      fetchStatus: 'paused',
      error: null,
    });
  });

  it('online at start, queries run at once', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    takeBrowserOnlineState();
    const client = new QueryClient();
    await expect(client.fetchQuery({ queryKey: ['k'], queryFn: () => 1 })).resolves.toBe(1);
  });
});
