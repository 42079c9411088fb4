import { randomBytes } from 'node:crypto';
import { finished, Readable } from 'node:stream';
import * as fileType from 'file-type';
import type { Principal } from '../../domain/access/policy.js';
import {
  isAllowedType,
  isWebImage,
  notAllowedTypeMessage,
  notAWebImageMessage,
  sanitizeFileName,
  sizeLimitMessage,
  storedNameOf,
  type Attachment,
  type OwnerRef,
} from '../../domain/attachments/rules.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { AppError, badRequest, conflict, forbidden } from '../http/errors.js';
import { byteLimit } from '../http/request-body.js';
import type { Storage } from '../storage/storage.js';
import { filesOf, putInTrash } from '../history-writes/trash.js';
import { bumpCounters, keptFiles, loadAttachableOwner, type OwnerInfo } from './owners.js';
import { previewOf } from './preview.js';
import { findVisibleAttachment, mayDelete, present } from './queries.js';
import type { AttachmentsTable } from '../db/tables/attachments.js';

/**
 * file-type's Node entry sniffs a Node stream; the project's bundler-style type resolution only sees
 * its web typings, so the Node signature is stated here.
 */
const fileTypeStream = fileType.fileTypeStream as unknown as (
  stream: Readable,
) => Promise<Readable & { fileType?: { mime: string } }>;

export interface AttachmentDeps {
  db: Db;
  bus: EventBus;
  storage: Storage;
  /** The largest file, in bytes (UPLOAD_MAX_MB). */
  maxBytes: number;
}

export interface IncomingFile {
  filename: string;
  file: Readable;
}

export const noFilesMessage = 'Choose at least one file to upload.';

export const tooLarge = (name: string, maxBytes: number) =>
  new AppError(413, 'TOO_LARGE', sizeLimitMessage(sanitizeFileName(name), maxBytes / 1024 / 1024));

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function publishAttachmentsChanged(bus: EventBus, ref: OwnerRef, info: OwnerInfo) {
  const scopeStates = info.scopeStates.length ? info.scopeStates : undefined;
  await bus.publish({ kind: 'attachments.changed', id: ref.ownerId, scopeStates });
  // A note's attachment count changed with its files: its card and page refetch too.
  if (ref.ownerType === 'note') await bus.publish({ kind: 'note.changed', id: ref.ownerId, scopeStates });
}

/** Stores one file after checking its bytes; returns its row (not yet inserted). */
/** Said of a form cut short, in the words the parser uses, so the route answers it as a malformed form. */
const cutFormMessage = 'Unexpected end of multipart data: the form was cut short';

async function storeOne(
  deps: AttachmentDeps,
  user: Principal,
  ref: OwnerRef,
  incoming: IncomingFile,
  stored: string[],
  imagesOnly = false,
): Promise<AttachmentsTable> {
  // The multipart parser destroys the file of a form cut short without an error (a close before
  // its end, maybe before this reads it): the sender's cut form, which must fail here, or the read
  // below waits for ever for bytes that will not come (found by the route fuzz, issue 44).
  if (incoming.file.destroyed && !incoming.file.readableEnded) throw new Error(cutFormMessage);
  const limited = incoming.file.pipe(
    byteLimit(deps.maxBytes, () => tooLarge(incoming.filename, deps.maxBytes)),
  );
  finished(incoming.file, (error) => {
    if (!error) return;
    const cut = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
    limited.destroy(cut ? new Error(cutFormMessage) : error);
  });
  const typed = await fileTypeStream(limited);
  const contentType = typed.fileType?.mime ?? '';
  if (!isAllowedType(contentType)) {
    typed.on('error', () => undefined).resume();
    throw new AppError(415, 'UNSUPPORTED_TYPE', notAllowedTypeMessage(sanitizeFileName(incoming.filename)));
  }
  if (imagesOnly && !isWebImage(contentType)) {
    typed.on('error', () => undefined).resume();
    throw new AppError(415, 'UNSUPPORTED_TYPE', notAWebImageMessage(sanitizeFileName(incoming.filename)));
  }
  const name = storedNameOf(incoming.filename, contentType);
  const random = randomBytes(8).toString('hex');
  const storagePath = `${ref.ownerType}/${ref.ownerId}/${random}-${name}`;
  stored.push(storagePath);
  const { size } = await deps.storage.put(storagePath, typed, { contentType });

  let previewStoragePath: string | null = null;
  let previewContentType: string | null = null;
  const original = await deps.storage.get(storagePath);
  const preview = original ? await previewOf(await bufferOf(original), contentType).catch(() => null) : null;
  if (preview) {
    previewStoragePath = `${ref.ownerType}/${ref.ownerId}/preview-${random}.jpg`;
    stored.push(previewStoragePath);
    await deps.storage.put(previewStoragePath, Readable.from([preview.bytes]), {
      contentType: preview.contentType,
    });
    previewContentType = preview.contentType;
  }
  return {
    id: crypto.randomUUID(),
    ownerType: ref.ownerType,
    ownerId: ref.ownerId,
    name,
    size,
    contentType,
    storagePath,
    previewStoragePath,
    previewContentType,
    uploadedById: user.id,
    uploadedByName: user.displayName,
    uploadedByEmail: user.email,
    createdAt: '',
  };
}

