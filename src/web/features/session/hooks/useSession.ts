import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { clearUserStorage } from '../../../lib/user-storage';
import { fetchMe, meQueryKey, signIn, signOut, type Me } from '../api/session';

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
  return { me: query.data ?? null, loading: query.isPending, error: query.error };
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password),
    onSuccess: async () => {
      client.clear();
      await client.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe });
    },
  });
}

/**
 * Signs out and forgets everything this browser held for the user: cached answers, the session's
 * choices and their drafts, so the next person at this browser starts clean.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      const userId = client.getQueryData<Me | null>(meQueryKey)?.user.id;
      client.clear();
      client.setQueryData(meQueryKey, null);
      sessionStorage.clear();
      if (userId) clearUserStorage(localStorage, userId);
    },
  });
}
