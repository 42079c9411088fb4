import { z } from 'zod';
import { roles } from '../../domain/access/policy.js';
import { errorLines } from '../../domain/users/schemas.js';
import { badRequest } from '../http/errors.js';

export const adminUserSchema = z.object({
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

export const userIdParams = z.object({ id: z.string().min(1).max(100) });
export const userResponse = z.object({ user: adminUserSchema });
export const usersResponse = z.object({ users: z.array(adminUserSchema) });

export const settingEntrySchema = z.object({
  key: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export const settingKeyParams = z.object({ key: z.string().min(1).max(60) });

/**
 * Parses a form body with the shared schema; every problem comes back in one 400 whose message
 * has one line per problem starting with '*', as the form's alert shows it.
 */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw badRequest(errorLines(result.error.issues).join('\n'), {
    issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}
