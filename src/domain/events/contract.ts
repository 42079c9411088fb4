import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { appointmentInputSchema, eventInputSchema } from './schemas.js';

const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  starting: z.string(),
  ending: z.string(),
  active: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type EventRow = z.infer<typeof eventSchema>;

const appointmentSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  participant: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  accountName: z.string(),
  type: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** Someone the grid can be shown for: an active user with a rep code. */
const participantSchema = z.object({ repCode: z.string(), name: z.string() });
export type Participant = z.infer<typeof participantSchema>;

const idParams = z.object({ id: z.string().min(1).max(64) });
const eventResponse = z.object({ event: eventSchema });
const tags = ['events'];

/**
 * Trade events and their appointment grids. The live stream is GET /api/live, but a tab of an older
 * build still opens it as GET /api/events (decision 0170), so the table of events is GET /api/events/active.
 */
export const eventsContract = {
  listActiveEvents: defineRoute({
    method: 'GET',
    path: '/api/events/active',
    access: 'user',
    tags,
    response: z.object({ events: z.array(eventSchema) }),
  }),
  createEvent: defineRoute({
    method: 'POST',
    path: '/api/events',
    access: { action: 'events.manage' },
    tags,
    body: eventInputSchema,
    status: 201,
    response: eventResponse,
  }),
  getEvent: defineRoute({
    method: 'GET',
    path: '/api/events/:id',
    access: 'user',
    tags,
    params: idParams,
    response: eventResponse.extend({ participants: z.array(participantSchema) }),
  }),
  updateEvent: defineRoute({
    method: 'PUT',
    path: '/api/events/:id',
    access: { action: 'events.manage' },
    tags,
    params: idParams,
    body: eventInputSchema,
    response: eventResponse,
  }),
  listAppointments: defineRoute({
    method: 'GET',
    path: '/api/events/:id/appointments',
    access: 'user',
    tags,
    params: idParams,
    query: z.object({ rep: z.string().trim().max(20).optional() }),
    response: z.object({ appointments: z.array(appointmentSchema) }),
  }),
  createAppointment: defineRoute({
    method: 'POST',
    path: '/api/events/:id/appointments',
    access: 'user',
    tags,
    params: idParams,
    body: appointmentInputSchema,
    status: 201,
    response: z.object({ appointment: appointmentSchema }),
  }),
  deleteAppointment: defineRoute({
    method: 'DELETE',
    path: '/api/appointments/:id',
    access: 'user',
    tags,
    params: idParams,
    status: 204,
  }),
};
