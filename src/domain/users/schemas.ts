import { z } from 'zod';
import { roles } from '../access/policy.js';
import { usStateCodes } from '../constants/states.js';
import { isCommonPassword } from './common-passwords.js';

export const passwordMinMessage = 'The password should be at least 6 characters';
export const passwordMismatchMessage = 'The passwords do not match';
export const commonPasswordMessage =
  'This password is one of the most common passwords; choose one that is harder to guess';
export const repNeedsStateMessage =
  'A rep needs at least one state restriction; choose office for no restrictions';
export const createUserConfirmation = 'Are you sure you want to create this new user?';

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(40, `${label} can be at most 40 characters`);

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(60, 'Email can be at most 60 characters')
  .pipe(z.email('Enter a valid email address'));

const passwordSchema = z
  .string()
  .min(6, passwordMinMessage)
  .max(128, 'The password can be at most 128 characters')
  .refine((p) => !isCommonPassword(p), commonPasswordMessage);

const statesSchema = z.array(z.enum(usStateCodes));
const repCodeSchema = z
  .string()
  .trim()
  .max(20, 'The rep code can be at most 20 characters')
  .transform((v) => v || null)
  .nullable();

/** A rep with no states would see nothing: the one rule that spans role and states. */
export const repHasStates = (u: { role: string; states: string[] }) =>
  u.role !== 'rep' || u.states.length > 0;

const newUserFields = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(roles).default('office'),
  states: statesSchema.default([]),
  repCode: repCodeSchema.default(null),
});

/** The fields Humidor keeps on a user, as the create-user command takes them. */
export const newUserSchema = newUserFields
  .refine(repHasStates, { message: repNeedsStateMessage, path: ['states'] })
  .transform((u) => ({ ...u, states: u.role === 'rep' ? u.states : [] }));

export type NewUser = z.input<typeof newUserSchema>;

/** The Add User form (orders-and-records.md §5): the user's fields plus the retyped password. */
export const createUserFormSchema = newUserFields
  .extend({ retype: z.string() })
  .refine((u) => u.password === u.retype, { message: passwordMismatchMessage, path: ['retype'] })
  .refine(repHasStates, { message: repNeedsStateMessage, path: ['states'] });

export type CreateUserForm = z.input<typeof createUserFormSchema>;

/** An admin's change to a user; every field is optional and only the given ones change. */
export const editUserSchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    role: z.enum(roles),
    states: statesSchema,
    repCode: repCodeSchema,
    active: z.boolean(),
    canChangeOrderStatus: z.boolean(),
    untaggable: z.boolean(),
    reportUrl: z
      .string()
      .trim()
      .max(500, 'The report link can be at most 500 characters')
      .transform((v) => v || null)
      .pipe(z.url({ protocol: /^https$/, error: 'The report link must be an https:// address' }).nullable())
      .nullable(),
    nameAliases: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A name alias cannot be empty')
          .max(60, 'A name alias can be at most 60 characters'),
      )
      .max(20, 'A user can have at most 20 name aliases'),
  })
  .partial();

export type EditUser = z.input<typeof editUserSchema>;

export const resetPasswordSchema = z
  .object({ password: passwordSchema, retype: z.string() })
  .refine((p) => p.password === p.retype, { message: passwordMismatchMessage, path: ['retype'] });

export type ResetPassword = z.input<typeof resetPasswordSchema>;

export const cannotDeactivateSelfMessage = 'You cannot deactivate your own account';
export const cannotDemoteSelfMessage = 'You cannot remove your own admin role';

/** Why an admin may not make this change to their own account, or null when they may. */
export function selfEditProblem(change: { role?: string; active?: boolean }): string | null {
  if (change.active === false) return cannotDeactivateSelfMessage;
  if (change.role !== undefined && change.role !== 'admin') return cannotDemoteSelfMessage;
  return null;
}

/** Validation messages as the form's one alert shows them: one line each, starting with '*'. */
export function errorLines(issues: readonly { message: string }[]): string[] {
  return [...new Set(issues.map((i) => i.message))].map((m) => `* ${m}`);
}
