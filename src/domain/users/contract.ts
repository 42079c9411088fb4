import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { emailPreferencesSchema } from './email.js';

/** The signed-in user's own settings, under /api/me/; user accounts are managed through adminContract. */
export const usersContract = {
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
