import { z } from 'zod';
import { roles } from '../access/policy.js';
import { defineRoute } from '../contract/route.js';

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
  'orders.retryPush': z.boolean(),
  'orders.overrideGate': z.boolean(),
  'orders.create': z.boolean(),
  'notes.create': z.boolean(),
  'visits.viewTeam': z.boolean(),
  'map.movePins': z.boolean(),
  'offline.keepCopy': z.boolean(),
  'digest.yourWeek': z.boolean(),
  'docs.view': z.boolean(),
  'history.viewAll': z.boolean(),
  'compliance.manage': z.boolean(),
});

/** Who is signed in: the sign-in itself is better-auth's `/api/auth/*` (docs/decisions/0170). */
export const sessionContract = {
  me: defineRoute({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    tags: ['session'],
    summary: 'The signed-in user and what they may do',
    response: z.object({
      user: principalSchema,
      abilities: abilitiesSchema,
      /** Whether the server can send email (SMTP_URL set): without it the email choices are hidden. */
      email: z.object({ available: z.boolean() }),
    }),
  }),
};
