import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where attachment bytes live. Keys are relative paths of segments made of letters, digits, dot,
 * underscore and hyphen (`note/abc/1f2e-photo.jpg`); anything else is refused before any I/O.
 */
export interface Storage {
  /** Stores the whole stream under key; a failing stream leaves nothing behind. */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  /**
   * The stored bytes, or only those from `range.start` to `range.end` (both inclusive, within the
   * size: an HTTP Range request); null when the key holds nothing.
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The stored size; null when the key holds nothing. */
  stat(key: string): Promise<{ size: number } | null>;
}

const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws unless key is a safe relative path (no '..', no absolute paths, no odd characters). */
export function assertSafeKey(key: string): string {
  const parts = key.split('/');
  if (!key || key.length > 1024 || !parts.every((p) => segment.test(p) && p !== '.' && p !== '..')) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
