import { eventsContract } from '../../../../domain/events/contract';
import type { AppointmentInput, EventInput } from '../../../../domain/events/schemas';
import { call } from '../../../lib/api';

export type { Appointment, EventRow, Participant } from '../../../../domain/events/contract';

export const eventsKey = ['events'] as const;
export const eventKey = (id: string) => ['events', id] as const;
export const appointmentsKey = (eventId: string, rep?: string) =>
  rep === undefined ? (['appointments', eventId] as const) : (['appointments', eventId, rep] as const);

export const fetchActiveEvents = () => call(eventsContract.listActiveEvents);
export const fetchEvent = (id: string) => call(eventsContract.getEvent, { params: { id } });
export const createEvent = (input: EventInput) => call(eventsContract.createEvent, { body: input });
export const updateEvent = (id: string, input: EventInput) =>
  call(eventsContract.updateEvent, { params: { id }, body: input });

export const fetchAppointments = (eventId: string, rep: string) =>
  call(eventsContract.listAppointments, { params: { id: eventId }, query: { rep } });
export const createAppointment = (eventId: string, input: AppointmentInput) =>
  call(eventsContract.createAppointment, { params: { id: eventId }, body: input });
export const deleteAppointment = (id: string) => call(eventsContract.deleteAppointment, { params: { id } });
