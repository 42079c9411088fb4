/** One changed field: what it was and what it became (null when it did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export type FieldChanges = Record<string, FieldChange>;

/** Fields that change on every write and say nothing about what the user changed. */
const noise = new Set(['updatedAt', 'searchText']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a row, each with its before and after; a field
 * absent on one side counts as null. Only changed fields are kept, so history stays small.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (noise.has(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (!same(was, now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/** Picks the named fields of a row (for creates and deletes, which record what the row held). */
export function pick<T extends Record<string, unknown>>(row: T, fields: readonly (keyof T)[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const field of fields) if (row[field] !== undefined) picked[field] = row[field];
  return picked;
}

/** A change's value as one line of text (history panel, CSV). */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** How many days a deleted row waits in the Trash before it is purged. */
export const trashDays = 30;

/** The moment before which trashed rows are purged. */
export const purgeBefore = (now: Date): Date => new Date(now.getTime() - trashDays * 24 * 60 * 60 * 1000);
