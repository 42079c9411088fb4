import type { FastifyInstance } from 'fastify';
import type { RouteDefinition } from '../../domain/contract/route.js';
import { registerRouteAt, type RouteHandler } from './contract-route.js';
import { registerDeprecatedAlias } from './deprecated-alias.js';

export type { HandlerContext, RouteHandler } from './contract-route.js';

/** The handlers of a contract, or of part of one, so a resource's routes can be written in several files. */
export type ContractHandlers<C extends Record<string, RouteDefinition>> = {
  [K in keyof C]: RouteHandler<C[K]>;
};

/**
 * Registers every route of a resource's contract with its handler, and each of its former paths as
 * a deprecated alias (decisions 0168, 0280); a missing handler fails to compile.
 */
export function registerRoutes<C extends Record<string, RouteDefinition>>(
  app: FastifyInstance,
  contract: C,
  handlers: ContractHandlers<C>,
): void {
  for (const key of Object.keys(contract) as (keyof C)[]) {
    const route: C[keyof C] = contract[key];
    registerRouteAt(app, route, handlers[key], route.path);
    for (const former of route.formerPaths ?? []) registerDeprecatedAlias(app, route, handlers[key], former);
  }
}
