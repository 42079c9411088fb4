import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { auditQuerySchema, historyEntrySchema, historySubjects, trashItemSchema } from './schemas.js';

const tags = ['history'];
const idParams = z.object({ id: z.string().min(1).max(100) });

/** History of changes, the Trash and the admin audit log (docs/decisions/0050-history-and-trash.md). */
export const historyContract = {
  history: defineRoute({
    method: 'GET',
    path: '/api/history/:subject/:id',
    access: 'user',
    tags,
    summary: 'The changes to a note (with its task and comments), an order or a customer, newest first',
    params: z.object({ subject: z.enum(historySubjects), id: z.string().min(1).max(100) }),
    response: z.object({ entries: z.array(historyEntrySchema) }),
  }),
  trash: defineRoute({
    method: 'GET',
    path: '/api/trash',
    access: 'user',
    tags,
    summary: 'What the user deleted (an admin: everything) in the last 30 days, newest first',
    response: z.object({ items: z.array(trashItemSchema) }),
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/trash/:id/restore',
    access: 'user',
    tags,
    summary: 'Puts a deleted row back with the same id (its author or an admin)',
    params: idParams,
    response: z.object({ item: trashItemSchema }),
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    access: { action: 'users.manage' },
    tags,
    summary: 'The audit log, newest first, filtered by user, kind and dates',
    query: auditQuerySchema,
    response: z.object({ entries: z.array(historyEntrySchema), nextCursor: z.string().nullable() }),
  }),
  auditCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/audit.csv',
    access: { action: 'users.manage' },
    tags,
    summary: 'The filtered audit log as audit-log.csv',
    query: auditQuerySchema.omit({ cursor: true, limit: true }),
    produces: 'text/csv',
  }),
};
