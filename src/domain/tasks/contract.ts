import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { noteSchema } from '../notes/card.js';

const tags = ['tasks'];

/** A user a task may be given to. */
const assigneeSchema = z.object({ id: z.string(), displayName: z.string() });

export const tasksContract = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/tasks/mine',
    access: 'user',
    tags,
    summary:
      'Open tasks given to the user (or, with assignedByMe, that the user gave to others), soonest due first',
    query: z.object({
      assignedByMe: z
        .enum(['0', '1', 'true', 'false'])
        .optional()
        .transform((v) => v === '1' || v === 'true'),
    }),
    response: z.object({ tasks: z.array(noteSchema) }),
  }),
  assignees: defineRoute({
    method: 'GET',
    path: '/api/tasks/assignees',
    access: 'user',
    tags,
    summary: 'The active users a task may be given to',
    response: z.object({ users: z.array(assigneeSchema) }),
  }),
};

/** Registered only when HUMIDOR_TEST_CLOCK=1 (never in production): moves the job runner's clock. */
export const testClockContract = {
  advance: defineRoute({
    method: 'POST',
    path: '/api/test/clock',
    access: { action: 'users.manage' },
    tags: ['test'],
    summary: 'Move the background jobs’ clock forward (tests only)',
    body: z.object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(366 * 24 * 3_600_000),
    }),
    response: z.object({ now: z.string() }),
  }),
};
