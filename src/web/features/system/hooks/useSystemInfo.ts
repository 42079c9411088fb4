import { useQuery } from '@tanstack/react-query';
import { useLiveInvalidation } from '../../../lib/live';
import { fetchSystemInfo, systemInfoKey } from '../api/system';

/** The server's own facts (when accounting data last arrived); read again when an import finishes. */
export function useSystemInfo() {
  useLiveInvalidation(['import.completed'], systemInfoKey);
  return useQuery({ queryKey: systemInfoKey, queryFn: fetchSystemInfo });
}
