import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveInvalidation } from '../../../lib/live';
import {
  disconnectOnline,
  fetchOnline,
  fetchSource,
  onlineKey,
  saveSource,
  syncOnlineNow,
  sourceKey,
  type QuickbooksSource,
} from '../api/online';

/** The QuickBooks Online connection; a finished sync refreshes it live. */
export function useOnlineConnection() {
  useLiveInvalidation(['import.completed'], onlineKey);
  return useQuery({ queryKey: onlineKey, queryFn: fetchOnline });
}

export function useDisconnectOnline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectOnline,
    onSuccess: () => client.invalidateQueries({ queryKey: onlineKey }),
  });
}

/** "Sync now": the next sync is queued at once, which the connection then shows. */
export function useSyncOnlineNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncOnlineNow,
    onSuccess: () => client.invalidateQueries({ queryKey: onlineKey }),
  });
}

/** Desktop or Online, and what an app order becomes in Online. */
export function useQuickbooksSource() {
  return useQuery({ queryKey: sourceKey, queryFn: fetchSource });
}

export function useSaveQuickbooksSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: QuickbooksSource) => saveSource(value),
    onSuccess: () => client.invalidateQueries({ queryKey: sourceKey }),
  });
}
