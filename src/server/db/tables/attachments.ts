import type { OwnerType } from '../../../domain/attachments/rules.js';

/** Files attached to notes, orders and comments; the bytes live in storage at storagePath. */
export interface AttachmentsTable {
  id: string;
  ownerType: OwnerType;
  ownerId: string;
  /** The sanitised name, with the extension of the sniffed content. */
  name: string;
  size: number;
  /** Sniffed from the bytes, never taken from the browser. */
  contentType: string;
  storagePath: string;
  previewStoragePath: string | null;
  previewContentType: string | null;
  uploadedById: string | null;
  uploadedByName: string;
  uploadedByEmail: string;
  createdAt: string;
}

export interface AttachmentsTables {
  attachments: AttachmentsTable;
}

export const attachmentsCodecColumns = { json: [] as string[], boolean: [] as string[] };
