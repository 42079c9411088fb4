import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDefinition, RouteInput, RouteReturn } from '../../domain/contract/route.js';
import { deprecatedAliasOf } from './deprecated-alias.js';

export interface HandlerContext<R extends RouteDefinition> extends RouteInput<R> {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A route's handler: it receives the validated params, query and body typed from the definition
 * and returns the response schema's input (or, for a file or CSV route, sends the reply itself).
 */
export type RouteHandler<R extends RouteDefinition> = (
  context: HandlerContext<R>,
) => Promise<RouteReturn<R> | FastifyReply> | RouteReturn<R> | FastifyReply;

/** Registers one route from its contract definition: access decision, schemas and OpenAPI in one place. */
function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
): void {
  registerRouteAt(app, route, handler, { url: route.path });
  for (const alias of route.formerPaths ?? [])
    registerRouteAt(app, route, handler, deprecatedAliasOf(alias, route.path));
}

/** A route at its path, or at a deprecated alias of it (`deprecated-alias.ts`): the same route. */
function registerRouteAt<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  at: { url: string; schema?: { deprecated: true; description: string }; onSend?: onSendHookHandler },
): void {
  const status = route.status ?? 200;
  const response = route.response ? { [status]: route.response } : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: at.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    ...(at.onSend ? { onSend: at.onSend } : {}),
    config: {
      access: route.access,
      formErrors: route.formErrors === true,
      ...(route.originChecked ? { originChecked: true } : {}),
    },
    // Only the parts a route has: Fastify warns about a schema key that is present but empty.
    schema: Object.fromEntries(
      Object.entries({
        tags: route.tags,
        summary: route.summary,
        params: route.params,
        querystring: route.query,
        body: route.body,
        response,
        produces: route.produces ? [route.produces] : undefined,
        ...at.schema,
      }).filter(([, value]) => value !== undefined),
    ),
    // A request without a body is validated as an empty one, so it gets the schema's own messages
    // ("Please enter …") rather than "expected object".
    ...(route.body
      ? {
          preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
            request.body ??= {};
            done();
          },
        }
      : {}),
    async handler(request, reply) {
      // The zod type provider has validated these against the same schemas the types come from.
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as RouteInput<R>;
      const result = await handler({ ...input, request, reply });
      if (result === reply) return reply;
      if (status !== 200) reply.status(status);
      if (status === 204) return reply.send();
      return result;
    },
  });
}

/** The handlers of a contract, or of part of one, so a resource's routes can be written in several files. */
export type ContractHandlers<C extends Record<string, RouteDefinition>> = {
  [K in keyof C]: RouteHandler<C[K]>;
};

/** Registers every route of a resource's contract with its handler; a missing handler fails to compile. */
export function registerRoutes<C extends Record<string, RouteDefinition>>(
  app: FastifyInstance,
  contract: C,
  handlers: ContractHandlers<C>,
): void {
  for (const key of Object.keys(contract) as (keyof C)[]) {
    registerRoute(app, contract[key], handlers[key]);
  }
}
