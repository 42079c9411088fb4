import type { RouteResult } from '../../../../domain/contract/route';
import { itemsContract } from '../../../../domain/items/contract';
import { notesContract } from '../../../../domain/notes/contract';
import type { DamagedItem, FeedFiltersInput, NewNote, TaskInput } from '../../../../domain/notes/schemas';
import { tasksContract } from '../../../../domain/tasks/contract';
import { call, hrefOf } from '../../../lib/api';

export type { Note } from '../../../../domain/notes/card';
export type NotePage = RouteResult<typeof notesContract.get>;
export type DamageableItem = RouteResult<typeof itemsContract.searchDamageable>['items'][number];
export type DamagedByItemRow = RouteResult<typeof notesContract.damagedByItem>['rows'][number];
export type DamagedByNoteRow = RouteResult<typeof notesContract.damagedByNote>['rows'][number];

export const notesKey = ['notes'] as const;
export const noteKey = (id: string) => ['notes', 'one', id] as const;
export const openTasksKey = ['notes', 'open-tasks'] as const;

/** Only the filters that narrow the feed, so links and cache keys stay short. */
const filterQuery = (filters: FeedFiltersInput) => ({
  from: filters.from,
  to: filters.to,
  tags: filters.tags,
  authorId: filters.authorId,
  tasks: filters.tasks === 'Any' ? undefined : filters.tasks,
  withAttachments: filters.withAttachments || undefined,
  withComments: filters.withComments || undefined,
  customerListId: filters.customerListId,
});

/** CSV dates are written in the browser's own time zone. */
const csvQuery = (filters: FeedFiltersInput) => ({
  ...filterQuery(filters),
  format: 'csv' as const,
  tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

const byId = (id: string) => ({ params: { id } });

export const notesApi = {
  feed: (filters: FeedFiltersInput, cursor?: string) =>
    call(notesContract.feed, { query: { ...filterQuery(filters), cursor } }),
  get: (id: string) => call(notesContract.get, byId(id)),
  create: (note: NewNote) => call(notesContract.create, { body: note }),
  remove: (id: string) => call(notesContract.remove, byId(id)),
  setTask: (id: string, task: TaskInput) => call(notesContract.setTask, { ...byId(id), body: task }),
  assignees: () => call(tasksContract.assignees),
  resolveTask: (id: string) => call(notesContract.resolveTask, byId(id)),
  unresolveTask: (id: string) => call(notesContract.unresolveTask, byId(id)),
  removeTask: (id: string) => call(notesContract.removeTask, byId(id)),
  saveDamagedItems: (id: string, damagedItems: DamagedItem[]) =>
    call(notesContract.saveDamagedItems, { ...byId(id), body: { damagedItems } }),
  openTasks: () => call(notesContract.openTasks),
  tagSummary: (filters: FeedFiltersInput) => call(notesContract.tagSummary, { query: filterQuery(filters) }),
  damagedByItem: (filters: FeedFiltersInput) =>
    call(notesContract.damagedByItem, { query: filterQuery(filters) }),
  damagedByNote: (filters: FeedFiltersInput) =>
    call(notesContract.damagedByNote, { query: filterQuery(filters) }),
  searchItems: (q: string) => call(itemsContract.searchDamageable, { query: { q } }),
};

/** Download links: the browser streams the CSV straight from the server. */
export const csvUrls = {
  feed: (filters: FeedFiltersInput) =>
    hrefOf(notesContract.exportCsv, { query: { ...csvQuery(filters), format: undefined } }),
  damagedByItem: (filters: FeedFiltersInput) =>
    hrefOf(notesContract.damagedByItem, { query: csvQuery(filters) }),
  damagedByNote: (filters: FeedFiltersInput) =>
    hrefOf(notesContract.damagedByNote, { query: csvQuery(filters) }),
};
