import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { mapChanges } from '../../../../domain/map/contract';
import { decodeMapCustomers } from '../../../../domain/map/customers';
import { useLiveInvalidation } from '../../../lib/live';
import { fetchBasemap, fetchMapCustomers, mapKeys, putPin, uploadBasemap } from '../api/map';

/**
 * Every customer the user may see, decoded from the columns once per answer; a QuickBooks run, a
 * visit, a setting, a license (typed, or from a state's list: "License expired") and a pin moved
 * by anyone refresh them (`mapChanges`).
 */
export function useMapCustomers(rep?: string, date?: string) {
  const key = mapKeys.customers(rep, date);
  useLiveInvalidation(mapChanges, key);
  const read = useQuery({ queryKey: key, queryFn: () => fetchMapCustomers(rep, date) });
  const customers = useMemo(() => (read.data ? decodeMapCustomers(read.data) : null), [read.data]);
  return { ...read, customers };
}

export function useBasemap() {
  useLiveInvalidation(['settings.changed'], mapKeys.basemap);
  return useQuery({ queryKey: mapKeys.basemap, queryFn: fetchBasemap, staleTime: 300_000 });
}

/** Uploads a PMTiles basemap with its progress (0 to 1); the map then draws it. */
export function useUploadBasemap() {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadBasemap(file, setProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: mapKeys.basemap }),
  });
  return { ...upload, progress };
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
