import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDefinition, RouteInput, RouteReturn } from '../../domain/contract/route.js';

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

/**
 * Registers one route from its contract definition at `url` (its path, or a deprecated alias of it):
 * access decision, schemas and OpenAPI in one place. An alias answers with its `deprecatedHeaders`
 * and is marked deprecated in the API docs (decision 0280).
 */
export function registerRouteAt<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  url: string,
  deprecatedHeaders?: Readonly<Record<string, string>>,
): void {
  const status = route.status ?? 200;
  const response = route.response ? { [status]: route.response } : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    config: { access: route.access, formErrors: route.formErrors === true },
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
        deprecated: deprecatedHeaders ? true : undefined,
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
      if (deprecatedHeaders) reply.headers(deprecatedHeaders);
      const result = await handler({ ...input, request, reply });
      if (result === reply) return reply;
      if (status !== 200) reply.status(status);
      if (status === 204) return reply.send();
      return result;
    },
  });
}
