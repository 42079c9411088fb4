import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentInputSchema, eventInputSchema } from '../../domain/appointments/schemas.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import {
  createAppointment,
  createEvent,
  deleteAppointment,
  eventNotFoundMessage,
  updateEvent,
} from './commands.js';
import { findEvent, listActiveEvents, listAppointments, listParticipants } from './queries.js';
import {
  appointmentSchema,
  appointmentsQuery,
  eventIdParams,
  eventSchema,
  participantSchema,
} from './schemas.js';

/**
 * Events and their appointment grids. GET /api/events itself is the live-update stream
 * (src/server/events), so the table of events is GET /api/events/active.
 */
export function registerEventAppointmentRoutes(server: FastifyInstance, db: Db, bus: EventBus): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['events'];
  const eventResponse = z.object({ event: eventSchema });

  app.get(
    '/api/events/active',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: z.object({ events: z.array(eventSchema) }) } },
    },
    async () => ({ events: await listActiveEvents(db) }),
  );

  app.post(
    '/api/events',
    {
      config: { access: { action: 'events.manage' } },
      schema: { tags, body: eventInputSchema, response: { 201: eventResponse } },
    },
    async (request, reply) => {
      const event = await createEvent(db, bus, principalOf(request), request.body);
      return reply.status(201).send({ event });
    },
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: eventIdParams,
        response: { 200: eventResponse.extend({ participants: z.array(participantSchema) }) },
      },
    },
    async (request) => {
      const event = await findEvent(db, request.params.id);
      if (!event) throw notFound(eventNotFoundMessage);
      return { event, participants: await listParticipants(db) };
    },
  );

  app.put(
    '/api/events/:id',
    {
      config: { access: { action: 'events.manage' } },
      schema: { tags, params: eventIdParams, body: eventInputSchema, response: { 200: eventResponse } },
    },
    async (request) => {
      return { event: await updateEvent(db, bus, request.params.id, request.body) };
    },
  );

  app.get(
    '/api/events/:id/appointments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: eventIdParams,
        querystring: appointmentsQuery,
        response: { 200: z.object({ appointments: z.array(appointmentSchema) }) },
      },
    },
    async (request) => {
      if (!(await findEvent(db, request.params.id))) throw notFound(eventNotFoundMessage);
      return { appointments: await listAppointments(db, request.params.id, request.query.rep) };
    },
  );

  app.post(
    '/api/events/:id/appointments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: eventIdParams,
        body: appointmentInputSchema,
        response: { 201: z.object({ appointment: appointmentSchema }) },
      },
    },
    async (request, reply) => {
      const appointment = await createAppointment(
        db,
        bus,
        principalOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ appointment });
    },
  );

  app.delete(
    '/api/appointments/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: eventIdParams },
    },
    async (request, reply) => {
      await deleteAppointment(db, bus, principalOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
