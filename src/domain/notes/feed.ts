import type { Note } from './card.js';
import type { FeedFiltersInput } from './schemas.js';

/** From this many notes on, the count suggests more (spec: 'with a '+' when over 49'). */
const feedCountPlusFrom = 50;

/** The feed's count header, such as 'Today, 12 notes' or 'Last Week, 50+ notes'. */
export function feedCountHeader(rangeLabel: string, loaded: number): string {
  const plus = loaded >= feedCountPlusFrom ? '+' : '';
  return `${rangeLabel}, ${loaded}${plus} ${loaded === 1 && !plus ? 'note' : 'notes'}`;
}

const noTagLabel = '(No Tag)';

interface TagCount {
  tag: string;
  count: number;
}

/** Counts tags over notes, a note without tags counting as '(No Tag)'; feed it page by page. */
export class TagSummary {
  private readonly counts = new Map<string, number>();
  add(tags: readonly string[]): void {
    const keys = tags.length ? new Set(tags) : [noTagLabel];
    for (const tag of keys) this.counts.set(tag, (this.counts.get(tag) ?? 0) + 1);
  }
  /** Count descending, then tag name. */
  rows(): TagCount[] {
    return [...this.counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  }
}

/**
 * Whether a note belongs in the feed with these filters, by the server's rules (`filteredNotes` in
 * server/notes/queries.ts): created in [from, to), any of the tags, by the author, the task state,
 * with files, with comments. For the notes a phone keeps, read when the server cannot be reached.
 */
export function inFeed(note: Note, filters: FeedFiltersInput): boolean {
  const created = Date.parse(note.createdAt);
  if (filters.from && created < Date.parse(filters.from)) return false;
  if (filters.to && created >= Date.parse(filters.to)) return false;
  if (filters.customerListId && note.customerListId !== filters.customerListId) return false;
  const tags = typeof filters.tags === 'string' ? [filters.tags] : (filters.tags ?? []);
  if (tags.length && !note.tags.some((tag) => tags.includes(tag))) return false;
  if (filters.authorId && note.authorId !== filters.authorId) return false;
  const tasks = filters.tasks ?? 'Any';
  if (tasks !== 'Any' && !note.isTask) return false;
  if (tasks === 'Open Tasks' && note.isResolved) return false;
  if (tasks === 'Resolved Tasks' && !note.isResolved) return false;
  if (isSet(filters.withAttachments) && note.attachmentCount === 0) return false;
  if (isSet(filters.withComments) && note.commentCount === 0) return false;
  return true;
}

const isSet = (flag: boolean | 'true' | 'false' | undefined) => flag === true || flag === 'true';

/** The feed's order: newest first, then by ID (the server's keyset). */
export const feedOrder = (a: Note, b: Note) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
