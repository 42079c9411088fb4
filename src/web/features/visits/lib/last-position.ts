import { useSyncExternalStore } from 'react';
import type { Place } from '../api/visits';

/**
 * Where the rep last said they are on this page: the phone's position Near me was given, or the
 * place it was typed as. Today's route starts from it when no start is saved, so the rep is not asked
 * twice. Kept in this tab's memory only: a position is the rep's own and goes stale as they drive.
 */
let last: Place | null = null;
const listeners = new Set<() => void>();

/** Keeps where the rep is (null forgets it). */
export function rememberPosition(place: Place | null): void {
  last = place;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The last position given Near me in this tab, or null. */
export function useLastPosition(): Place | null {
  return useSyncExternalStore(
    subscribe,
    () => last,
    () => null,
  );
}
