import type { z } from 'zod';
import type { Action } from '../access/policy.js';

/**
 * Who may call a route; every route declares one, and the server refuses to register a route
 * without it.
 * - public: anyone (sign-in, health)
 * - user: any signed-in, active user; the handler scopes data with the visibility module
 * - integration: the accounting connector's bearer token
 * - { action }: a signed-in user for whom `can(user, action)` holds
 * - buyer: a shop's signed-in buyer (the portal's `/api/shop/…`, decision 0324); no other route
 *   admits a buyer, and a buyer's session is no user's
 */
export type Access = 'public' | 'user' | 'integration' | 'buyer' | { action: Action };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

/**
 * One API route, written once: the server registers it from this definition, the OpenAPI document
 * describes it and the web calls it through `call(route, input)`, all with these zod schemas.
 * `response` is the JSON answered with `status`; routes that answer a file or a CSV have none.
 */
export interface RouteDefinition {
  method: Method;
  path: `/${string}`;
  access: Access;
  summary?: string;
  tags: string[];
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response?: Schema;
  /** The success status: 200 unless stated (201 for creates, 204 for no content). */
  status?: 200 | 201 | 204;
  /** The media type of a route without a JSON response (text/csv, application/pdf, …). */
  produces?: string;
  /**
   * A form's body: a 400 lists every problem, one "* …" line each, as the form's alert shows them
   * (otherwise the first problem is the message).
   */
  formErrors?: true;
  /**
   * A public write that signs someone in (the shop's invitation link): refused (403) when a browser
   * says it came from another site, even without a cookie, as better-auth's sign-in is (login CSRF).
   */
  originChecked?: true;
  /** The largest body in bytes, when a route needs more than the server's default. */
  bodyLimit?: number;
  /**
   * Paths the route answered at before a rename, for clients written against them: still answered
   * by the same handler with the same access and schemas, with `Deprecation`, `Sunset` and `Link`
   * headers, listed as deprecated in the API docs (`server/http/deprecated-alias.ts`, decisions
   * 0168, 0271).
   */
  formerPaths?: readonly FormerPath[];
}

/** A day, `YYYY-MM-DD`, read as midnight UTC. */
export type Day = `${number}-${number}-${number}`;

/**
 * A deprecated alias of a route: the old path, the day it was deprecated (RFC 9745's
 * `Deprecation`) and the day after which it may stop answering (RFC 8594's `Sunset`, also listed
 * in docs/deploy.md's "Deprecated API paths").
 */
export interface FormerPath {
  path: `/${string}`;
  deprecated: Day;
  sunset: Day;
}

/** Keeps the literal types of a definition so callers and handlers infer from it. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives after validation. */
export interface RouteInput<R extends RouteDefinition> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
}

/** What a caller passes: schema inputs, so defaults and coercions may be left out. */
export type RouteCall<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: In<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: In<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: In<R['body']> } : { body?: undefined });

/** The JSON a route answers (after the server's response schema shaped it). */
export type RouteResult<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : undefined;

/** What a handler returns: the response schema's input, which the server's serializer shapes. */
export type RouteReturn<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.input<R['response']>
  : unknown;

/** The path with its `:name` segments filled in, and a query string from defined values only. */
export function routeUrl(
  route: Pick<RouteDefinition, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  return path + queryString((input.query ?? {}) as Record<string, unknown>);
}

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
