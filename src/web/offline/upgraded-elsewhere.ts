/**
 * Another tab, running a newer Humidor, upgraded this user's offline store (IndexedDB) to a version
 * this tab's code does not know. Dexie closes this tab's connection so the upgrade can go on, and
 * this tab can then neither keep answers nor save writes for later until it loads the new code.
 * The shell listens (main.tsx) and asks the user to reload. Kept apart from `db.ts` so the first
 * screen's code can listen without loading Dexie.
 */
const listeners = new Set<() => void>();

export function onUpgradedElsewhere(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function upgradedElsewhere(): void {
  listeners.forEach((listener) => listener());
}
