import type { Note } from '../../../../domain/notes/card';
import type { DamagedItem, FeedFiltersInput, NewNote } from '../../../../domain/notes/schemas';
import { api, query } from '../../../lib/api';

export type { Note };

export interface NotePage {
  note: Note;
  can: { delete: boolean; editDamagedItems: boolean };
}
export interface FeedPage {
  notes: Note[];
  nextCursor: string | null;
}
export interface DamageableItem {
  listId: string;
  name: string;
  salesDesc: string | null;
}
export interface DamagedByItemRow {
  listId: string;
  name: string;
  salesDesc: string | null;
  sticks: number;
}
export interface DamagedByNoteRow {
  noteId: string;
  customerName: string | null;
  createdAt: string;
  authorName: string;
  itemName: string;
  salesDesc: string | null;
  sticks: number;
}

export const notesKey = ['notes'] as const;
export const noteKey = (id: string) => ['notes', 'one', id] as const;
export const openTasksKey = ['notes', 'open-tasks'] as const;

const filterParams = (filters: FeedFiltersInput) => ({
  from: filters.from,
  to: filters.to,
  tags: filters.tags,
  authorId: filters.authorId,
  tasks: filters.tasks === 'Any' ? undefined : filters.tasks,
  withAttachments: filters.withAttachments || undefined,
  withComments: filters.withComments || undefined,
  customerListId: filters.customerListId,
});

export const notesApi = {
  feed: (filters: FeedFiltersInput, cursor?: string) =>
    api.get<FeedPage>(`/api/notes${query({ ...filterParams(filters), cursor })}`),
  get: (id: string) => api.get<NotePage>(`/api/notes/${encodeURIComponent(id)}`),
  create: (note: NewNote) => api.post<{ note: Note }>('/api/notes', note),
  remove: (id: string) => api.delete<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}`),
  setTask: (id: string, description: string) =>
    api.put<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/task`, { description }),
  resolveTask: (id: string) => api.post<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/task/resolve`),
  unresolveTask: (id: string) =>
    api.post<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/task/unresolve`),
  removeTask: (id: string) => api.delete<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/task`),
  saveDamagedItems: (id: string, damagedItems: DamagedItem[]) =>
    api.put<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/damaged-items`, { damagedItems }),
  openTasks: () => api.get<{ notes: Note[] }>('/api/notes/open-tasks'),
  tagSummary: (filters: FeedFiltersInput) =>
    api.get<{ rows: { tag: string; count: number }[] }>(
      `/api/notes/tag-summary${query(filterParams(filters))}`,
    ),
  damagedByItem: (filters: FeedFiltersInput) =>
    api.get<{ rows: DamagedByItemRow[] }>(`/api/notes/damaged-items/by-item${query(filterParams(filters))}`),
  damagedByNote: (filters: FeedFiltersInput) =>
    api.get<{ rows: DamagedByNoteRow[] }>(`/api/notes/damaged-items/by-note${query(filterParams(filters))}`),
  searchItems: (q: string) => api.get<{ items: DamageableItem[] }>(`/api/items/search${query({ q })}`),
};

/** Download links: the browser streams the CSV straight from the server. */
export const csvUrls = {
  feed: (filters: FeedFiltersInput) => `/api/notes/export.csv${query(filterParams(filters))}`,
  damagedByItem: (filters: FeedFiltersInput) =>
    `/api/notes/damaged-items/by-item${query({ ...filterParams(filters), format: 'csv' })}`,
  damagedByNote: (filters: FeedFiltersInput) =>
    `/api/notes/damaged-items/by-note${query({ ...filterParams(filters), format: 'csv' })}`,
};
