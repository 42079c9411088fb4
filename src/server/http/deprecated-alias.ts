import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { routeUrl, type Day, type FormerPath } from '../../domain/contract/route.js';

/**
 * A renamed API path keeps answering for a release as a deprecated alias (decisions 0168, 0271):
 * the same handler, access and schemas, plus the headers that tell a client it should move —
 * RFC 9745's `Deprecation` (the day it was deprecated, `@<seconds>`), RFC 8594's `Sunset` (the day
 * after which it may stop answering) and a `Link` to the path that replaces it. A contract route
 * lists its aliases in `formerPaths` and `registerRoutes` calls `deprecatedAliasOf` for each; a
 * route outside the contracts (a stream, a page) sets `deprecationHeaders` on its own answer.
 */

const midnightUtc = (day: Day) => new Date(`${day}T00:00:00Z`);

/** The headers of an answer at a deprecated alias; `successor` is the URL the client should call instead. */
export function deprecationHeaders(alias: Pick<FormerPath, 'deprecated' | 'sunset'>, successor: string) {
  return {
    deprecation: `@${Math.floor(midnightUtc(alias.deprecated).getTime() / 1000)}`,
    sunset: midnightUtc(alias.sunset).toUTCString(),
    link: `<${successor}>; rel="successor-version"`,
  };
}

/**
 * What a contract route registered at `alias.path` adds to the registration at its own path: the
 * alias's URL, its entry in the OpenAPI document (marked deprecated, naming its successor and its
 * sunset) and a hook putting the headers on every answer — refusals (401, 400) too, so a client
 * learns of the move from whatever it gets back.
 */
export function deprecatedAliasOf(alias: FormerPath, successorPath: `/${string}`) {
  const onSend: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const successor = successorUrlOf(successorPath, request.params);
    for (const [name, value] of Object.entries(deprecationHeaders(alias, successor)))
      reply.header(name, value);
    done(null, payload);
  };
  return {
    url: alias.path,
    schema: {
      deprecated: true as const,
      description: `Deprecated since ${alias.deprecated}: call ${successorPath} instead. This path stops answering after ${alias.sunset}.`,
    },
    onSend,
  };
}

/** The successor with this request's path parameters; the pattern itself when they cannot fill it. */
function successorUrlOf(successorPath: `/${string}`, params: unknown): string {
  try {
    return routeUrl({ path: successorPath }, { params });
  } catch {
    return successorPath;
  }
}
