import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { feedOrder, inFeed } from '../../../../domain/notes/feed';
import type { DamagedItem, FeedFiltersInput, NewNote, TaskInput } from '../../../../domain/notes/schemas';
import { noAnswer } from '../../../lib/api';
import { useCacheAdditions } from '../../../lib/cache-additions';
import { useLiveInvalidation } from '../../../lib/live';
import {
  noteKey,
  notesApi,
  notesKey,
  openTasksKey,
  type DamagedByItemRow,
  type DamagedByNoteRow,
  type Note,
  type NotePage,
} from '../api/notes';

export function useNote(id: string) {
  useLiveInvalidation(['note.changed'], noteKey(id));
  return useQuery({ queryKey: noteKey(id), queryFn: () => notesApi.get(id) });
}

/**
 * Offline, a note never opened here as a list this device keeps shows it (a customer's Notes tab
 * from the working set, a feed page read before), with nothing allowed that needs the server;
 * undefined while the server answers, or when no list holds it.
 */
export function useKeptNote(id: string, read: ReturnType<typeof useNote>): NotePage | undefined {
  const client = useQueryClient();
  const cannotAsk = read.data === undefined && noAnswer(read);
  const added = useCacheAdditions(cannotAsk, anyKey);
  return useMemo(() => {
    if (!cannotAsk) return undefined;
    const note = keptNote(client, id);
    return note && { note, can: { delete: false, editDamagedItems: false } };
    // `added`: the kept lists changed (the device's copy arrived in the cache); search them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cannotAsk, client, id, added]);
}

/** Kept notes may be in any list (a customer's Notes tab, a feed page, the working set's own). */
const anyKey = () => true;

/** A property of a value read from the cache, whatever the value is. */
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** Every note the list pages in the cache hold (the working set's Notes tabs, feed pages read before). */
function* keptNotes(client: QueryClient): Generator<Note> {
  for (const query of client.getQueryCache().getAll()) {
    const pages = field(query.state.data, 'pages');
    if (!Array.isArray(pages)) continue;
    for (const page of pages) {
      const notes = field(page, 'notes');
      if (Array.isArray(notes))
        yield* notes.filter((note): note is Note => typeof field(note, 'id') === 'string');
    }
  }
}

/** The note as the first list page in the cache that holds it shows it. */
function keptNote(client: QueryClient, id: string): Note | undefined {
  for (const note of keptNotes(client)) if (note.id === id) return note;
  return undefined;
}

/**
 * Offline, the feed as the notes this device keeps make it (the working set's notes of the last 90
 * days, feed pages read before), filtered and ordered by the server's rules; undefined while the
 * server answers.
 */
export function useKeptFeed(
  filters: FeedFiltersInput,
  feed: ReturnType<typeof useNoteFeed>,
): Note[] | undefined {
  const client = useQueryClient();
  const cannotAsk = feed.data === undefined && noAnswer(feed);
  const added = useCacheAdditions(cannotAsk, anyKey);
  return useMemo(() => {
    if (!cannotAsk) return undefined;
    const byId = new Map<string, Note>();
    for (const note of keptNotes(client))
      if (!byId.has(note.id) && inFeed(note, filters)) byId.set(note.id, note);
    return [...byId.values()].sort(feedOrder);
    // `added`: the kept lists changed; list them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cannotAsk, client, filters, added]);
}

export function useNoteFeed(filters: FeedFiltersInput) {
  useLiveInvalidation(['note.changed'], [...notesKey, 'feed']);
  return useInfiniteQuery({
    queryKey: [...notesKey, 'feed', filters],
    queryFn: ({ pageParam }) => notesApi.feed(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Who a task may be given to (active users); rarely changes. */
export function useAssignees() {
  return useQuery({ queryKey: ['tasks', 'assignees'], queryFn: notesApi.assignees, staleTime: 5 * 60_000 });
}

export function useOpenTasks() {
  useLiveInvalidation(['note.changed'], openTasksKey);
  return useQuery({ queryKey: openTasksKey, queryFn: notesApi.openTasks });
}

export function useTagSummary(filters: FeedFiltersInput, enabled: boolean) {
  return useQuery({
    queryKey: [...notesKey, 'tag-summary', filters],
    queryFn: () => notesApi.tagSummary(filters),
    enabled,
  });
}

export function useDamagedSummary(filters: FeedFiltersInput, by: 'item' | 'note', enabled: boolean) {
  return useQuery({
    queryKey: [...notesKey, 'damaged', by, filters],
    queryFn: (): Promise<{ rows: (DamagedByItemRow | DamagedByNoteRow)[] }> =>
      by === 'item' ? notesApi.damagedByItem(filters) : notesApi.damagedByNote(filters),
    enabled,
  });
}

export function useItemSearch(q: string) {
  return useQuery({
    queryKey: ['items', 'damageable', q],
    queryFn: () => notesApi.searchItems(q),
    staleTime: 60_000,
  });
}

/** Every note write refreshes the notes queries (feed, note page, open tasks). */
function useNoteMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: notesKey }),
  });
}

export const useCreateNote = () => useNoteMutation((note: NewNote) => notesApi.create(note));
export const useDeleteNote = () => useNoteMutation((id: string) => notesApi.remove(id));
export const useSaveDamagedItems = (id: string) =>
  useNoteMutation((items: DamagedItem[]) => notesApi.saveDamagedItems(id, items));

type TaskAction = ({ kind: 'set' } & TaskInput) | { kind: 'resolve' | 'unresolve' | 'remove' };
export const useTaskAction = (id: string) =>
  useNoteMutation((action: TaskAction) => {
    switch (action.kind) {
      case 'set':
        return notesApi.setTask(id, {
          description: action.description,
          dueAt: action.dueAt,
          dueAllDay: action.dueAllDay,
          assigneeId: action.assigneeId,
        });
      case 'resolve':
        return notesApi.resolveTask(id);
      case 'unresolve':
        return notesApi.unresolveTask(id);
      case 'remove':
        return notesApi.removeTask(id);
    }
  });
