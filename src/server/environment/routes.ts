import type { FastifyInstance } from 'fastify';
import { environmentContract } from '../../domain/environment/contract.js';
import type { Db } from '../db/database.js';
import { registerRoutes } from '../http/contract.js';
import { loadEnvironment } from './queries.js';

export function registerEnvironmentRoutes(app: FastifyInstance, db: Db): void {
  registerRoutes(app, environmentContract, { environment: () => loadEnvironment(db) });
}
