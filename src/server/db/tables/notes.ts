import { untouchedNote as untouchedNoteCard } from '../../../domain/notes/card.js';
import type { DamagedItem, NoteClass } from '../../../domain/notes/schemas.js';

export interface UserRef {
  id: string;
  displayName: string;
}

/** Notes; customer name and states are snapshots taken when the note is written (the scope columns). */
export interface NotesTable {
  id: string;
  createdAt: string;
  updatedAt: string;
  noteClass: NoteClass;
  customerListId: string | null;
  customerName: string | null;
  customerState: string | null;
  customerShipState: string | null;
  subject: string;
  text: string;
  tags: string[];
  authorId: string | null;
  authorName: string | null;
  damagedItems: DamagedItem[];
  hasDamagedItems: boolean;
  isTask: boolean;
  isResolved: boolean;
  isResolvedAt: string | null;
  isResolvedBy: UserRef | null;
  taskDescription: string | null;
  changedTaskStatusBy: UserRef | null;
  changedTaskResolutionBy: UserRef | null;
  /** When the task is due, and whether only its day counts (docs/decisions/0047). */
  taskDueAt: string | null;
  taskDueAllDay: boolean;
  /** Who does the task (the ID to filter by, the ref to show) and who gave it to them. */
  taskAssigneeId: string | null;
  taskAssignee: UserRef | null;
  taskAssignedById: string | null;
  taskAssignedBy: UserRef | null;
  commentCount: number;
  attachmentCount: number;
  lastAttachmentAt: string | null;
}

/** What a note's row starts with: no task yet, nothing commented or attached. */
export const untouchedNote = {
  ...untouchedNoteCard,
  taskAssigneeId: null,
  taskAssignedById: null,
  lastAttachmentAt: null,
} as const satisfies Partial<NotesTable>;

/** One row per tag of a note, for the feed's any-of tag filter. */
interface NoteTagsTable {
  noteId: string;
  tag: string;
}

/** Users involved in a note (author, task setter, resolver; commenters and mentions later). */
interface NoteInvolvedUsersTable {
  noteId: string;
  userId: string;
}

export interface NotesTables {
  notes: NotesTable;
  noteTags: NoteTagsTable;
  noteInvolvedUsers: NoteInvolvedUsersTable;
}

export const notesCodecColumns = {
  json: [
    'tags',
    'damagedItems',
    'isResolvedBy',
    'changedTaskStatusBy',
    'changedTaskResolutionBy',
    'taskAssignee',
    'taskAssignedBy',
  ],
  boolean: ['hasDamagedItems', 'isTask', 'isResolved', 'taskDueAllDay'],
};
