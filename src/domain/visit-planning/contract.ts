import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { candidateSchema, customerHoursSchema, pins } from './candidate.js';
import { weekHoursSchema } from './hours.js';
import { planTravelSchema } from './settings.js';
import { weekPlanRequestSchema, weekPlanSchema } from './week-plan.js';
import { workingDaysInputSchema, workingDaysSchema } from './working-days.js';

/**
 * Planning visits (issue 47, parts 1 and 2): a customer's opening hours, a rep's working days and
 * pins, and the rep's candidates with their priority. Every customer is one the user may see (the
 * one visibility); a hidden customer answers 404 like a missing one.
 */

const tags = ['visits'];
const customerParams = z.object({ listId: z.string().min(1).max(60) });

// In candidate.ts so that the week's plan reads them without importing this contract (no loop).
export { candidateSchema, customerHoursSchema, pins } from './candidate.js';
export type { Candidate, CustomerHours } from './candidate.js';

const workingDaysAnswer = z.object({ userId: z.string(), workingDays: workingDaysSchema });

export const visitPlanningContract = {
  priorities: defineRoute({
    method: 'GET',
    path: '/api/visits/priorities',
    access: 'user',
    tags,
    summary:
      'The user’s candidates to visit: every active customer they may see, most pressing first, with its priority in words, hours, visit length, place and pin; and the admin’s travel figures, so the phone plans with them offline',
    response: z.object({
      day: z.string(),
      candidates: z.array(candidateSchema),
      travel: planTravelSchema,
    }),
  }),
  customerHours: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/hours',
    access: 'user',
    tags,
    summary: 'A customer’s opening hours: its own, or its type’s default',
    params: customerParams,
    response: customerHoursSchema,
  }),
  saveCustomerHours: defineRoute({
    method: 'PUT',
    path: '/api/customers/:listId/hours',
    access: 'user',
    tags,
    summary: 'Sets a customer’s opening hours (null: back to its type’s default)',
    params: customerParams,
    body: z.object({ hours: weekHoursSchema.nullable() }),
    response: customerHoursSchema,
  }),
  savePin: defineRoute({
    method: 'PUT',
    path: '/api/visits/pins/:listId',
    access: 'user',
    tags,
    summary: 'Pins a customer in or out of the user’s plans (null: no pin)',
    params: customerParams,
    body: z.object({ pin: z.enum(pins, { error: 'Pin a customer in or out' }).nullable() }),
    response: z.object({ customerId: z.string(), pin: z.enum(pins).nullable() }),
  }),
  workingDays: defineRoute({
    method: 'GET',
    path: '/api/visits/working-days',
    access: 'user',
    tags,
    summary: 'A rep’s working days (the user’s own; admin and office: anyone’s)',
    query: z.object({ userId: z.string().min(1).max(100).optional() }),
    response: workingDaysAnswer,
  }),
  saveWorkingDays: defineRoute({
    method: 'PUT',
    path: '/api/visits/working-days',
    access: 'user',
    tags,
    summary:
      'Sets a rep’s working days (the user’s own; an admin: anyone’s); typed addresses are placed by the server',
    query: z.object({ userId: z.string().min(1).max(100).optional() }),
    body: workingDaysInputSchema,
    formErrors: true,
    response: workingDaysAnswer,
  }),
  plan: defineRoute({
    method: 'POST',
    path: '/api/visits/plan',
    access: 'user',
    tags,
    summary:
      'Plans 1–5 days for a rep (the user themself; admin and office: any rep): which customers on which day, in order, around the grid’s appointments, and what did not fit',
    query: z.object({ userId: z.string().min(1).max(100).optional() }),
    body: weekPlanRequestSchema,
    response: weekPlanSchema,
  }),
};
