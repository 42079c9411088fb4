import {
  routeUrl,
  type RouteCall,
  type RouteDefinition,
  type RouteResult,
} from '../../domain/contract/route';

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

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Humidor cannot be reached. Check your connection and try again.');
  }
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const error = (data ?? {}) as { code?: string; message?: string; details?: unknown };
    throw new ApiError(
      response.status,
      error.code ?? `HTTP_${response.status}`,
      error.message ?? 'Something went wrong. Please try again.',
      error.details,
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
