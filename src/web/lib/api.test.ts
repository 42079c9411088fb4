import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, noAnswer, requestTimeLimitMs, unreached, uploadTimeLimitMs } from './api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server that never answers: the request ends only when its signal aborts it, as fetch does. */
function silentServer() {
  const requests: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push(`${init.method} ${url}`);
    return new Promise<Response>((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  });
  return requests;
}

/** How a request ended, and after how long on the fake clock. */
async function settle(request: Promise<unknown>) {
  const start = Date.now();
  const outcome = request.then(
    () => ({ error: null, afterMs: Date.now() - start }),
    (error: unknown) => ({ error, afterMs: Date.now() - start }),
  );
  await vi.advanceTimersByTimeAsync(requestTimeLimitMs.write);
  return outcome;
}

describe('a request with no answer (decision 0164)', () => {
  it('a read gives up after its limit, as no answer: the device’s copy may stand in', async () => {
    vi.useFakeTimers();
    silentServer();
    const { error, afterMs } = await settle(api.get('/api/notes'));
    expect(afterMs).toBe(requestTimeLimitMs.read);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(unreached(error)).toBe(true);
    expect(noAnswer({ fetchStatus: 'idle', error, failureReason: null })).toBe(true);
  });

  it('a write waits longer, then also counts as no answer (it waits in the outbox)', async () => {
    vi.useFakeTimers();
    silentServer();
    const { error, afterMs } = await settle(api.post('/api/notes', { subject: 'Visit' }));
    expect(afterMs).toBe(requestTimeLimitMs.write);
    expect(unreached(error)).toBe(true);
  });

  it('an answer in time is the answer, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', async () => Response.json({ ok: true }));
    await expect(api.get('/api/health')).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a server that cannot be reached is told apart from one that did not answer in time', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/notes')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('an upload’s limit grows with the file, so a large file on a slow link is not cut off', () => {
    expect(uploadTimeLimitMs(0)).toBe(30_000);
    // 25 MB at 25 kB/s: about 17 minutes.
    expect(uploadTimeLimitMs(25_000_000)).toBe(30_000 + 1_000_000);
  });
});
