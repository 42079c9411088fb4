import type { FastifyInstance } from 'fastify';
import { adminContract } from '../../domain/admin/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import { createUser } from '../users/commands.js';
import { resetPassword, saveSetting, updateUser } from './commands.js';
import { findAdminUser, isSettingKey, listAdminUsers, listSettings } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerAdminRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, auth, bus, outbound } = deps;
  const usersChanged = (id: string) => bus.publish({ kind: 'users.changed', id });

  registerRoutes(app, adminContract, {
    listUsers: async () => ({ users: await listAdminUsers(db) }),
    createUser: async ({ body }) => {
      const { retype: _retype, ...input } = body;
      const created = await createUser(db, auth, input);
      await usersChanged(created.id);
      const user = await findAdminUser(db, created.id);
      if (!user) throw notFound('The new user could not be read back.');
      return { user };
    },
    updateUser: async ({ request, params, body }) => {
      const user = await updateUser(db, principalOf(request), params.id, body);
      await usersChanged(params.id);
      return { user };
    },
    resetPassword: async ({ params, body }) => {
      await resetPassword(db, auth, params.id, body.password);
      await usersChanged(params.id);
      return { ok: true as const };
    },
    listSettings: async () => ({ settings: await listSettings(db) }),
    saveSetting: async ({ request, params, body }) => {
      if (!isSettingKey(params.key)) throw notFound(`There is no setting named ${params.key}`);
      await saveSetting(db, principalOf(request), params.key, body, outbound);
      await bus.publish({ kind: 'settings.changed', id: params.key });
      const setting = (await listSettings(db)).find((entry) => entry.key === params.key);
      if (!setting) throw notFound(`There is no setting named ${params.key}`);
      return { setting };
    },
  });
}
