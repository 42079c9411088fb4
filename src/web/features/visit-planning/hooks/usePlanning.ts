import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeekHours } from '../../../../domain/visit-planning/hours';
import type { Pin } from '../../../../domain/visit-planning/priority';
import type { WorkingDaysInput } from '../../../../domain/visit-planning/working-days';
import {
  fetchCustomerHours,
  fetchPriorities,
  fetchWorkingDays,
  planningKeys,
  saveCustomerHours,
  savePin,
  saveWorkingDays,
} from '../api/planning';

/** A customer's opening hours: kept on the device with the working set, so they read offline. */
export function useCustomerHours(listId: string) {
  return useQuery({ queryKey: planningKeys.hours(listId), queryFn: () => fetchCustomerHours(listId) });
}

/** Changing hours needs the server, as a customer's contacts and licenses do. */
export function useSaveCustomerHours(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hours: WeekHours | null) => saveCustomerHours(listId, hours),
    onSuccess: (answer) => {
      client.setQueryData(planningKeys.hours(listId), answer);
      void client.invalidateQueries({ queryKey: planningKeys.priorities });
    },
  });
}

export function usePriorities() {
  return useQuery({ queryKey: planningKeys.priorities, queryFn: fetchPriorities });
}

export function useSavePin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, pin }: { listId: string; pin: Pin | null }) => savePin(listId, pin),
    onSuccess: () => client.invalidateQueries({ queryKey: planningKeys.priorities }),
  });
}

export function useWorkingDays() {
  return useQuery({ queryKey: planningKeys.workingDays, queryFn: fetchWorkingDays });
}

export function useSaveWorkingDays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkingDaysInput) => saveWorkingDays(input),
    onSuccess: (answer) => client.setQueryData(planningKeys.workingDays, answer),
  });
}
