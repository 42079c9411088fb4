import type { RouteDefinition } from '../../domain/contract/route.js';
import type { RouteHandler } from '../http/contract.js';

/** The handlers of part of a contract, so a resource's routes can be written in several files. */
export type ContractHandlers<C extends Record<string, RouteDefinition>> = {
  [K in keyof C]: RouteHandler<C[K]>;
};
