import { z } from 'zod';
import { roles } from '../access/policy.js';
import { defineRoute } from '../contract/route.js';
import { createUserFormSchema, editUserSchema, resetPasswordSchema } from '../users/schemas.js';

const adminUserSchema = z.object({
  id: z.string(),
  role: z.enum(roles),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string(),
  email: z.string(),
  states: z.array(z.string()),
  repCode: z.string().nullable(),
  active: z.boolean(),
  canChangeOrderStatus: z.boolean(),
  untaggable: z.boolean(),
  reportUrl: z.string().nullable(),
  nameAliases: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const settingEntrySchema = z.object({
  key: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SettingEntry = z.infer<typeof settingEntrySchema>;

const userIdParams = z.object({ id: z.string().min(1).max(100) });
const userResponse = z.object({ user: adminUserSchema });
const manageUsers = { action: 'users.manage' } as const;
const manageSettings = { action: 'settings.manage' } as const;

/** Users and settings, for admins only (orders-and-records.md §2 Admin, §5 Create user). */
export const adminContract = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: manageUsers,
    tags: ['admin'],
    response: z.object({ users: z.array(adminUserSchema) }),
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users',
    access: manageUsers,
    tags: ['admin'],
    summary: 'Creates a user; every validation problem is one "* …" line of the 400 message.',
    body: createUserFormSchema,
    formErrors: true,
    status: 201,
    response: userResponse,
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    access: manageUsers,
    tags: ['admin'],
    params: userIdParams,
    body: editUserSchema,
    formErrors: true,
    response: userResponse,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/password',
    access: manageUsers,
    tags: ['admin'],
    summary: "Sets a new password and ends the user's sessions.",
    params: userIdParams,
    body: resetPasswordSchema,
    formErrors: true,
    response: z.object({ ok: z.literal(true) }),
  }),
  listSettings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    access: manageSettings,
    tags: ['admin'],
    response: z.object({ settings: z.array(settingEntrySchema) }),
  }),
  saveSetting: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings/:key',
    access: manageSettings,
    tags: ['admin'],
    summary: "Saves a setting; the body is the key's value, validated by its schema.",
    params: z.object({ key: z.string().min(1).max(60) }),
    body: z.unknown(),
    response: z.object({ setting: settingEntrySchema }),
  }),
};
