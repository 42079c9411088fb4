import type { CsvCell } from '../csv/csv.js';
import { localDate } from '../dates/zoned.js';
import type { DamagedItem } from './schemas.js';

export const unknownDamagedItemMessage = (listId: string) =>
  `The damaged item ${listId} is not in the item list. Choose it again from the list.`;

export const damagedByItemColumns = ['Item Code', 'Item Name', 'Item Description', 'Sticks'] as const;
export const damagedByNoteColumns = [
  'Customer Name',
  'Date',
  'Author',
  'Item Name',
  'Sales Description',
  'Sticks',
] as const;

interface DamagedNote {
  customerName: string | null;
  createdAt: string;
  authorName: string;
  damagedItems: DamagedItem[];
}

interface DamagedItemTotal {
  listId: string;
  name: string;
  salesDesc: string | null;
  sticks: number;
}

export interface DamagedByItemRow extends DamagedItemTotal {
  /** The item list's full name (parent items included); the code when the item is gone. */
  fullName: string;
}

/** Sums sticks per item over notes, fed page by page; sorted by item name. */
export class DamagedByItem {
  private readonly items = new Map<string, DamagedItemTotal>();
  add(items: readonly DamagedItem[]): void {
    for (const item of items) {
      const row = this.items.get(item.listId);
      if (row) row.sticks += item.sticks;
      else
        this.items.set(item.listId, {
          listId: item.listId,
          name: item.name,
          salesDesc: item.salesDesc,
          sticks: item.sticks,
        });
    }
  }
  rows(): DamagedItemTotal[] {
    return [...this.items.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

/**
 * Item Code is the code people know the item by (its accounting name, such as p-CR05; the internal
 * ListID means nothing to them), Item Name its full name in the item list, Item Description its
 * sales description.
 */
export const damagedByItemCells = (row: DamagedByItemRow): CsvCell[] => [
  row.name,
  row.fullName,
  row.salesDesc,
  row.sticks,
];

export function damagedByNoteCells(note: DamagedNote, timeZone: string): CsvCell[][] {
  return note.damagedItems.map((item) => [
    note.customerName ?? 'Personal Note',
    localDate(note.createdAt, timeZone),
    note.authorName,
    item.name,
    item.salesDesc,
    item.sticks,
  ]);
}
