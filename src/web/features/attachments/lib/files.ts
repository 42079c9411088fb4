import {
  declaredTypeAllowed,
  maxBytesOf,
  notAllowedTypeMessage,
  signatureBytes,
  sizeLimitMessage,
  startsLikeAllowedFile,
  uploadFailedMessage,
} from '../../../../domain/attachments/rules';
import { ApiError } from '../../../lib/api';
import { UploadFailure } from './uploadFailure';

export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const countOf = (files: File[]) => `${files.length} ${files.length === 1 ? 'file' : 'files'}`;

/** Why a chosen file is refused before upload, or null: its name, its size, then its first bytes. */
export async function problemOf(file: File, maxMb: number): Promise<string | null> {
  if (!declaredTypeAllowed(file.name, file.type)) return notAllowedTypeMessage(file.name);
  if (file.size > maxBytesOf(maxMb)) return sizeLimitMessage(file.name, maxMb);
  const head = new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer());
  return startsLikeAllowedFile(head) ? null : notAllowedTypeMessage(file.name);
}

/** The server's words for a file it refused (too large, not an image or PDF), else the spec's. */
export function failureMessage(error: unknown): string {
  const reason = error instanceof UploadFailure ? error.reason : error;
  return reason instanceof ApiError && [403, 413, 415].includes(reason.status)
    ? reason.message
    : uploadFailedMessage;
}
