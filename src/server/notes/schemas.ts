import { z } from 'zod';
import { noteSchema } from '../../domain/notes/card.js';
import { damagedItemsSchema, feedFiltersSchema, feedPageSize } from '../../domain/notes/schemas.js';

export const noteIdParams = z.object({ id: z.string().min(1).max(100) });
export const noteResponse = z.object({ note: noteSchema });
/** The note page also learns what this user may do with the note (author-only actions). */
export const notePageResponse = z.object({
  note: noteSchema,
  can: z.object({ delete: z.boolean(), editDamagedItems: z.boolean() }),
});
export const notesResponse = z.object({ notes: z.array(noteSchema) });

export const feedQuery = feedFiltersSchema.extend({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(feedPageSize),
});
export const feedResponse = z.object({ notes: z.array(noteSchema), nextCursor: z.string().nullable() });

export const exportQuery = feedFiltersSchema.extend({ format: z.enum(['json', 'csv']).default('json') });

export const tagSummaryResponse = z.object({
  rows: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export const damagedByItemResponse = z.object({
  rows: z.array(
    z.object({ listId: z.string(), name: z.string(), salesDesc: z.string().nullable(), sticks: z.number() }),
  ),
});
export const damagedByNoteResponse = z.object({
  rows: z.array(
    z.object({
      noteId: z.string(),
      customerName: z.string().nullable(),
      createdAt: z.string(),
      authorName: z.string(),
      itemName: z.string(),
      salesDesc: z.string().nullable(),
      sticks: z.number(),
    }),
  ),
});

export const damagedItemsBody = z.object({ damagedItems: damagedItemsSchema });
