import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar.js';

/** What history records changes of, and what the Trash keeps. */
export const historyEntityTypes = [
  'note',
  'task',
  'comment',
  'contact',
  'description',
  'license',
  'appointment',
  'event',
  'order',
  'attachment',
  'setting',
  'permit',
  'compliance-rule',
  'tax-profile',
  'prospect',
  'opening-hours',
  'place',
] as const;
export type HistoryEntityType = (typeof historyEntityTypes)[number];

/** How the history, the audit log and the Trash name each kind. */
export const historyEntityLabels: Record<HistoryEntityType, string> = {
  note: 'Note',
  task: 'Task',
  comment: 'Comment',
  contact: 'Contact',
  description: 'Description',
  license: 'License',
  appointment: 'Appointment',
  event: 'Event',
  order: 'Order',
  attachment: 'Attachment',
  setting: 'Setting',
  permit: 'Permit',
  'compliance-rule': 'Compliance rule',
  'tax-profile': 'Tax profile',
  prospect: 'Prospect',
  'opening-hours': 'Opening hours',
  place: 'Map pin',
};

export const historyActions = ['create', 'update', 'delete', 'restore'] as const;
export type HistoryAction = (typeof historyActions)[number];

/** What can be restored from the Trash. */
export const trashEntityTypes = [
  'note',
  'comment',
  'contact',
  'description',
  'license',
  'appointment',
  'order',
  'attachment',
] as const;
export type TrashEntityType = (typeof trashEntityTypes)[number];

export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  entityType: z.enum(historyEntityTypes),
  entityId: z.string(),
  action: z.enum(historyActions),
  /** A few words naming the row (a note's subject, an order's customer…). */
  label: z.string(),
  customerListId: z.string().nullable(),
  noteId: z.string().nullable(),
  changes: z.record(z.string(), fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Whose history a page shows: one note (with its task and comments), one order, one customer. */
export const historySubjects = ['note', 'order', 'customer', 'prospect'] as const;
export type HistorySubject = (typeof historySubjects)[number];

export const auditQuerySchema = z.object({
  userId: z.string().max(100).optional(),
  entityType: z.enum(historyEntityTypes).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const trashItemSchema = z.object({
  id: z.string(),
  entityType: z.enum(trashEntityTypes),
  entityId: z.string(),
  label: z.string(),
  deletedAt: z.string(),
  deletedByName: z.string(),
  customerListId: z.string().nullable(),
  /** When it is purged for good. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** What a restore refuses with when what the row belonged to is gone. */
export const parentGoneMessages: Record<TrashEntityType, string> = {
  note: 'The customer of this note no longer exists, so the note cannot be restored.',
  comment: 'The note of this comment is gone. Restore the note first.',
  contact: 'The customer of this contact no longer exists, so it cannot be restored.',
  description: 'The customer of this description no longer exists, so it cannot be restored.',
  license: 'The customer of this license no longer exists, so it cannot be restored.',
  appointment: 'The event of this appointment is gone, so it cannot be restored.',
  order: 'The customer of this order no longer exists, so the order cannot be restored.',
  attachment: 'What this file was attached to has been deleted. Restore that first.',
};
