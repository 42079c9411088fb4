import { OnlineApiError, type OnlineHttp } from '../http.js';
import type { QuickbooksOnlineConfig } from '../../../config/config.js';
import type { RequestWindow } from './request-window.js';
import { realClock, WaitTooLongError, type Clock } from './request-window.js';
import type { OnlineTokens } from './tokens.js';

/** The API version every request asks for (Intuit's minor versions below 75 are retired). */
export const minorVersion = '75';

export interface OnlineClientOptions {
  /** One request's own limit. */
  requestTimeoutMs?: number;
  /** The longest a call waits in all (throttling, `Retry-After`, retries) before it gives up. */
  maxWaitMs?: number;
  clock?: Clock;
}

/** What Intuit says when it is silent about how long to wait after a 429. */
const defaultRetryAfterMs = 60_000;

/** QuickBooks' words from a Fault (`Fault.Error[]`, or `fault.error[]` on a 401). */
export function faultWords(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const fault = (record.Fault ?? record.fault) as Record<string, unknown> | undefined;
  const errors = fault && ((fault.Error ?? fault.error) as Record<string, unknown>[] | undefined);
  if (!Array.isArray(errors) || !errors.length) return null;
  return errors
    .map((error) => {
      const message = String(error.Message ?? error.message ?? '').trim();
      const detail = String(error.Detail ?? error.detail ?? '').trim();
      return detail && message && !detail.includes(message) ? `${message}: ${detail}` : detail || message;
    })
    .join('; ');
}

/** `Retry-After` in seconds or as an HTTP date. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return defaultRetryAfterMs;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? defaultRetryAfterMs : Math.max(0, at - now);
}

/**
 * One company's accounting API (the `OnlineHttp` the sync uses): the stored bearer token, refreshed
 * once and the request sent again when QuickBooks answers 401; at most 500 requests a minute from
 * this process (`windows` is shared by every client of the company); a 429 waits its `Retry-After`;
 * every wait ends at the call's deadline.
 */
export function onlineHttp(
  tokens: OnlineTokens,
  config: Pick<QuickbooksOnlineConfig, 'apiUrl'>,
  realmId: string,
  window: RequestWindow,
  options: OnlineClientOptions = {},
): OnlineHttp {
  const clock = options.clock ?? realClock;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const maxWaitMs = options.maxWaitMs ?? 180_000;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ) {
    const url = new URL(`${config.apiUrl}/v3/company/${encodeURIComponent(realmId)}/${path}`);
    url.search = new URLSearchParams({ ...query, minorversion: minorVersion }).toString();
    const deadline = clock.now() + maxWaitMs;
    let token = await tokens.accessToken(realmId);
    let refreshed = false;
    for (;;) {
      try {
        await window.take(deadline);
      } catch (error) {
        if (error instanceof WaitTooLongError) throw new OnlineApiError(429, error.message);
        throw error;
      }
      const response = await fetchOnce(
        url,
        method,
        token,
        body,
        Math.min(requestTimeoutMs, deadline - clock.now()),
      );
      const answer: unknown = await response.json().catch(() => null);
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        token = await tokens.accessToken(realmId, token);
        continue;
      }
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'), clock.now());
        if (clock.now() + wait > deadline) {
          throw new OnlineApiError(
            429,
            faultWords(answer) ?? 'QuickBooks Online asked Humidor to slow down for longer than it waits.',
          );
        }
        await clock.sleep(wait);
        continue;
      }
      const words = faultWords(answer);
      if (!response.ok || words) {
        throw new OnlineApiError(response.status, words ?? `QuickBooks Online answered ${response.status}.`);
      }
      return answer;
    }
  }

  return {
    get: (path, query) => send('GET', path, query),
    post: (path, body, query) => send('POST', path, query, body),
  };
}

async function fetchOnce(url: URL, method: string, token: string, body: unknown, timeoutMs: number) {
  try {
    return await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(Math.max(1, timeoutMs)),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new OnlineApiError(
      503,
      timedOut ? 'QuickBooks Online did not answer in time.' : 'QuickBooks Online could not be reached.',
    );
  }
}
