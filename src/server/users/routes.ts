import type { FastifyInstance } from 'fastify';
import { abilitiesOf } from '../../domain/access/policy.js';
import { principalOf } from '../http/access.js';
import { meResponse } from './schemas.js';

export function registerUserRoutes(app: FastifyInstance): void {
  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['users'], response: { 200: meResponse } } },
    async (request) => {
      const user = principalOf(request);
      return { user, abilities: abilitiesOf(user) };
    },
  );
}
