import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { clearUserStorage } from '../../../lib/user-storage';
import { fetchMe, meQueryKey, signOut, type Me } from '../api/session';

/** Who is signed in (null when nobody is); main.tsx asks it before the first page's code arrives. */
export const sessionQuery = {
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await fetchMe();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
};

/** The signed-in user, or null when nobody is. */
export function useSession() {
  const query = useQuery(sessionQuery);
  // Offline, the user saved on this device (src/web/offline/restore.ts) stays signed in.
  return { me: query.data ?? null, loading: query.isPending, error: query.data ? null : query.error };
}

/** Asks whether writes the server does not have yet may be lost; answers false when kept. */
function confirmLoss(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (!answered) resolve(value);
      answered = true;
    };
    modals.openConfirmModal({
      title: 'Sign out and lose unsent work?',
      children:
        count === 1
          ? '1 note, order, comment or task change written on this device has not reached the server. Signing out deletes it. Open the Outbox to send or review it instead.'
          : `${count} notes, orders, comments or task changes written on this device have not reached the server. Signing out deletes them. Open the Outbox to send or review them instead.`,
      labels: { confirm: 'Sign out and delete them', cancel: 'Keep them' },
      confirmProps: { color: 'red' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

/**
 * Signs out and forgets everything this browser held for the user: cached answers, the session's
 * choices and their drafts, the offline outbox and saved pages (docs/decisions/0055), so the next
 * person at this browser starts clean. Writes still waiting are sent first; what cannot be sent is
 * lost only once the user confirms it ('cancelled' otherwise). `signedOut` runs once it is done:
 * given here, not to `mutate`, since forgetting the user sends the page to the sign-in page, which
 * unmounts the button's shell before the wipe ends, and `mutate`'s own callbacks then never run.
 */
export function useSignOut(signedOut?: () => void) {
  const client = useQueryClient();
  return useMutation({
    // Settled: out of signal the server is not told, and the device is wiped all the same.
    onSettled: (result) => {
      if (result !== 'cancelled') signedOut?.();
    },
    // Offline too: the device's copy is wiped even when the server cannot be told.
    networkMode: 'always',
    mutationFn: async (): Promise<'signed-out' | 'cancelled'> => {
      const userId = client.getQueryData<Me | null>(meQueryKey)?.user.id;
      // Loaded only now: the sign-in page's first download stays without IndexedDB and the contract.
      const { sendOutboxNow, unsentCount, wipeOfflineData } = await import('../../../offline/runtime');
      if (await unsentCount()) await sendOutboxNow().catch(() => null);
      const unsent = await unsentCount();
      if (unsent && !(await confirmLoss(unsent))) return 'cancelled';
      try {
        await signOut();
      } finally {
        client.clear();
        client.setQueryData(meQueryKey, null);
        sessionStorage.clear();
        if (userId) {
          clearUserStorage(localStorage, userId);
          await wipeOfflineData(userId);
        }
      }
      return 'signed-out';
    },
  });
}
