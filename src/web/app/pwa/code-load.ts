/**
 * When a page's code fails to load (a lazy route or component import rejects), the usual cause is a
 * deploy: the tab runs the old build and asks for chunks by names the new build no longer has
 * (the server answers 404, decision 0095). The tab then reloads itself once onto the new version;
 * drafts live in storage, so nothing typed is lost. A second failure soon after shows the error with
 * a Reload button instead, so a build that cannot load never loops (decision 0096).
 */

/** A failure this soon after the tab's own reload means the reload did not help. */
export const reloadWindowMs = 60_000;

export interface LoadFailure {
  codeLoad: boolean;
  /** The browser says it has a network. */
  online: boolean;
  /** The server answered the page's own address just now (a reload would land on a page). */
  serverAnswers: boolean;
  /** When this tab last reloaded itself for a new version (ms), or null. */
  lastReloadAt: number | null;
  now: number;
}

export type AfterLoadFailure = 'reload' | 'show-error';

/**
 * Reload only for code that could not be loaded while the server answers (offline, or while the
 * server restarts, a reload would show the browser's error page instead of the app), and only
 * once within `reloadWindowMs`; a clock set back counts as soon.
 */
export function afterLoadFailure(failure: LoadFailure): AfterLoadFailure {
  if (!failure.codeLoad || !failure.online || !failure.serverAnswers) return 'show-error';
  if (failure.lastReloadAt !== null && failure.now - failure.lastReloadAt < reloadWindowMs)
    return 'show-error';
  return 'reload';
}

// In sessionStorage: one tab's, kept across its reloads, gone with it.
const reloadedAtKey = 'humidor.reloadedForUpdateAt';
const noticeKey = 'humidor.updatedNotice';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function lastReloadForUpdate(): number | null {
  const at = Number(storage()?.getItem(reloadedAtKey) ?? Number.NaN);
  return Number.isFinite(at) ? at : null;
}

/** Notes the reload (for the guard and for the notice the new version shows), then reloads. */
export function reloadForUpdate(now: number): void {
  storage()?.setItem(reloadedAtKey, String(now));
  storage()?.setItem(noticeKey, '1');
  window.location.reload();
}

/** True once after a reload for a new version: the page says "Humidor was updated". */
export function takeUpdatedNotice(): boolean {
  const pending = storage()?.getItem(noticeKey) === '1';
  storage()?.removeItem(noticeKey);
  return pending;
}

/** Whether the server answers this page's address (no cache: the answer must be the server's own). */
export async function serverAnswersPage(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, {
      cache: 'no-store',
      headers: { accept: 'text/html' },
    });
    return response.ok;
  } catch {
    return false;
  }
}
