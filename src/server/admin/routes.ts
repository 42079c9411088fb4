import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createUserFormSchema, editUserSchema, resetPasswordSchema } from '../../domain/users/schemas.js';
import type { Auth } from '../auth/auth.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { createUser } from '../users/commands.js';
import { resetPassword, saveSetting, updateUser } from './commands.js';
import { findAdminUser, isSettingKey, listAdminUsers, listSettings } from './queries.js';
import {
  parseForm,
  settingEntrySchema,
  settingKeyParams,
  userIdParams,
  userResponse,
  usersResponse,
} from './schemas.js';

const manageUsers = { access: { action: 'users.manage' } } as const;
const manageSettings = { access: { action: 'settings.manage' } } as const;

/** Users and settings, for admins only (orders-and-records.md §2 Admin, §5 Create user). */
export function registerAdminRoutes(app: FastifyInstance, db: Db, auth: Auth, bus: EventBus): void {
  const usersChanged = (id: string) => bus.publish({ kind: 'users.changed', id });

  app.get(
    '/api/admin/users',
    { config: manageUsers, schema: { tags: ['admin'], response: { 200: usersResponse } } },
    async () => ({ users: await listAdminUsers(db) }),
  );

  app.post(
    '/api/admin/users',
    {
      config: manageUsers,
      schema: {
        tags: ['admin'],
        description: 'Creates a user; every validation problem is one "* …" line of the 400 message.',
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      const { retype: _retype, ...input } = parseForm(createUserFormSchema, request.body);
      const created = await createUser(db, auth, input);
      await usersChanged(created.id);
      return reply.status(201).send({ user: (await findAdminUser(db, created.id))! });
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: manageUsers,
      schema: { tags: ['admin'], params: userIdParams, response: { 200: userResponse } },
    },
    async (request) => {
      const { id } = userIdParams.parse(request.params);
      const change = parseForm(editUserSchema, request.body);
      const user = await updateUser(db, principalOf(request), id, change);
      await usersChanged(id);
      return { user };
    },
  );

  app.post(
    '/api/admin/users/:id/password',
    {
      config: manageUsers,
      schema: {
        tags: ['admin'],
        description: "Sets a new password and ends the user's sessions.",
        params: userIdParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const { id } = userIdParams.parse(request.params);
      const { password } = parseForm(resetPasswordSchema, request.body);
      await resetPassword(db, auth, id, password);
      await usersChanged(id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/settings',
    {
      config: manageSettings,
      schema: { tags: ['admin'], response: { 200: z.object({ settings: z.array(settingEntrySchema) }) } },
    },
    async () => ({ settings: await listSettings(db) }),
  );

  app.put(
    '/api/admin/settings/:key',
    {
      config: manageSettings,
      schema: {
        tags: ['admin'],
        description: "Saves a setting; the body is the key's value, validated by its schema.",
        params: settingKeyParams,
        body: z.unknown(),
        response: { 200: z.object({ setting: settingEntrySchema }) },
      },
    },
    async (request) => {
      const { key } = settingKeyParams.parse(request.params);
      if (!isSettingKey(key)) throw notFound(`There is no setting named ${key}`);
      await saveSetting(db, principalOf(request), key, request.body);
      await bus.publish({ kind: 'settings.changed', id: key });
      const setting = (await listSettings(db)).find((s) => s.key === key)!;
      return { setting };
    },
  );
}
