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
    response: z.object({ user: principalSchema, abilities: abilitiesSchema }),
  }),
};
