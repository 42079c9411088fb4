import { z } from 'zod';
import { roles } from '../access/policy.js';
import { usStateCodes } from '../constants/states.js';

export const passwordMinMessage = 'The password should be at least 6 characters';
export const passwordMismatchMessage = 'The passwords do not match';
export const repNeedsStateMessage =
  'A rep needs at least one state restriction; choose office for no restrictions';

/** The fields Humidor keeps on a user, as the create-user command takes them. */
export const newUserSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1, 'First name is required')
      .max(40, 'First name can be at most 40 characters'),
    lastName: z
      .string()
      .trim()
      .min(1, 'Last name is required')
      .max(40, 'Last name can be at most 40 characters'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .max(60, 'Email can be at most 60 characters')
      .pipe(z.email('Enter a valid email address')),
    password: z.string().min(6, passwordMinMessage).max(128, 'The password can be at most 128 characters'),
    role: z.enum(roles).default('office'),
    states: z.array(z.enum(usStateCodes)).default([]),
    repCode: z.string().trim().max(20).nullable().default(null),
  })
  .refine((u) => u.role !== 'rep' || u.states.length > 0, { message: repNeedsStateMessage, path: ['states'] })
  .transform((u) => ({ ...u, states: u.role === 'rep' ? u.states : [] }));

export type NewUser = z.input<typeof newUserSchema>;
