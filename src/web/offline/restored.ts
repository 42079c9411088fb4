/**
 * Whether main.tsx has read the device's copy into the query cache (restore.ts). Until it has, a
 * page offline may still find its answer there, so the loading state waits for it before saying the
 * page is not on this device (ui/PageState.tsx, decision 0100). Apart from restore.ts, which brings
 * Dexie: the loading state is in the first download.
 */
let restored = false;
const listeners = new Set<() => void>();

export function markRestored(): void {
  if (restored) return;
  restored = true;
  listeners.forEach((listener) => listener());
}

export const restoredStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => restored,
};
