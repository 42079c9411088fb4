import { attachmentsContract } from '../../domain/attachments/contract';
import { commentsContract } from '../../domain/comments/contract';
import { notesContract } from '../../domain/notes/contract';
import { ordersContract } from '../../domain/orders/contract';
import { ApiError, call, hrefOf, uploadTimeLimitMs } from '../lib/api';
import type { OutboxEntry, OutboxFile, OutboxRequest, TaskVersion } from './db';
import type { SendOutcome } from './replayer';

type Saved = NonNullable<OutboxEntry['saved']>;

/**
 * No answer worth believing: the network, a timeout, a proxy, the server restarting or rate
 * limiting, or a signed-out session (it waits for the rep to sign in again).
 */
export function isUnreached(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

const versionOf = (note: TaskVersion): TaskVersion => ({
  isTask: note.isTask,
  isResolved: note.isResolved,
  taskDescription: note.taskDescription,
});

const sameVersion = (a: TaskVersion, b: TaskVersion) =>
  a.isTask === b.isTask && a.isResolved === b.isResolved && a.taskDescription === b.taskDescription;

/** Creates the record (a repeat answers the first result: the client ID is in the request). */
export async function save(request: OutboxRequest): Promise<Saved> {
  switch (request.kind) {
    case 'note': {
      const { note } = await call(notesContract.create, { body: request.body });
      return { href: `/noteview/${note.id}`, ids: [note.id] };
    }
    case 'order': {
      const { ids } = await call(ordersContract.create, { body: request.body });
      return { href: ids.length === 1 ? `/orderview/${ids[0]}` : '/orderfeed', ids };
    }
    case 'comment': {
      const { comment } = await call(commentsContract.add, {
        params: { id: request.noteId },
        body: request.body,
      });
      return { href: `/noteview/${request.noteId}`, ids: [comment.id] };
    }
    case 'task': {
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
  }
}

/** One file per request, as the attachments route takes them. */
async function upload(
  ownerType: 'note' | 'order' | 'comment',
  ownerId: string,
  file: OutboxFile,
): Promise<void> {
  const form = new FormData();
  form.append('file', new File([file.blob], file.name, { type: file.type }), file.name);
  let response: Response;
  try {
    response = await fetch(
      hrefOf(attachmentsContract.upload, { query: { ownerType, ownerId, fileName: file.name } }),
      {
        method: 'POST',
        credentials: 'same-origin',
        body: form,
        signal: AbortSignal.timeout(uploadTimeLimitMs(file.blob.size)),
      },
    );
  } catch {
    throw new ApiError(0, 'NETWORK', 'Humidor cannot be reached.');
  }
  if (response.status === 201) return;
  const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  throw new ApiError(
    response.status,
    answer.code ?? 'UPLOAD',
    `${file.name} could not be uploaded: ${answer.message ?? 'the server refused it'}`,
  );
}

/**
 * A task change made offline on a task that someone changed meanwhile is not sent over it: the
 * rep sees both versions and chooses (docs/decisions/0056).
 */
async function taskConflict(request: Extract<OutboxRequest, { kind: 'task' }>): Promise<SendOutcome | null> {
  if (!request.base) return null;
  const { note } = await call(notesContract.get, { params: { id: request.noteId } });
  const server = versionOf(note);
  if (sameVersion(server, request.base)) return null;
  return {
    kind: 'conflict',
    reason: 'This task was changed on the server after you changed it here.',
    serverVersion: server,
  };
}

function outcomeOf(error: unknown, saved: Saved | null, filesUploaded: number): SendOutcome {
  const partial = saved ? { saved, filesUploaded } : {};
  if (isUnreached(error)) {
    // The server itself answered an error (its words came as JSON): counted towards a refusal.
    const serverError =
      error instanceof ApiError && error.status >= 500
        ? { status: error.status, message: error.message }
        : undefined;
    return { kind: 'unreached', ...partial, ...(serverError && { serverError }) };
  }
  const reason = error instanceof ApiError ? error.message : 'The server refused this write.';
  if (error instanceof ApiError && error.status === 409 && !saved)
    return { kind: 'conflict', reason, serverVersion: null };
  return { kind: 'refused', reason, ...partial };
}

/** Sends one outbox entry: the record first (once), then each file not yet uploaded. */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  let saved = entry.saved;
  let filesUploaded = entry.filesUploaded;
  try {
    if (!saved) {
      if (entry.request.kind === 'task') {
        const conflict = await taskConflict(entry.request);
        if (conflict) return conflict;
      }
      saved = await save(entry.request);
    }
    const ownerType = entry.request.kind === 'task' ? 'note' : entry.request.kind;
    for (; filesUploaded < entry.files.length; filesUploaded += 1) {
      const file = entry.files[filesUploaded] as OutboxFile;
      // Every equal order gets its own copy of the files.
      for (const id of saved.ids) await upload(ownerType, id, file);
    }
    return { kind: 'saved', saved, filesUploaded };
  } catch (error) {
    return outcomeOf(error, saved, filesUploaded);
  }
}
