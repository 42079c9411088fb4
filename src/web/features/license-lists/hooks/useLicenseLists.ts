import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ColumnMapping } from '../../../../domain/compliance/license-lists';
import {
  fetchImport,
  fetchOverview,
  fetchState,
  licenseListKeys,
  putMapping,
  uploadList,
} from '../api/license-lists';

/** The latest imports of every state, and the states whose columns are remembered. */
export function useLicenseListOverview() {
  return useQuery({ queryKey: licenseListKeys.overview, queryFn: fetchOverview });
}

/** A state's remembered columns and its imports (none asked before a state is chosen). */
export function useLicenseListState(state: string | null) {
  return useQuery({
    queryKey: licenseListKeys.state(state ?? ''),
    queryFn: () => fetchState(state ?? ''),
    enabled: state !== null,
  });
}

export function useLicenseListImport(state: string, id: string | null) {
  return useQuery({
    queryKey: licenseListKeys.detail(state, id ?? ''),
    queryFn: () => fetchImport(state, id ?? ''),
    enabled: id !== null,
  });
}

/**
 * Remembers the columns chosen for the state, then imports the file with them, with the upload's
 * progress (0 to 1). The mapping is kept even when the file is then refused: it is the admin's
 * choice for the state's list, offered again next time.
 */
export function useImportList(state: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ file, mapping }: { file: File; mapping: ColumnMapping }) => {
      setProgress(0);
      await putMapping(state, mapping);
      return uploadList(state, file, setProgress);
    },
    onSettled: () => client.invalidateQueries({ queryKey: licenseListKeys.overview }),
  });
  return { ...mutation, progress };
}
