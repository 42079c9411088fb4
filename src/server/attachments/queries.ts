import { canDeleteAttachment, type Principal } from '../../domain/access/policy.js';
import { attachmentsContract } from '../../domain/attachments/contract.js';
import { isValidStoredSize, type Attachment, type OwnerRef } from '../../domain/attachments/rules.js';
import { routeUrl } from '../../domain/contract/route.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type { Storage } from '../storage/storage.js';
import { keptFiles, loadVisibleOwner, mayAttach, ownerOf, type OwnerInfo } from './owners.js';
import type { AttachmentsTable } from '../db/tables/attachments.js';

export const attachmentNotFound = (id: string) => notFound(`An attachment with the ID ${id} does not exist`);

/** Who may delete a file: the user who uploaded it or an author of what it is attached to. */
export const mayDelete = (user: Principal, row: AttachmentsTable, owner: OwnerInfo) =>
  canDeleteAttachment(user, row, owner.authorIds);

/** The file as the API answers it; a file kept on purpose is no one's to delete, and says why. */
export function present(row: AttachmentsTable, canDelete: boolean, keptReason?: string): Attachment {
  return {
    id: row.id,
    ownerType: row.ownerType,
    ownerId: row.ownerId,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    downloadUrl: routeUrl(attachmentsContract.file, { params: { id: row.id } }),
    previewUrl: row.previewStoragePath
      ? routeUrl(attachmentsContract.preview, { params: { id: row.id } })
      : null,
    previewContentType: row.previewContentType,
    uploadedBy: { id: row.uploadedById, displayName: row.uploadedByName, email: row.uploadedByEmail },
    createdAt: row.createdAt,
    canDelete: canDelete && !keptReason,
    ...(keptReason ? { keptReason } : {}),
  };
}

/** A stored size that is not a believable number is refreshed from the storage's own record. */
async function withValidSize(db: Db, storage: Storage, row: AttachmentsTable): Promise<AttachmentsTable> {
  if (isValidStoredSize(row.size)) return row;
  const stat = await storage.stat(row.storagePath).catch(() => null);
  if (!stat) return row;
  await db.updateTable('attachments').set({ size: stat.size }).where('id', '=', row.id).execute();
  return { ...row, size: stat.size };
}

/** The files of an owner the user may see, newest first, and whether the user may add more. */
export async function listAttachments(
  db: Db,
  storage: Storage,
  user: Principal,
  ref: OwnerRef,
): Promise<{ attachments: Attachment[]; canAttach: boolean }> {
  const { owner, info } = await loadVisibleOwner(db, user, ref.ownerType, ref.ownerId);
  const rows = await db
    .selectFrom('attachments')
    .selectAll()
    .where('ownerType', '=', ref.ownerType)
    .where('ownerId', '=', ref.ownerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const fixed = await Promise.all(rows.map((row) => withValidSize(db, storage, row)));
  const kept = await keptFiles(
    db,
    ref.ownerType,
    fixed.map((row) => row.id),
  );
  return {
    attachments: fixed.map((row) => present(row, mayDelete(user, row, info), kept.get(row.id))),
    canAttach: mayAttach(user, owner, info),
  };
}

/** An attachment whose owner the user may see, or 404 with the same text whether missing or out of scope. */
export async function findVisibleAttachment(db: Db, user: Principal, id: string) {
  const row = await db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
  const info = row ? await ownerOf(row.ownerType)?.load(db, user, row.ownerId) : null;
  if (!row || !info) throw attachmentNotFound(id);
  return { row, info };
}
