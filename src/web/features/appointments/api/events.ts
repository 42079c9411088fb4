import type { AppointmentInput, EventInput } from '../../../../domain/appointments/schemas';
import { api, query } from '../../../lib/api';

export interface EventRow {
  id: string;
  name: string;
  starting: string;
  ending: string;
  active: boolean;
  authorName: string;
  createdAt: string;
}

export interface Participant {
  repCode: string;
  name: string;
}

export interface Appointment {
  id: string;
  eventId: string;
  participant: string;
  startDate: string;
  startTime: string;
  accountName: string;
  type: string;
  authorId: string | null;
  authorName: string;
  createdAt: string;
}

export const eventsKey = ['events'] as const;
export const eventKey = (id: string) => ['events', id] as const;
export const appointmentsKey = (eventId: string, rep?: string) =>
  rep === undefined ? (['appointments', eventId] as const) : (['appointments', eventId, rep] as const);

export const fetchActiveEvents = () => api.get<{ events: EventRow[] }>('/api/events/active');
export const fetchEvent = (id: string) =>
  api.get<{ event: EventRow; participants: Participant[] }>(`/api/events/${encodeURIComponent(id)}`);
export const createEvent = (input: EventInput) => api.post<{ event: EventRow }>('/api/events', input);
export const updateEvent = (id: string, input: EventInput) =>
  api.put<{ event: EventRow }>(`/api/events/${encodeURIComponent(id)}`, input);

export const fetchAppointments = (eventId: string, rep: string) =>
  api.get<{ appointments: Appointment[] }>(
    `/api/events/${encodeURIComponent(eventId)}/appointments${query({ rep })}`,
  );
export const createAppointment = (eventId: string, input: AppointmentInput) =>
  api.post<{ appointment: Appointment }>(`/api/events/${encodeURIComponent(eventId)}/appointments`, input);
export const deleteAppointment = (id: string) =>
  api.delete<void>(`/api/appointments/${encodeURIComponent(id)}`);
