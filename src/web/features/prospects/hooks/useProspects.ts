import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NewCustomerInfo } from '../../../../domain/orders/schemas';
import type { ProspectChange } from '../../../../domain/prospects/contract';
import type { ProspectMapping } from '../../../../domain/prospects/read';
import {
  fetchAllProspects,
  fetchImportsOverview,
  fetchNearProspects,
  fetchStateMapping,
  patchProspect,
  postCustomer,
  prospectKeys,
  putProspectMapping,
  uploadProspects,
  type ProspectFormat,
} from '../api/prospects';
import { useLiveInvalidation } from '../../../lib/live';

/** The open prospects of the user's states, for the map's layer (asked only while the layer is shown). */
export function useProspectsOnMap(enabled: boolean) {
  // Another rep's note, status or turn, or QuickBooks adding the customer (decision 0348).
  useLiveInvalidation(['prospect.changed'], prospectKeys.list);
  return useQuery({ queryKey: prospectKeys.list, queryFn: fetchAllProspects, enabled });
}

export function useNearProspects(origin: { latitude: number; longitude: number } | null) {
  useLiveInvalidation(['prospect.changed'], ['prospects', 'near']);
  return useQuery({
    queryKey: prospectKeys.near(origin?.latitude ?? 0, origin?.longitude ?? 0),
    queryFn: () => fetchNearProspects(origin!.latitude, origin!.longitude),
    enabled: origin !== null,
  });
}

/** A note, a status or the turn into a customer: every list of prospects is read again after. */
export function useChangeProspect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ProspectChange }) => patchProspect(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: prospectKeys.all }),
  });
}

export function useProspectToCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customer }: { id: string; customer: NewCustomerInfo }) => postCustomer(id, customer),
    onSuccess: () => client.invalidateQueries({ queryKey: prospectKeys.all }),
  });
}

export function useProspectImports() {
  return useQuery({ queryKey: prospectKeys.admin, queryFn: fetchImportsOverview });
}

export function useProspectMapping(state: string | null) {
  return useQuery({
    queryKey: prospectKeys.state(state ?? ''),
    queryFn: () => fetchStateMapping(state ?? ''),
    enabled: state !== null,
  });
}

/**
 * Imports a file into a state, with the upload's progress (0 to 1); for a CSV the columns chosen
 * are remembered first, as the license lists do, and offered again next time.
 */
export function useImportProspects(state: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (input: { format: ProspectFormat; file: File; mapping: ProspectMapping | null }) => {
      setProgress(0);
      if (input.format === 'csv' && input.mapping) await putProspectMapping(state, input.mapping);
      return uploadProspects(state, input.format, input.file, setProgress);
    },
    onSettled: () => client.invalidateQueries({ queryKey: prospectKeys.all }),
  });
  return { ...mutation, progress };
}
