import type { CsvCell } from '../csv/csv.js';
import type { DamagedItem } from './schemas.js';

export const damagedByItemColumns = ['Item Code', 'Item Name', 'Item Description', 'Sticks'] as const;
export const damagedByNoteColumns = [
  'Customer Name',
  'Date',
  'Author',
  'Item Name',
  'Sales Description',
  'Sticks',
] as const;

export interface DamagedNote {
  customerName: string | null;
  createdAt: string;
  authorName: string;
  damagedItems: DamagedItem[];
}

export interface DamagedByItemRow {
  listId: string;
  name: string;
  salesDesc: string | null;
  sticks: number;
}

/** Sums sticks per item over notes, fed page by page; sorted by item name. */
export class DamagedByItem {
  private readonly items = new Map<string, DamagedByItemRow>();
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
  rows(): DamagedByItemRow[] {
    return [...this.items.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** Item Code is the accounting system's ListID, Item Name its item name, Item Description its sales description. */
export const damagedByItemCells = (row: DamagedByItemRow): CsvCell[] => [
  row.listId,
  row.name,
  row.salesDesc,
  row.sticks,
];

export function damagedByNoteCells(note: DamagedNote): CsvCell[][] {
  return note.damagedItems.map((item) => [
    note.customerName ?? 'Personal Note',
    note.createdAt.slice(0, 10),
    note.authorName,
    item.name,
    item.salesDesc,
    item.sticks,
  ]);
}
