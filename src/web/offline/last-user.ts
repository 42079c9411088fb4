import { userStorageKey } from '../lib/user-storage';

// Who last used this browser, and who they are, in local storage: both are read before anything of
// the app's offline machinery (Dexie, the runtime) has loaded, and a write there is on the device at
// once, where the saved answers reach IndexedDB a moment later (cache.ts). Free of imports beyond
// user-storage, so the sign-in page can forget the user without loading the app (decision 0263).

/** Data the server has not confirmed for this long is not shown offline, and is deleted. */
export const keepReadMs = 14 * 24 * 60 * 60 * 1000;

/** Who last used this browser: only their saved answers may be shown before the server says who is signed in. */
const lastUserKey = 'humidor.offline.lastUser';

/** The user's own key (0012): signing out removes it with their other keys. */
const signedInKey = (userId: string) => userStorageKey(userId, 'offline', 'signedIn');

/** Who is signed in as `/api/me` answered it; only its user's id is read here. */
interface SignedIn {
  user: { id: string };
}

/** Storage may be missing or blocked: then nothing is kept, and nothing shown offline, which is safe. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const lastUserId = (): string | null => attempt(() => localStorage.getItem(lastUserKey), null);

/**
 * Sets (or forgets, with null) the last user of this browser. Who the previous one was leaves with
 * them: a kept answer is only ever its own user's.
 */
export function setLastUserId(userId: string | null): void {
  const previous = lastUserId();
  attempt(() => {
    if (previous && previous !== userId) localStorage.removeItem(signedInKey(previous));
    if (userId) localStorage.setItem(lastUserKey, userId);
    else localStorage.removeItem(lastUserKey);
  }, undefined);
}

/**
 * Keeps who is signed in on this device, the moment the server says so (decision 0263): a reload
 * without signal right after signing in draws the app for them. `at` is when the server said it.
 */
export function keepSignedInUser(me: SignedIn, at: number): void {
  setLastUserId(me.user.id);
  attempt(() => localStorage.setItem(signedInKey(me.user.id), JSON.stringify({ at, me })), undefined);
}

/**
 * The signed-in user kept on this device, and when the server said so: only the last user's, and
 * only while the server confirmed it within `keepReadMs` (as every saved answer, decision 0172).
 */
export function keptSignedInUser<T extends SignedIn>(now = Date.now()): { me: T; at: number } | null {
  const userId = lastUserId();
  if (!userId) return null;
  const text = attempt(() => localStorage.getItem(signedInKey(userId)), null);
  const kept = attempt(() => (text ? (JSON.parse(text) as { at?: unknown; me?: T }) : null), null);
  if (!kept || typeof kept.at !== 'number' || kept.me?.user?.id !== userId) return null;
  if (now - kept.at > keepReadMs) return null;
  return { me: kept.me, at: kept.at };
}
