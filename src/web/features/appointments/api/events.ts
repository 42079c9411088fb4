import { appointmentsContract } from '../../../../domain/appointments/contract';
import type { AppointmentInput, EventInput } from '../../../../domain/appointments/schemas';
import { call } from '../../../lib/api';

export type { Appointment, EventRow, Participant } from '../../../../domain/appointments/contract';

export const eventsKey = ['events'] as const;
export const eventKey = (id: string) => ['events', id] as const;
export const appointmentsKey = (eventId: string, rep?: string) =>
  rep === undefined ? (['appointments', eventId] as const) : (['appointments', eventId, rep] as const);

export const fetchActiveEvents = () => call(appointmentsContract.listActiveEvents);
export const fetchEvent = (id: string) => call(appointmentsContract.getEvent, { params: { id } });
export const createEvent = (input: EventInput) => call(appointmentsContract.createEvent, { body: input });
export const updateEvent = (id: string, input: EventInput) =>
  call(appointmentsContract.updateEvent, { params: { id }, body: input });

export const fetchAppointments = (eventId: string, rep: string) =>
  call(appointmentsContract.listAppointments, { params: { id: eventId }, query: { rep } });
export const createAppointment = (eventId: string, input: AppointmentInput) =>
  call(appointmentsContract.createAppointment, { params: { id: eventId }, body: input });
export const deleteAppointment = (id: string) =>
  call(appointmentsContract.deleteAppointment, { params: { id } });
