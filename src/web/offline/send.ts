import { attachmentsContract } from '../../domain/attachments/contract';
import { errorAnswerOf, jsonOf } from '../../domain/contract/error-answer';
import { ApiError, hrefOf, uploadTimeLimitMs } from '../lib/api';
import { writeOf, type OfflineAdapter, type OutboxWrite, type Saved } from './adapter';
import type { OutboxFile, OutboxRequest } from './db';
import type { Send, SendOutcome } from './replayer';

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

/** One file per request, as the attachments route takes them. */
async function upload(
  ownerType: NonNullable<OutboxWrite<OutboxRequest['kind']>['filesOwner']>,
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
  const answer = errorAnswerOf(jsonOf(await response.text().catch(() => '')));
  throw new ApiError(
    response.status,
    answer?.code ?? 'UPLOAD',
    `${file.name} could not be uploaded: ${answer?.message ?? 'the server refused it'}`,
  );
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

/** Sends an outbox entry with the adapter that owns its kind: the record first (once), then each file not yet uploaded. */
export function sender(adapters: readonly OfflineAdapter[]): Send {
  return async (entry) => {
    const write = writeOf(adapters, entry.request.kind) as OutboxWrite<OutboxRequest['kind']>;
    let saved = entry.saved;
    let filesUploaded = entry.filesUploaded;
    try {
      if (!saved) {
        const conflict = await write.conflict?.(entry.request);
        if (conflict) return { kind: 'conflict', ...conflict };
        saved = await write.save(entry.request);
      }
      for (; filesUploaded < entry.files.length; filesUploaded += 1) {
        const file = entry.files[filesUploaded] as OutboxFile;
        // Every equal order gets its own copy of the files.
        if (!write.filesOwner) throw new Error(`${entry.request.kind} writes have no files`);
        for (const id of saved.ids) await upload(write.filesOwner, id, file);
      }
      return { kind: 'saved', saved, filesUploaded };
    } catch (error) {
      return outcomeOf(error, saved, filesUploaded);
    }
  };
}
