import type { FastifyInstance } from 'fastify';
import type { FormerPath, RouteDefinition } from '../../domain/contract/route.js';
import { registerRouteAt, type RouteHandler } from './contract-route.js';

/** Midnight UTC of a 'YYYY-MM-DD' day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The headers an old path answers with: `Deprecation` as a structured date, `@` and Unix seconds
 * (RFC 9745), and `Sunset`, the day it may stop answering, as an HTTP date (RFC 8594).
 */
export function deprecationHeaders(
  alias: Pick<FormerPath, 'deprecatedOn' | 'sunset'>,
): Record<string, string> {
  return {
    deprecation: `@${dayStart(alias.deprecatedOn).getTime() / 1000}`,
    sunset: dayStart(alias.sunset).toUTCString(),
  };
}

/**
 * Registers a contract route again at an old path, so a client written against it keeps working
 * until its sunset: the same handler, access, schemas and status, answered with the deprecation
 * headers, and listed in the API docs as deprecated (decision 0280). A redirect would not do: a
 * 307 makes a client send a large POST twice, and some do not follow it at all (decision 0168).
 */
export function registerDeprecatedAlias<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  alias: FormerPath,
): void {
  registerRouteAt(app, route, handler, alias.path, deprecationHeaders(alias));
}
