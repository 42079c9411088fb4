import { useSyncExternalStore } from 'react';

/**
 * What the service worker says about new versions, for the prompt. Kept apart from the
 * registration (register.ts, loaded after the first screen), so the prompt costs the first download
 * almost nothing and can be tested without a worker.
 */
export interface UpdateState {
  /** A new version is installed and waits for the user's reload. */
  waiting: boolean;
  /** Swaps in the waiting version and reloads the page. */
  reload: () => Promise<void>;
}

const idle: UpdateState = { waiting: false, reload: () => Promise.resolve() };
let state = idle;
const listeners = new Set<() => void>();

export function setUpdateState(next: UpdateState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Dismissed: the prompt hides until the next version (or the next start of the app). */
export function dismissUpdate(): void {
  setUpdateState({ ...state, waiting: false });
}

export function resetUpdateState(): void {
  setUpdateState(idle);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => idle,
  );
}
