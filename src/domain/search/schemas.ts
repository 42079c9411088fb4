import { z } from 'zod';
import { calendarInstantSchema } from '../dates/calendar.js';

/** What search looks through: notes, their comments, customer descriptions and contacts, order instructions. */
export const searchKinds = ['note', 'comment', 'description', 'contact', 'order'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  note: 'Notes',
  comment: 'Comments',
  description: 'Descriptions',
  contact: 'Contacts',
  order: 'Order instructions',
};

export const searchQueryMaxLength = 100;
export const searchPageMax = 50;
/** Counting stops here: past it the count says "more than". */
export const searchCountCap = 500;
/** How far "More results" may page. */
export const searchOffsetMax = 200;

const kindList = z
  .union([z.enum(searchKinds), z.array(z.enum(searchKinds))])
  .transform((v) => (Array.isArray(v) ? v : [v]));

export const searchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, 'Type a word to search for')
      .max(searchQueryMaxLength, `The search can be at most ${searchQueryMaxLength} characters`),
    kind: kindList.optional(),
    authorId: z.string().min(1).max(100).optional(),
    customerListId: z.string().min(1).max(100).optional(),
    from: calendarInstantSchema('The start date is not a valid date').optional(),
    to: calendarInstantSchema('The end date is not a valid date').optional(),
    limit: z.coerce.number().int().min(1).max(searchPageMax).default(20),
    offset: z.coerce.number().int().min(0).max(searchOffsetMax).default(0),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must be before the end date',
    path: ['to'],
  });
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A run of text, highlighted where it matched the search (rendered as <mark>, never as HTML). */
export const textSegmentSchema = z.object({ text: z.string(), hit: z.boolean() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

export const searchHitSchema = z.object({
  kind: z.enum(searchKinds),
  /** The note, comment, description, contact or order. */
  id: z.string(),
  /** The note a note or comment belongs to (where the result links). */
  noteId: z.string().nullable(),
  customerListId: z.string().nullable(),
  customerName: z.string().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  title: z.array(textSegmentSchema),
  snippet: z.array(textSegmentSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchHitSchema),
  /** Matches the user may see, counted up to `searchCountCap`. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  nextOffset: z.number().int().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * A word of a query; `prefix` when it matches every word it begins: the last word typed (people stop
 * typing mid-word: `shipm` finds "shipment") and any word typed with a trailing `*`. Other words match
 * whole words only.
 */
export interface SearchTerm {
  word: string;
  prefix: boolean;
}

/** A last word shorter than this matches whole words only: a one-letter prefix matches nearly everything. */
const prefixMinLength = 2;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The terms of a query as both engines index them: folded, split on anything not a letter or digit
 * (so quotes, operators and punctuation are never passed to an engine), at most 8.
 */
export function searchTerms(query: string): SearchTerm[] {
  const terms = query
    .split(/\s+/)
    .flatMap((chunk) => {
      const words = fold(chunk)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      const prefix = chunk.endsWith('*');
      return words.map((word, i) => ({ word, prefix: prefix && i === words.length - 1 }));
    })
    .slice(0, 8);
  const last = terms.at(-1);
  if (last && last.word.length >= prefixMinLength) last.prefix = true;
  return terms;
}

/** The folded words of a query (for highlighting). */
export function searchWords(query: string): string[] {
  return searchTerms(query).map((t) => t.word);
}
