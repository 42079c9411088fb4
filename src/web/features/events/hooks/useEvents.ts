import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentInput, EventInput } from '../../../../domain/events/schemas';
import { useLiveInvalidation } from '../../../lib/live';
import {
  appointmentsKey,
  createAppointment,
  createEvent,
  deleteAppointment,
  eventKey,
  eventsKey,
  fetchActiveEvents,
  fetchAppointments,
  fetchEvent,
  updateEvent,
} from '../api/events';

/** Active events, live. */
export function useActiveEvents() {
  useLiveInvalidation(['event.changed'], eventsKey);
  return useQuery({ queryKey: eventsKey, queryFn: fetchActiveEvents });
}

export function useEvent(id: string) {
  useLiveInvalidation(['event.changed'], eventKey(id));
  return useQuery({ queryKey: eventKey(id), queryFn: () => fetchEvent(id) });
}

/** One rep's appointments at an event, live for everyone viewing the grid. */
export function useAppointments(eventId: string, rep: string | null) {
  useLiveInvalidation(['appointment.changed'], appointmentsKey(eventId));
  return useQuery({
    queryKey: appointmentsKey(eventId, rep ?? ''),
    queryFn: () => fetchAppointments(eventId, rep ?? ''),
    enabled: rep !== null,
  });
}

export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EventInput }) =>
      id ? updateEvent(id, input) : createEvent(input),
    onSuccess: () => client.invalidateQueries({ queryKey: eventsKey }),
  });
}

export function useCreateAppointment(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentInput) => createAppointment(eventId, input),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentsKey(eventId) }),
  });
}

export function useDeleteAppointment(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAppointment(id),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentsKey(eventId) }),
  });
}
