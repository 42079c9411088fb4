import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { decodeMapCustomers } from '../../../../domain/map/customers';
import { useLiveInvalidation } from '../../../lib/live';
import { fetchBasemap, fetchMapCustomers, mapKeys, putPin } from '../api/map';

/** Every customer the user may see, decoded from the columns once per answer; a QuickBooks run refreshes them. */
export function useMapCustomers(rep?: string, date?: string) {
  const key = mapKeys.customers(rep, date);
  useLiveInvalidation(['import.completed', 'visit.changed', 'settings.changed'], key);
  const read = useQuery({ queryKey: key, queryFn: () => fetchMapCustomers(rep, date) });
  const customers = useMemo(() => (read.data ? decodeMapCustomers(read.data) : null), [read.data]);
  return { ...read, customers };
}

export function useBasemap() {
  return useQuery({ queryKey: mapKeys.basemap, queryFn: fetchBasemap, staleTime: 300_000 });
}

/** Moves a customer's pin; every map answer is asked again afterwards. */
export function useMovePin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, latitude, longitude }: { id: string; latitude: number; longitude: number }) =>
      putPin(id, { latitude, longitude }),
    onSettled: () => client.invalidateQueries({ queryKey: ['map', 'customers'] }),
  });
}
