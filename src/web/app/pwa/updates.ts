import { useSyncExternalStore } from 'react';

/**
 * What the service worker says about new versions, for the prompt. Kept apart from the
 * registration (register.ts, loaded after the first screen), so the prompt costs the first download
 * almost nothing and can be tested without a worker.
 */
export interface UpdateState {
  /** A new version is installed and waits for the user's reload. */
  waiting: boolean;
  /** The prompt was put off ("Later"): the version still waits, and the next navigation takes it. */
  putOff?: boolean;
  /** Swaps in the waiting version and loads `href` in it (by default the page again). */
  reload: (href?: string) => Promise<void>;
}

const idle: UpdateState = { waiting: false, reload: () => Promise.resolve() };
let state = idle;
const listeners = new Set<() => void>();

export function setUpdateState(next: UpdateState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Dismissed: the prompt hides, and the version waits for the next navigation (takeUpdateAt). */
export function dismissUpdate(): void {
  setUpdateState({ ...state, waiting: false, putOff: true });
}

/**
 * A navigation to `href` while a new version waits: the page asked for loads in the new version, so
 * a tab the service worker controls ends on it within one navigation (decision 0096). Leaving a
 * page is a moment no typing is interrupted, and drafts are kept in storage. True when it does.
 */
export function takeUpdateAt(href: string): boolean {
  if (!state.waiting && !state.putOff) return false;
  void state.reload(href);
  return true;
}

/**
 * This tab must load the new version to go on working offline (another tab upgraded the offline
 * store, `offline/upgraded-elsewhere.ts`): the prompt shows, again if it was put off. A version the
 * service worker reported keeps its own reload; otherwise Reload loads the page (the new version
 * already controls it, since the tab that upgraded runs it).
 */
export function requireReload(): void {
  const reload = (href = window.location.href) => Promise.resolve(loadPage(href));
  setUpdateState({ waiting: true, reload: state.waiting || state.putOff ? state.reload : reload });
}

/** Loads `href` from the network (through the service worker): the page again, or another. */
export function loadPage(href: string): void {
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
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
