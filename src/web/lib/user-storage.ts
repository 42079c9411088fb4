/*
 * Browser storage that belongs to one signed-in user. A shared browser (the office PC, a rep's
 * tablet handed over) must never show one user's drafts or choices to the next, so every key
 * carries the user id and signing out removes them all.
 */

const prefix = 'humidor';

/** The storage key of one of a user's items, such as humidor.<userId>.commentDraft.<noteId>. */
export const userStorageKey = (userId: string, ...name: string[]) => [prefix, userId, ...name].join('.');

/** Keys from before drafts were kept per user: nobody can tell whose they are. */
const legacyKeyPrefixes = [`${prefix}.commentDraft.`];

function belongsTo(key: string, userId: string): boolean {
  if (legacyKeyPrefixes.some((legacy) => key.startsWith(legacy))) return true;
  // Also matches keys that put the user id last (humidor.orderDraft.<userId>).
  return key.startsWith(`${prefix}.`) && key.split('.').includes(userId);
}

/** Storage may be missing or blocked (private mode, full quota): then nothing is kept. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readUserItem(storage: Storage, key: string): string | null {
  return attempt(() => storage.getItem(key), null);
}

/** Stores the value, or removes the item when the value is empty. */
export function writeUserItem(storage: Storage, key: string, value: string): void {
  attempt(() => (value ? storage.setItem(key, value) : storage.removeItem(key)), undefined);
}

/** Removes everything this browser keeps for the user (and keys of unknown owner). */
export function clearUserStorage(storage: Storage, userId: string): void {
  attempt(() => {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    keys
      .filter((key): key is string => key !== null && belongsTo(key, userId))
      .forEach((key) => storage.removeItem(key));
  }, undefined);
}
