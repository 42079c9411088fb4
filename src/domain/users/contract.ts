import { z } from 'zod';
import { roles } from '../access/policy.js';
import { defineRoute } from '../contract/route.js';
import { emailPreferencesSchema } from './email.js';

const principalSchema = z.object({
  id: z.string(),
  role: z.enum(roles),
  email: z.string(),
  displayName: z.string(),
  states: z.array(z.string()),
  repCode: z.string().nullable(),
  canChangeOrderStatus: z.boolean(),
  reportUrl: z.string().nullable(),
});

const abilitiesSchema = z.object({
  'users.manage': z.boolean(),
  'settings.manage': z.boolean(),
  'tokens.manage': z.boolean(),
  'events.manage': z.boolean(),
  'reports.view': z.boolean(),
  'orders.changeStatus': z.boolean(),
  'orders.create': z.boolean(),
  'notes.create': z.boolean(),
});

export const usersContract = {
  me: defineRoute({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    tags: ['users'],
    summary: 'The signed-in user and what they may do',
    response: z.object({
      user: principalSchema,
      abilities: abilitiesSchema,
      /** Whether the server can send email (SMTP_URL set): without it the email choices are hidden. */
      email: z.object({ available: z.boolean() }),
    }),
  }),
  emailPreferences: defineRoute({
    method: 'GET',
    path: '/api/me/email-preferences',
    access: 'user',
    tags: ['users'],
    summary: 'What the signed-in user wants by email',
    response: z.object({ available: z.boolean(), preferences: emailPreferencesSchema }),
  }),
  saveEmailPreferences: defineRoute({
    method: 'PUT',
    path: '/api/me/email-preferences',
    access: 'user',
    tags: ['users'],
    summary: 'Choose what to receive by email (only when the server can send email)',
    body: emailPreferencesSchema,
    response: z.object({ available: z.boolean(), preferences: emailPreferencesSchema }),
  }),
};
