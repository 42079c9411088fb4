import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { abilitiesOf } from '../../domain/access/policy.js';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { listUsers } from './queries.js';
import { adminUserSchema, meResponse } from './schemas.js';

export function registerUserRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['users'], response: { 200: meResponse } } },
    async (request) => {
      const user = principalOf(request);
      return { user, abilities: abilitiesOf(user) };
    },
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: { action: 'users.manage' } },
      schema: { tags: ['admin'], response: { 200: z.object({ users: z.array(adminUserSchema) }) } },
    },
    async () => ({ users: await listUsers(db) }),
  );
}
