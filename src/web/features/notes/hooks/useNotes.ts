import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DamagedItem, FeedFiltersInput, NewNote, TaskInput } from '../../../../domain/notes/schemas';
import { useLiveInvalidation } from '../../../lib/live';
import {
  noteKey,
  notesApi,
  notesKey,
  openTasksKey,
  type DamagedByItemRow,
  type DamagedByNoteRow,
} from '../api/notes';

export function useNote(id: string) {
  useLiveInvalidation(['note.changed'], noteKey(id));
  return useQuery({ queryKey: noteKey(id), queryFn: () => notesApi.get(id) });
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
