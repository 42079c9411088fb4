import type { FastifyInstance } from 'fastify';
import { appointmentsContract } from '../../domain/appointments/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import {
  createAppointment,
  createEvent,
  deleteAppointment,
  eventNotFoundMessage,
  updateEvent,
} from './commands.js';
import { findEvent, listActiveEvents, listAppointments, listParticipants } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerAppointmentRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, bus } = deps;
  registerRoutes(app, appointmentsContract, {
    listActiveEvents: async () => ({ events: await listActiveEvents(db) }),
    createEvent: async ({ request, body }) => ({
      event: await createEvent(db, bus, principalOf(request), body),
    }),
    getEvent: async ({ params }) => {
      const event = await findEvent(db, params.id);
      if (!event) throw notFound(eventNotFoundMessage);
      return { event, participants: await listParticipants(db) };
    },
    updateEvent: async ({ request, params, body }) => ({
      event: await updateEvent(db, bus, principalOf(request), params.id, body),
    }),
    listAppointments: async ({ params, query }) => {
      if (!(await findEvent(db, params.id))) throw notFound(eventNotFoundMessage);
      return { appointments: await listAppointments(db, params.id, query.rep) };
    },
    createAppointment: async ({ request, params, body }) => ({
      appointment: await createAppointment(db, bus, principalOf(request), params.id, body),
    }),
    deleteAppointment: async ({ request, params }) => {
      await deleteAppointment(db, bus, principalOf(request), params.id);
    },
  });
}
