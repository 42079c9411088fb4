import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeekHours } from '../../../../domain/visit-planning/hours';
import type { Pin } from '../../../../domain/visit-planning/priority';
import type { WorkingDaysInput } from '../../../../domain/visit-planning/working-days';
import {
  fetchCustomerHours,
  fetchPriorities,
  fetchReps,
  fetchWorkingDays,
  planningKeys,
  saveCustomerHours,
  savePin,
  saveWorkingDays,
} from '../api/planning';
import { useLiveInvalidation } from '../../../lib/live';

/** A customer's opening hours: kept on the device with the working set, so they read offline. */
export function useCustomerHours(listId: string) {
  // Another user's edit of these hours (decision 0348).
  useLiveInvalidation(['customer.hours'], planningKeys.hours(listId));
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

/** A rep's working days: the user's own (`userId` null), or, for an admin, a rep's. */
export function useWorkingDays(userId: string | null) {
  return useQuery({ queryKey: planningKeys.workingDays(userId), queryFn: () => fetchWorkingDays(userId) });
}

export function useSaveWorkingDays(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkingDaysInput) => saveWorkingDays(userId, input),
    onSuccess: (answer) => client.setQueryData(planningKeys.workingDays(userId), answer),
  });
}

/** The reps whose days an admin may set; asked only for an admin. */
export function useReps(enabled: boolean) {
  return useQuery({ queryKey: planningKeys.reps, queryFn: fetchReps, enabled });
}
