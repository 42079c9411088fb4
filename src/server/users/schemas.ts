import { z } from 'zod';
import { roles } from '../../domain/access/policy.js';

export const principalSchema = z.object({
  id: z.string(),
  role: z.enum(roles),
  email: z.string(),
  displayName: z.string(),
  states: z.array(z.string()),
  repCode: z.string().nullable(),
  canChangeOrderStatus: z.boolean(),
  reportUrl: z.string().nullable(),
});

export const meResponse = z.object({
  user: principalSchema,
  abilities: z.record(z.string(), z.boolean()),
});
