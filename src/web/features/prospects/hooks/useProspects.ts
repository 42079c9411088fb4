import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
  type Prospect,
  type ProspectFormat,
} from '../api/prospects';
import { holdsProspects, nearKeptProspects } from '../offline';
import { noAnswer } from '../../../lib/api';
import { useKept } from '../../../offline/kept';
import { useLiveInvalidation } from '../../../lib/live';

/** The open prospects of the user's states, for the map's layer (asked only while the layer is shown). */
export function useProspectsOnMap(enabled: boolean) {
  // Another rep's note, status or turn, or QuickBooks adding the customer (decision 0348).
  useLiveInvalidation(['prospect.changed'], prospectKeys.list);
  return useQuery({ queryKey: prospectKeys.list, queryFn: fetchAllProspects, enabled });
}

/**
 * Near me's prospects from a place. When no server answers, those this device keeps, ranked from
 * the same place as the server ranks them (decision 0353).
 */
export function useNearProspects(origin: { latitude: number; longitude: number } | null) {
  useLiveInvalidation(['prospect.changed'], ['prospects', 'near']);
  const near = useQuery({
    queryKey: prospectKeys.near(origin?.latitude ?? 0, origin?.longitude ?? 0),
    queryFn: () => fetchNearProspects(origin!.latitude, origin!.longitude),
    enabled: origin !== null,
  });
  const cannotAsk = origin !== null && near.data === undefined && noAnswer(near);
  const kept = useKept(
    cannotAsk,
    holdsProspects,
    (client) => (origin ? nearKeptProspects(client, origin) : []),
    origin,
  );
  return { near, kept };
}

/** Puts a changed prospect in the device's copy too, so Near me offline lists what the server would. */
const keepChanged = (client: QueryClient, changed: Prospect) =>
  client.setQueryData<Prospect[]>(prospectKeys.kept, (kept) =>
    kept?.map((prospect) => (prospect.id === changed.id ? changed : prospect)),
  );

/** A note, a status or the turn into a customer: every list of prospects is read again after. */
export function useChangeProspect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ProspectChange }) => patchProspect(id, change),
    onSuccess: (changed) => {
      keepChanged(client, changed);
      return client.invalidateQueries({ queryKey: prospectKeys.all });
    },
  });
}

export function useProspectToCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customer }: { id: string; customer: NewCustomerInfo }) => postCustomer(id, customer),
    onSuccess: (changed) => {
      keepChanged(client, changed);
      return client.invalidateQueries({ queryKey: prospectKeys.all });
    },
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
