import { z } from 'zod';

/**
 * What an attachment may belong to: a note, an order, a comment; an item's photo for the shops and
 * the shop portal's logo (ownerId `logo`), both images only (issue 48, decision 0331).
 */
const ownerTypes = ['note', 'order', 'comment', 'item', 'portal'] as const;
export type OwnerType = (typeof ownerTypes)[number];

export const defaultUploadMaxMb = 25;
export const missingOwnerMessage = 'Missing ownerType/ownerId for file operations.';
export const uploadFailedMessage = 'Upload failed. Please try again.';
export const deleteFailedMessage = 'Delete failed. Please try again.';
export const notAllowedTypeMessage = (name: string) =>
  `File "${name}" is not an image (JPEG, PNG, GIF, WebP, HEIC/HEIF) or a PDF.`;
export const deleteConfirmMessage = 'Are you sure you want to DELETE this attachment?';

/** Content types accepted, as sniffed from the file's bytes; the extension a stored file is given. */
const allowedTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
} as const;
type AllowedType = keyof typeof allowedTypes;

/** What a browser shows in an <img> everywhere: the types an image-only owner takes (no HEIC, no PDF). */
const webImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const isWebImage = (contentType: string) => webImageTypes.includes(contentType);
export const notAWebImageMessage = (name: string) =>
  `File "${name}" is not an image a browser shows (JPEG, PNG, GIF or WebP).`;

export const isAllowedType = (contentType: string): contentType is AllowedType =>
  Object.hasOwn(allowedTypes, contentType);

export const isHeic = (contentType: string) => contentType === 'image/heic' || contentType === 'image/heif';

/** Images and PDFs open inline in the browser; HEIC does not render there, so it is downloaded. */
export const opensInline = (contentType: string) => isAllowedType(contentType) && !isHeic(contentType);

/**
 * The browser's guess from the name, for the picker's early check before upload; the server
 * decides by the bytes. HEIC files often arrive with an empty type, so the extension is used.
 */
export function declaredTypeAllowed(name: string, declaredType: string): boolean {
  if (declaredType && isAllowedType(declaredType)) return true;
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif', 'pdf'].includes(ext);
}

/** How many leading bytes `startsLikeAllowedFile` needs. */
export const signatureBytes = 12;

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The picker's early check of a file's first bytes: JPEG, PNG, GIF, WebP, an ISO media file (HEIC
 * and HEIF; the server tells them apart) or PDF. A text file renamed .png fails here, before the
 * note is saved; the server still decides by the whole stream.
 */
export function startsLikeAllowedFile(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(head, ascii('GIF8')) ||
    (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) ||
    startsWith(head, ascii('ftyp'), 4) ||
    startsWith(head, ascii('%PDF-'))
  );
}

export const maxBytesOf = (maxMb: number) => Math.round(maxMb * 1024 * 1024);
export const sizeLimitMessage = (name: string, maxMb: number) => `File "${name}" exceeds ${maxMb}MB limit.`;

const fileNameMax = 120;

/**
 * Letters, digits, dot, underscore and hyphen only; anything else becomes '_'. No leading dots (no
 * hidden files, no '..'), bounded length keeping the extension, never empty.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[.]+/, '');
  if (clean.length > fileNameMax) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    clean = clean.slice(0, fileNameMax - ext.length) + ext;
  }
  return clean.replace(/^[._]+$/, '') || 'file';
}

/**
 * The name an accepted file is stored under: sanitised, with the extension of its sniffed content
 * (a PNG sent as "scan.pdf" is kept as "scan.png"; docs/decisions/0006-attachments.md).
 */
export function storedNameOf(name: string, contentType: AllowedType): string {
  const clean = sanitizeFileName(name);
  const ext = allowedTypes[contentType];
  const dot = clean.lastIndexOf('.');
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  const current = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const same = current === ext || (ext === 'jpg' && current === 'jpeg');
  return same ? clean : `${stem}.${ext}`;
}

/** Sizes above about 1.1 TB (or not a whole, non-negative number) are invalid records. */
const maxValidSize = 1.1e12;
export const isValidStoredSize = (size: unknown): size is number =>
  typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 && size <= maxValidSize;

export const ownerQuerySchema = z.object({
  ownerType: z.enum(ownerTypes, { message: missingOwnerMessage }),
  ownerId: z.string({ message: missingOwnerMessage }).min(1, missingOwnerMessage).max(100),
});
export type OwnerRef = z.infer<typeof ownerQuerySchema>;

export const attachmentSchema = z.object({
  id: z.string(),
  ownerType: z.enum(ownerTypes),
  ownerId: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  downloadUrl: z.string(),
  previewUrl: z.string().nullable(),
  previewContentType: z.string().nullable(),
  uploadedBy: z.object({ id: z.string().nullable(), displayName: z.string(), email: z.string() }),
  createdAt: z.string(),
  canDelete: z.boolean(),
  /** Why no one may delete it, when it is kept on purpose (a signed estimate's PDF); the list says so. */
  keptReason: z.string().optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
