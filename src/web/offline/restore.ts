import type { QueryClient } from '@tanstack/react-query';
import { unreached } from '../lib/api';
import { readStoredQueries } from './bundles';
import { hydrateStored } from './cache';
import { keepReadMs, lastUserId } from './last-user';
import { OfflineDb } from './db';

const meKey = ['me'];

/** The signed-in user's id as the server says, or 'unknown' when it cannot be asked (offline). */
function serverUser(client: QueryClient): Promise<string | null | 'unknown'> {
  return new Promise((resolve) => {
    const check = () => {
      const state = client.getQueryState<{ user: { id: string } } | null>(meKey);
      if (state?.status === 'success' && state.fetchStatus !== 'fetching')
        return (resolve(state.data?.user.id ?? null), true);
      // Its first attempt finding no server is enough: the retries that follow take seconds, and the
      // page offline would wait for them (decision 0100).
      if (
        state?.status === 'error' ||
        state?.fetchStatus === 'paused' ||
        unreached(state?.fetchFailureReason)
      )
        return (resolve('unknown'), true);
      return false;
    };
    if (check()) return;
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/**
 * At start-up (main.tsx; at once offline, else once the first screen is drawn): the last user's saved answers are put back in the
 * query cache, so pages visited before render offline. They are shown only when the server cannot
 * be asked or confirms the same user is signed in: another user signing in never sees them.
 */
export async function restoreOfflineCache(client: QueryClient): Promise<void> {
  const defaults = client.getDefaultOptions();
  // Restored answers must outlive TanStack's 5-minute forgetting of unused queries.
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: keepReadMs } });
  const userId = lastUserId();
  if (!userId || typeof indexedDB === 'undefined') return;
  const db = new OfflineDb(userId);
  try {
    const queries = await readStoredQueries(db);
    const who = await serverUser(client);
    if (who === 'unknown' || who === userId) hydrateStored(client, queries);
  } catch {
    // An unreadable database only means nothing to show offline.
  } finally {
    db.close();
  }
}
