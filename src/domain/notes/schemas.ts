import { z } from 'zod';
import { calendarInstantSchema } from '../dates/calendar.js';
import { clientIdSchema } from '../idempotency/client-id.js';
import { damagedTags, personalNoteTag } from '../settings/noteTags.js';
import { limitedText } from '../text/length.js';

export const noteClasses = ['standard', 'Personal-Note'] as const;
export type NoteClass = (typeof noteClasses)[number];

export const subjectMax = 144;
export const textMax = 900;
export const taskDescriptionMin = 4;
export const missingCustomerMessage = 'Please select an existing customer';
export const submitFailureMessage =
  'There was a problem submitting your note or uploading attachments. Please try again.';
export const notAuthorMessage = 'Make sure you are the author of this note';

/**
 * The most sticks one note may report for one item: far above any real shelf (a master case holds a
 * few hundred), far below what would make a report's totals meaningless.
 */
export const damagedSticksMax = 100_000;

export const damagedItemSchema = z.object({
  listId: z.string().min(1),
  name: z.string(),
  salesDesc: z.string().nullable(),
  sticks: z
    .number({ message: 'Sticks must be a whole number' })
    .int('Sticks must be a whole number')
    .min(0, 'Sticks must be 0 or more')
    .max(damagedSticksMax, `Sticks must be at most ${damagedSticksMax.toLocaleString('en-US')}`),
});
export type DamagedItem = z.infer<typeof damagedItemSchema>;

export const damagedItemsSchema = z.array(damagedItemSchema).max(200);

export const hasDamagedTag = (tags: readonly string[]) =>
  tags.some((t) => (damagedTags as readonly string[]).includes(t));

/** The tags a note of this class carries: Personal forces the single tag Personal-Note. */
export function tagsForClass(noteClass: NoteClass, tags: readonly string[]): string[] {
  return noteClass === 'Personal-Note' ? [personalNoteTag] : tags.filter((t) => t !== personalNoteTag);
}

/** The Create Note form and POST /api/notes share this schema. */
export const newNoteSchema = z
  .object({
    noteClass: z.enum(noteClasses),
    customerListId: z.string().nullable(),
    subject: limitedText({
      min: { length: 1, message: 'Please enter a subject' },
      max: subjectMax,
      tooLong: `The subject can have at most ${subjectMax} characters`,
    }),
    text: limitedText({
      min: { length: 1, message: 'Please enter the note text' },
      max: textMax,
      tooLong: `The note text can have at most ${textMax} characters`,
    }),
    tags: z.array(z.string()).max(30),
    damagedItems: damagedItemsSchema,
    clientId: clientIdSchema,
    /** The visit this note was written during: the server ties it to the visit and tags it Visit. */
    visitId: z
      .uuid({ message: 'The note names an invalid visit. Reload the page and try again.' })
      .optional(),
  })
  .superRefine((note, ctx) => {
    if (note.noteClass === 'standard' && !note.customerListId) {
      ctx.addIssue({ code: 'custom', path: ['customerListId'], message: missingCustomerMessage });
    }
    if (note.noteClass === 'Personal-Note' && (note.tags.length !== 1 || note.tags[0] !== personalNoteTag)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tags'],
        message: `A personal note carries only the tag ${personalNoteTag}`,
      });
    }
    if (note.noteClass === 'standard' && note.tags.includes(personalNoteTag)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tags'],
        message: `Only personal notes carry the tag ${personalNoteTag}`,
      });
    }
    if (note.visitId && note.noteClass !== 'standard') {
      ctx.addIssue({ code: 'custom', path: ['visitId'], message: 'A personal note is not part of a visit' });
    }
    if (note.damagedItems.length > 0 && !hasDamagedTag(note.tags)) {
      ctx.addIssue({ code: 'custom', path: ['damagedItems'], message: 'Damaged items need a damaged tag' });
    }
  });
export type NewNote = z.infer<typeof newNoteSchema>;

export const taskSchema = z.object({
  description: limitedText({
    min: {
      length: taskDescriptionMin,
      message: `The task description needs at least ${taskDescriptionMin} characters`,
    },
    max: textMax,
    tooLong: `The task description can have at most ${textMax} characters`,
  }),
  /**
   * When it is due (an instant; the browser turns the picked day and time into it), or null for
   * no date. Omitted keeps the task's current due date.
   */
  dueAt: calendarInstantSchema('The due date is not a valid date and time').nullish(),
  /** Only the day counts: `dueAt` is then the reminder's time on that day (docs/decisions/0047). */
  dueAllDay: z.boolean().optional(),
  /** Who does it: any active user who may see the note. Omitted keeps the assignee (a new task: the note's author). */
  assigneeId: z.string().min(1).max(100).optional(),
});
export type TaskInput = z.infer<typeof taskSchema>;

export const taskFilters = ['Any', 'All Tasks', 'Open Tasks', 'Resolved Tasks'] as const;
export type TaskFilter = (typeof taskFilters)[number];

const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean));

/** Feed filters: the browser computes the date range's instants in its own time zone. */
export const feedFiltersSchema = z.object({
  from: calendarInstantSchema().optional(),
  to: calendarInstantSchema().optional(),
  tags: list.optional(),
  authorId: z.string().min(1).optional(),
  tasks: z.enum(taskFilters).default('Any'),
  withAttachments: flag.optional(),
  withComments: flag.optional(),
  customerListId: z.string().min(1).optional(),
});
export type FeedFilters = z.infer<typeof feedFiltersSchema>;
export type FeedFiltersInput = z.input<typeof feedFiltersSchema>;

export const feedPageSize = 50;
