import type { QueryClient } from '@tanstack/react-query';
import { notesContract } from '../../../domain/notes/contract';
import { feedOrder, inFeed } from '../../../domain/notes/feed';
import type { FeedFiltersInput, NewNote } from '../../../domain/notes/schemas';
import { call, noAnswer } from '../../lib/api';
import {
  asOnePage,
  type OfflineAdapter,
  type RequestOf,
  type Saved,
  type WriteConflict,
} from '../../offline/adapter';
import { useKept } from '../../offline/kept';
import { notesApi, openTasksKey, type Note, type NotePage } from './api/notes';
import { TaskCorrection } from './components/TaskCorrection';
import type { useNote, useNoteFeed } from './hooks/useNotes';
import { taskChangeText, versionText, type TaskChange, type TaskVersion } from './lib/task-change';

declare module '../../offline/db' {
  interface OutboxKinds {
    note: { body: NewNote & { clientId: string } };
    task: { noteId: string; change: TaskChange; clientId: string; base: TaskVersion | null };
  }
}

/** The user's own notes without a customer, kept with the rest (offline Notes Feed, note page). */
const personalNotesKey = ['offline', 'personal-notes'] as const;

type TaskWrite = RequestOf<'task'>;

/** Sends a task change (a repeat answers the first result: the client ID is in the query). */
export async function saveTaskChange(request: TaskWrite): Promise<Saved> {
  const params = { id: request.noteId };
  const query = { clientId: request.clientId };
  const change = request.change;
  if (change.kind === 'set') {
    const { kind: _kind, ...body } = change;
    await call(notesContract.setTask, { params, query, body });
  } else if (change.kind === 'resolve') await call(notesContract.resolveTask, { params, query });
  else if (change.kind === 'unresolve') await call(notesContract.unresolveTask, { params, query });
  else await call(notesContract.removeTask, { params, query });
  return { href: `/noteview/${request.noteId}`, ids: [request.noteId] };
}

const versionOf = (note: TaskVersion): TaskVersion => ({
  isTask: note.isTask,
  isResolved: note.isResolved,
  taskDescription: note.taskDescription,
});

const sameVersion = (a: TaskVersion, b: TaskVersion) =>
  a.isTask === b.isTask && a.isResolved === b.isResolved && a.taskDescription === b.taskDescription;

/**
 * A task change made offline on a task that someone changed meanwhile is not sent over it: the
 * rep sees both versions and chooses (docs/decisions/0056).
 */
async function taskConflict(request: TaskWrite): Promise<WriteConflict | null> {
  if (!request.base) return null;
  const { note } = await call(notesContract.get, { params: { id: request.noteId } });
  const server = versionOf(note);
  if (sameVersion(server, request.base)) return null;
  return { reason: 'This task was changed on the server after you changed it here.', serverVersion: server };
}

/**
 * Notes on the device (decision 0075): the open tasks and the user's notes of the last 90 days
 * without a customer (a customer's are its Notes tab's, customer-records), read back as the Notes
 * Feed and a note's page; notes and task changes are written offline, a refused note corrected in
 * its own form (decision 0072).
 */
export const notesOffline: OfflineAdapter = {
  feature: 'notes',
  keep: ({ client }) => client.prefetchQuery({ queryKey: openTasksKey, queryFn: notesApi.openTasks }),
  // No page reads these by key: the offline Notes Feed and note page find them among the kept lists.
  keepNotes: (cache, notes) =>
    cache.put(personalNotesKey, asOnePage(notes.filter((note) => !note.customerListId))),
  writes: {
    note: {
      async save(request) {
        const { note } = await call(notesContract.create, { body: request.body });
        return { href: `/noteview/${note.id}`, ids: [note.id] };
      },
      filesOwner: 'note',
      correctIn: (seq) => `/notecreate?outbox=${seq}`,
    },
    task: {
      save: saveTaskChange,
      conflict: taskConflict,
      filesOwner: 'note',
      Correction: TaskCorrection,
      conflictShown: {
        theirs: (version) => versionText(version as TaskVersion),
        mine: (request) => taskChangeText(request.change),
        overruling: (request) => ({ ...request, base: null }),
      },
    },
  },
};

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
function keptNote(client: QueryClient, id: string): NotePage | undefined {
  for (const note of keptNotes(client))
    if (note.id === id) return { note, can: { delete: false, editDamagedItems: false } };
  return undefined;
}

/** The feed as the kept notes make it, filtered and ordered by the server's rules (`inFeed`). */
function keptFeed(client: QueryClient, filters: FeedFiltersInput): Note[] {
  const byId = new Map<string, Note>();
  for (const note of keptNotes(client))
    if (!byId.has(note.id) && inFeed(note, filters)) byId.set(note.id, note);
  return [...byId.values()].sort(feedOrder);
}

/**
 * Offline, a note never opened here as a list this device keeps shows it (a customer's Notes tab
 * from the working set, a feed page read before), with nothing allowed that needs the server;
 * undefined while the server answers, or when no list holds it.
 */
export function useKeptNote(id: string, read: ReturnType<typeof useNote>): NotePage | undefined {
  const cannotAsk = read.data === undefined && noAnswer(read);
  return useKept(cannotAsk, anyKey, (client) => keptNote(client, id), id);
}

/**
 * Offline, the feed as the notes this device keeps make it (the working set's notes of the last 90
 * days, feed pages read before); undefined while the server answers.
 */
export function useKeptFeed(
  filters: FeedFiltersInput,
  feed: ReturnType<typeof useNoteFeed>,
): Note[] | undefined {
  const cannotAsk = feed.data === undefined && noAnswer(feed);
  return useKept(cannotAsk, anyKey, (client) => keptFeed(client, filters), filters);
}
