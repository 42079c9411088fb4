import { useQuery } from '@tanstack/react-query';
import { useLiveInvalidation } from '../../../lib/live';
import { environmentKey, fetchEnvironment } from '../api/environment';

/**
 * The environment lists, read once after sign-in and kept for the session (signing in or out
 * clears the query cache, so the next user reads them afresh). An admin's change to a setting or a
 * user arrives live, so it takes effect for everyone without a reload. Pages pass what features need.
 */
export function useEnvironment() {
  useLiveInvalidation(['settings.changed', 'users.changed'], environmentKey);
  return useQuery({
    queryKey: environmentKey,
    queryFn: fetchEnvironment,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
