import { z } from 'zod';
import type { CsvCell } from '../csv/csv.js';
import { localDateTime } from '../dates/zoned.js';
import { damagedItemSchema, noteClasses } from './schemas.js';

const userRef = z.object({ id: z.string(), displayName: z.string() }).nullable();

/** A note as the feed, the note page and the customer page's notes tab receive it. */
export const noteSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  noteClass: z.enum(noteClasses),
  customerListId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerState: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  damagedItems: z.array(damagedItemSchema),
  isTask: z.boolean(),
  isResolved: z.boolean(),
  isResolvedAt: z.string().nullable(),
  isResolvedBy: userRef,
  taskDescription: z.string().nullable(),
  changedTaskStatusBy: userRef,
  changedTaskResolutionBy: userRef,
  /** When the task is due (ISO instant) and whether only its day counts (domain/tasks/due.ts). */
  taskDueAt: z.string().nullable(),
  taskDueAllDay: z.boolean(),
  /** Who does the task, and who gave it to them. */
  taskAssignee: userRef,
  taskAssignedBy: userRef,
  commentCount: z.number(),
  attachmentCount: z.number(),
});
export type Note = z.infer<typeof noteSchema>;

/** What a note starts with: no task yet, nothing commented or attached. */
export const untouchedNote = {
  isTask: false,
  isResolved: false,
  isResolvedAt: null,
  isResolvedBy: null,
  taskDescription: null,
  changedTaskStatusBy: null,
  changedTaskResolutionBy: null,
  taskDueAt: null,
  taskDueAllDay: false,
  taskAssignee: null,
  taskAssignedBy: null,
  commentCount: 0,
  attachmentCount: 0,
} as const satisfies Partial<Note>;

export const feedExportColumns = [
  'Date',
  'Customer Name',
  'State',
  'Type',
  'Subject',
  'Text',
  'Tags',
  'Author',
  'Task',
  'Task Status',
  'Comments',
  'Attachments',
] as const;

function taskStatusOf(note: Pick<Note, 'isTask' | 'isResolved'>): 'Open' | 'Resolved' | '' {
  if (!note.isTask) return '';
  return note.isResolved ? 'Resolved' : 'Open';
}

export function feedExportCells(note: Note, timeZone: string): CsvCell[] {
  return [
    localDateTime(note.createdAt, timeZone),
    note.customerName ?? 'Personal Note',
    note.customerState,
    note.noteClass,
    note.subject,
    note.text,
    note.tags.join('; '),
    note.authorName ?? 'Anonymous',
    note.taskDescription,
    taskStatusOf(note),
    note.commentCount,
    note.attachmentCount,
  ];
}
