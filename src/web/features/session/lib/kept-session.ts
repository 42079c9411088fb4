import { hashKey, type QueryClient } from '@tanstack/react-query';
import { unreached } from '../../../lib/api';
import { keepSignedInUser, keptSignedInUser, setLastUserId } from '../../../offline/last-user';
import { meQueryKey, type Me } from '../api/session';

const meHash = hashKey(meQueryKey);

/**
 * Who is signed in, kept on this device as the server says it and drawn from there when the server
 * cannot be asked (decision 0263). The shell waits for `/api/me`; the saved answers reach IndexedDB
 * only once the offline runtime has started and a moment after each answer, so a reload without
 * signal right after signing in found no user and drew "This page is not on this device yet".
 * Called once by main.tsx, before the first answer can arrive (a drawn page's seeded one too).
 */
export function keepSessionOnDevice(client: QueryClient): void {
  const drawFromKept = () => {
    if (client.getQueryData(meQueryKey) !== undefined) return;
    const kept = keptSignedInUser<Me>();
    // Its time is the server's: the next answer replaces it, and a stale one is asked again.
    if (kept) client.setQueryData(meQueryKey, kept.me, { updatedAt: kept.at });
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== meHash) return;
    const { action } = event;
    if (action.type === 'success') {
      const me = event.query.state.data as Me | null | undefined;
      if (me) keepSignedInUser(me, event.query.state.dataUpdatedAt);
      // Nobody is signed in (a 401, or signing out): nothing of the last user is shown any more.
      else if (me === null) setLastUserId(null);
    }
    // No network (the browser says so, or TanStack holds the read) or no server: who was signed in
    // is what the device says. The browser's word is taken at once: a request failing offline can
    // take seconds, and the page would say meanwhile that it is not on this device.
    const noNetwork = action.type === 'pause' || (action.type === 'fetch' && navigator.onLine === false);
    const noServer = (action.type === 'failed' || action.type === 'error') && unreached(action.error);
    if (noNetwork || noServer) drawFromKept();
  });
}