/**
 * Stores every file of one upload and records them with the owner's counters in one transaction.
 * All or nothing: when any file is refused or fails, no bytes and no rows of the upload remain.
 */
export async function uploadAttachments(
  deps: AttachmentDeps,
  user: Principal,
  ref: OwnerRef,
  files: AsyncIterable<IncomingFile>,
  now = new Date(),
): Promise<Attachment[]> {
  const { owner, info } = await loadAttachableOwner(deps.db, user, ref.ownerType, ref.ownerId);
  const stored: string[] = [];
  const rows: AttachmentsTable[] = [];
  try {
    for await (const incoming of files)
      rows.push(await storeOne(deps, user, ref, incoming, stored, owner.imagesOnly));
    if (!rows.length) throw badRequest(noFilesMessage);
    rows.forEach((row, index) => (row.createdAt = new Date(now.getTime() + index).toISOString()));
    await deps.db.transaction().execute(async (tx) => {
      await loadAttachableOwner(tx, user, ref.ownerType, ref.ownerId);
      await tx.insertInto('attachments').values(rows).execute();
      await bumpCounters(tx, ref.ownerType, ref.ownerId, rows.length);
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
  await publishAttachmentsChanged(deps.bus, ref, info);
  return rows.reverse().map((row) => present(row, true));
}

/**
 * Deletes one file: its uploader or an author of its owner may (docs/decisions/0008-who-may-attach.md),
 * unless its owner keeps it on purpose (a signed estimate's PDF: 409, nothing changed). The row goes
 * to the Trash with its owner's scope; the file stays in storage until the purge.
 */
export async function deleteAttachment(deps: AttachmentDeps, user: Principal, id: string): Promise<void> {
  const { row, info } = await findVisibleAttachment(deps.db, user, id);
  if (!mayDelete(user, row, info)) {
    throw forbidden('Only the uploader or the author of what the file is attached to can delete it.');
  }
  const [customerState = null, customerShipState = null] = info.scopeStates;
  await deps.db.transaction().execute(async (tx) => {
    // Asked inside the transaction, which the signing's own writes of the file and its row share.
    const kept = (await keptFiles(tx, row.ownerType, [id])).get(id);
    if (kept) throw conflict(kept);
    await tx.deleteFrom('attachments').where('id', '=', id).execute();
    await bumpCounters(tx, row.ownerType, row.ownerId, -1);
    await putInTrash(tx, {
      actor: user,
      entityType: 'attachment',
      entityId: id,
      label: row.name,
      authorId: row.uploadedById,
      scope: {
        scope: info.scopeStates.length ? 'states' : 'everyone',
        customerListId: null,
        customerState,
        customerShipState,
      },
      snapshot: { attachment: row, scopeStates: info.scopeStates },
      before: { name: row.name, ownerType: row.ownerType, ownerId: row.ownerId },
      noteId: row.ownerType === 'note' ? row.ownerId : null,
      files: filesOf([row]),
    });
  });
  await publishAttachmentsChanged(deps.bus, row, info);
}
