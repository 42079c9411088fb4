import type { FastifyInstance } from 'fastify';
import { environmentContract } from '../../domain/environment/contract.js';
import { registerRoutes } from '../http/contract.js';
import { loadEnvironment } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerEnvironmentRoutes(app: FastifyInstance, { db }: ResourceDeps): void {
  registerRoutes(app, environmentContract, { environment: () => loadEnvironment(db) });
}
