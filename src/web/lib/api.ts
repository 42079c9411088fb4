import {
  routeUrl,
  type RouteCall,
  type RouteDefinition,
  type RouteResult,
} from '../../domain/contract/route';
import { errorAnswerOf } from '../../domain/contract/error-answer';

/** An error the server answered with: its message is meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** No answer came (no network, or no server): what this device keeps may stand in for one. */
export const unreached = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * A read that has no answer to come: the browser says it is offline (TanStack holds the read,
 * paused), or its first attempt found no server (the retries that follow take seconds).
 */
export const noAnswer = (read: { fetchStatus: string; error: unknown; failureReason: unknown }): boolean =>
  read.fetchStatus === 'paused' || unreached(read.error ?? read.failureReason);

/**
 * How long one request waits for its whole answer before it counts as no answer (docs/decisions/0164):
 * a read longer than the server's own database limits allow, a write a little longer still.
 */
export const requestTimeLimitMs = { read: 20_000, write: 30_000 } as const;

/**
 * An upload's limit grows with its size: half a minute, plus the file at 25 kB/s (a weak mobile
 * signal), so a large file on a slow link is not cut off while a stalled one still ends.
 */
export const uploadTimeLimitMs = (bytes: number) => 30_000 + Math.ceil(bytes / 25);

/** What a request that got no answer within its limit says; it counts as no answer (`unreached`). */
export const timedOut = () =>
  new ApiError(0, 'TIMEOUT', 'Humidor did not answer in time. Check your connection and try again.');

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const controller = new AbortController();
  const limit = setTimeout(
    () => controller.abort(),
    method === 'GET' ? requestTimeLimitMs.read : requestTimeLimitMs.write,
  );
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    // The limit covers the body too: an answer can stall after its headers.
    text = await response.text();
  } catch {
    if (controller.signal.aborted) throw timedOut();
    throw new ApiError(0, 'NETWORK', 'Humidor cannot be reached. Check your connection and try again.');
  } finally {
    clearTimeout(limit);
  }
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const error = errorAnswerOf(data);
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? 'Something went wrong. Please try again.',
      error?.details,
    );
  }
  return data as T;
}

/** The input is optional only when the route needs none (no params, no body). */
type CallArgs<R extends RouteDefinition> =
  Record<string, never> extends RouteCall<R> ? [input?: RouteCall<R>] : [input: RouteCall<R>];

/**
 * Calls one route of the API contract: the URL comes from its path and params, the body and the
 * answer are typed from its zod schemas. The only way web code talks to /api.
 */
export function call<R extends RouteDefinition>(route: R, ...[input]: CallArgs<R>): Promise<RouteResult<R>> {
  const url = routeUrl(route, input ?? {});
  const body = input?.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
  return request<RouteResult<R>>(route.method, url, body);
}

/** The address of a route that answers a file or a CSV, for links and downloads. */
export function hrefOf<R extends RouteDefinition>(route: R, input: Omit<RouteCall<R>, 'body'>): string {
  return routeUrl(route, input);
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

/** Builds a query string from defined values only. */
export function query(
  params: Record<string, string | number | boolean | undefined | null | string[]>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
