import type { FastifyInstance } from 'fastify';
import { abilitiesOf } from '../../domain/access/policy.js';
import { usersContract } from '../../domain/users/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';

export function registerUserRoutes(app: FastifyInstance): void {
  registerRoutes(app, usersContract, {
    me: ({ request }) => {
      const user = principalOf(request);
      return { user, abilities: abilitiesOf(user) };
    },
  });
}
