import { z } from 'zod';
import { defineRoute } from '../contract/route.js';

const environmentUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  repCode: z.string().nullable(),
  active: z.boolean(),
  untaggable: z.boolean(),
});
export type EnvironmentUser = z.infer<typeof environmentUserSchema>;

export const environmentContract = {
  environment: defineRoute({
    method: 'GET',
    path: '/api/environment',
    access: 'user',
    tags: ['environment'],
    summary: 'The settings and lists the web app reads once after sign-in.',
    response: z.object({
      settings: z.record(z.string(), z.unknown()),
      users: z.array(environmentUserSchema),
      priceLevels: z.array(z.object({ listId: z.string(), name: z.string(), percentOff: z.number() })),
      terms: z.array(z.object({ listId: z.string(), name: z.string() })),
      salesReps: z.array(z.object({ listId: z.string(), initial: z.string(), name: z.string().nullable() })),
    }),
  }),
};
