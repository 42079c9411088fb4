import type { FieldChanges } from '../../../domain/history/diff.js';
import type { HistoryAction, HistoryEntityType, TrashEntityType } from '../../../domain/history/schemas.js';

/** How a history or trash row is scoped: by its customer's states, for everyone, or admins only. */
export type RowScope = 'states' | 'everyone' | 'admins';

export interface HistoryTable {
  id: string;
  at: string;
  userId: string | null;
  userName: string;
  entityType: HistoryEntityType;
  entityId: string;
  action: HistoryAction;
  label: string;
  scope: RowScope;
  customerListId: string | null;
  customerState: string | null;
  customerShipState: string | null;
  noteId: string | null;
  historyChanges: FieldChanges;
}

export interface TrashTable {
  id: string;
  entityType: TrashEntityType;
  entityId: string;
  label: string;
  deletedAt: string;
  deletedById: string | null;
  deletedByName: string;
  authorId: string | null;
  scope: RowScope;
  customerListId: string | null;
  customerState: string | null;
  customerShipState: string | null;
  trashSnapshot: Record<string, unknown>;
  trashFiles: string[];
}

export interface HistoryTables {
  history: HistoryTable;
  trash: TrashTable;
}

export const historyCodecColumns = {
  json: ['historyChanges', 'trashSnapshot', 'trashFiles'],
  boolean: [] as string[],
};
