import { Readable } from 'node:stream';
import type { Principal } from '../../domain/access/policy.js';
import { csvHeader, csvLine, type CsvCell } from '../../domain/csv/csv.js';
import { feedExportCells, feedExportColumns } from '../../domain/notes/card.js';
import { DamagedByItem, damagedByNoteCells, type DamagedByItemRow } from '../../domain/notes/damaged.js';
import { TagSummary } from '../../domain/notes/feed.js';
import type { FeedFilters } from '../../domain/notes/schemas.js';
import type { DamagedByNoteRow } from '../../domain/notes/contract.js';
import type { Db } from '../db/database.js';
import { allFilteredNotes } from './queries.js';

export async function tagSummary(db: Db, user: Principal, filters: FeedFilters) {
  const summary = new TagSummary();
  for await (const page of allFilteredNotes(db, user, filters))
    page.forEach((note) => summary.add(note.tags));
  return summary.rows();
}

export async function damagedByItem(
  db: Db,
  user: Principal,
  filters: FeedFilters,
): Promise<DamagedByItemRow[]> {
  const byItem = new DamagedByItem();
  for await (const page of allFilteredNotes(db, user, filters))
    page.forEach((n) => byItem.add(n.damagedItems));
  const totals = byItem.rows();
  const fullNames = new Map<string, string>();
  // Chunked so the IN list stays within every dialect's parameter limit.
  for (let start = 0; start < totals.length; start += 500) {
    const listIds = totals.slice(start, start + 500).map((row) => row.listId);
    const items = await db
      .selectFrom('items')
      .select(['listId', 'fullName'])
      .where('listId', 'in', listIds)
      .execute();
    items.forEach((item) => fullNames.set(item.listId, item.fullName));
  }
  return totals.map((row) => ({ ...row, fullName: fullNames.get(row.listId) ?? row.name }));
}

/** Damaged items note by note, newest note first; streamed so large ranges stay in constant memory. */
export async function* damagedByNote(
  db: Db,
  user: Principal,
  filters: FeedFilters,
): AsyncGenerator<DamagedByNoteRow> {
  for await (const page of allFilteredNotes(db, user, filters)) {
    for (const note of page) {
      for (const item of note.damagedItems) {
        yield {
          noteId: note.id,
          customerName: note.customerName,
          createdAt: note.createdAt,
          authorName: note.authorName ?? 'Anonymous',
          itemName: item.name,
          salesDesc: item.salesDesc,
          sticks: item.sticks,
        };
      }
    }
  }
}

export const damagedByNoteRowCells = (row: DamagedByNoteRow, timeZone: string): CsvCell[] =>
  damagedByNoteCells(
    {
      customerName: row.customerName,
      createdAt: row.createdAt,
      authorName: row.authorName,
      damagedItems: [{ listId: '', name: row.itemName, salesDesc: row.salesDesc, sticks: row.sticks }],
    },
    timeZone,
  )[0] ?? [];

/** A CSV body streamed line by line, starting with the BOM spreadsheet programs need to read UTF-8. */
export function csvStream(headers: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): Readable {
  async function* lines() {
    yield csvHeader(headers);
    for await (const row of rows) yield csvLine(row);
  }
  return Readable.from(lines());
}

export async function* feedExportRows(db: Db, user: Principal, filters: FeedFilters, timeZone: string) {
  for await (const page of allFilteredNotes(db, user, filters))
    for (const note of page) yield feedExportCells(note, timeZone);
}

export { feedExportColumns };
