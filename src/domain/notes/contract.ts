import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { damageableItemSchema } from '../items/contract.js';
import { noteSchema } from './card.js';
import { clientIdSchema } from '../idempotency/client-id.js';
import { timeZoneSchema } from '../dates/zoned.js';
import { damagedItemsSchema, feedFiltersSchema, feedPageSize, newNoteSchema, taskSchema } from './schemas.js';

const tags = ['notes'];

const noteIdParams = z.object({ id: z.string().min(1).max(100) });
const noteResponse = z.object({ note: noteSchema });
/** A task change sent again from the offline outbox is applied once (docs/decisions/0057). */
const taskChangeQuery = z.object({ clientId: clientIdSchema });

const feedQuery = feedFiltersSchema.extend({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(feedPageSize),
});

/** Summaries answer JSON for the page or CSV for a download; CSV dates are in the browser's zone. */
export const exportQuery = feedFiltersSchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
  tz: timeZoneSchema,
});

const damagedByItemRowSchema = damageableItemSchema.extend({ fullName: z.string(), sticks: z.number() });
const damagedByNoteRowSchema = z.object({
  noteId: z.string(),
  customerName: z.string().nullable(),
  createdAt: z.string(),
  authorName: z.string(),
  itemName: z.string(),
  salesDesc: z.string().nullable(),
  sticks: z.number(),
});
export type DamagedByNoteRow = z.infer<typeof damagedByNoteRowSchema>;

const taskTransition = (method: 'POST' | 'DELETE', path: `/${string}`, summary: string) =>
  defineRoute({
    method,
    path,
    access: 'user',
    tags,
    summary,
    params: noteIdParams,
    query: taskChangeQuery,
    response: noteResponse,
  });

export const notesContract = {
  create: defineRoute({
    method: 'POST',
    path: '/api/notes',
    access: 'user',
    tags,
    summary: 'Write a note about a customer, or a personal note',
    body: newNoteSchema,
    response: noteResponse,
    status: 201,
  }),
  feed: defineRoute({
    method: 'GET',
    path: '/api/notes',
    access: 'user',
    tags,
    summary: 'The notes feed, newest first, a page at a time',
    query: feedQuery,
    response: z.object({ notes: z.array(noteSchema), nextCursor: z.string().nullable() }),
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/notes/export.csv',
    access: 'user',
    tags,
    summary: 'The filtered feed as note-feed-export.csv',
    query: exportQuery,
    produces: 'text/csv',
  }),
  tagSummary: defineRoute({
    method: 'GET',
    path: '/api/notes/tag-summary',
    access: 'user',
    tags,
    summary: 'How many filtered notes carry each tag',
    query: exportQuery,
    response: z.object({ rows: z.array(z.object({ tag: z.string(), count: z.number() })) }),
  }),
  damagedByItem: defineRoute({
    method: 'GET',
    path: '/api/notes/damaged-items/by-item',
    access: 'user',
    tags,
    summary: 'Damaged sticks per item (JSON, or damaged-items.csv with format=csv)',
    query: exportQuery,
    response: z.object({ rows: z.array(damagedByItemRowSchema) }),
  }),
  damagedByNote: defineRoute({
    method: 'GET',
    path: '/api/notes/damaged-items/by-note',
    access: 'user',
    tags,
    summary: 'Damaged items note by note (JSON, or damaged-items-by-note.csv with format=csv)',
    query: exportQuery,
    response: z.object({ rows: z.array(damagedByNoteRowSchema) }),
  }),
  openTasks: defineRoute({
    method: 'GET',
    path: '/api/notes/open-tasks',
    access: 'user',
    tags,
    summary: 'Open tasks the user may see',
    response: z.object({ notes: z.array(noteSchema) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/notes/:id',
    access: 'user',
    tags,
    summary: 'A note and what this user may do with it',
    params: noteIdParams,
    response: z.object({
      note: noteSchema,
      can: z.object({ delete: z.boolean(), editDamagedItems: z.boolean() }),
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/notes/:id',
    access: 'user',
    tags,
    summary: 'Delete a note (its author only)',
    params: noteIdParams,
    response: noteResponse,
  }),
  saveDamagedItems: defineRoute({
    method: 'PUT',
    path: '/api/notes/:id/damaged-items',
    access: 'user',
    tags,
    summary: 'Replace a note’s damaged items (its author only)',
    params: noteIdParams,
    body: z.object({ damagedItems: damagedItemsSchema }),
    response: noteResponse,
  }),
  setTask: defineRoute({
    method: 'PUT',
    path: '/api/notes/:id/task',
    access: 'user',
    tags,
    summary: 'Make the note a task, or change its description',
    params: noteIdParams,
    query: taskChangeQuery,
    body: taskSchema,
    response: noteResponse,
  }),
  resolveTask: taskTransition('POST', '/api/notes/:id/task/resolve', 'Mark the task as done'),
  unresolveTask: taskTransition('POST', '/api/notes/:id/task/unresolve', 'Set the task as unresolved'),
  removeTask: taskTransition('DELETE', '/api/notes/:id/task', 'Remove the task'),
};
