import { z } from 'zod';
import { calendarDateSchema, calendarInstantSchema } from '../dates/calendar.js';
import { defineRoute } from '../contract/route.js';
import { visitStatuses } from './cadence.js';
import { isInUnitedStates, outsideUnitedStatesMessage, positionSchema } from './geo.js';
import { maxRouteStops, tooManyStopsMessage } from './route.js';

/**
 * Visits (issue 27): check-in and check-out, Near me, Due, the day's route and the office's week.
 * Every customer here is one the user may see; a hidden customer answers 404 like a missing one.
 * Instants are ISO strings; a day is 'YYYY-MM-DD' in the company's time zone.
 */

const tags = ['visits'];

/** The dates the answers hold; what a request may send is `calendarDateSchema`. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-27');
const instant = calendarInstantSchema();
const customerIdSchema = z.string().trim().min(1, 'Pick a customer').max(100);

export const visitIdMessage = 'The check-in sent an invalid ID. Reload the page and try again.';
/** Made on the device when the rep taps "Check in", so a retry from the outbox lands once. */
export const visitIdSchema = z.uuid({ message: visitIdMessage });

export const visitSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  userId: z.string(),
  userName: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Miles between the phone at check-in and the customer's place; null without a position or a place. */
  distanceMiles: z.number().nullable(),
  noteId: z.string().nullable(),
});
export type Visit = z.infer<typeof visitSchema>;

export const checkInSchema = z.object({
  id: visitIdSchema,
  customerId: customerIdSchema,
  /** When it happened (an offline check-in sends its own time); now when absent; never later than now. */
  startedAt: instant.optional(),
  position: positionSchema.optional(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkOutSchema = z.object({
  /** Now when absent; not before the check-in. */
  endedAt: instant.optional(),
});

export const placeSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** A ZIP code ("33602") or a city and state ("Tampa, FL"). */
export const placeQueryMessage =
  'Type a five-digit ZIP code, such as 33602, or a city and state, such as Tampa, FL';

export const nearQuerySchema = z
  .object({
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    place: z.string().trim().min(1, placeQueryMessage).max(100).optional(),
  })
  .superRefine((query, ctx) => {
    const { latitude, longitude } = query;
    if (latitude === undefined || longitude === undefined) {
      if (!query.place) ctx.addIssue({ code: 'custom', path: ['place'], message: placeQueryMessage });
    } else if (!isInUnitedStates({ latitude, longitude })) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: outsideUnitedStatesMessage });
    }
  });
export type NearQuery = z.infer<typeof nearQuerySchema>;

export const nearLimit = 50;

const visitStatusSchema = z.enum(visitStatuses);

const customerOnMapSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The grade from the customer's statistics (A–D), null below D. */
  grade: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  lastVisitAt: z.string().nullable(),
});

export const nearCustomerSchema = customerOnMapSchema.extend({
  distanceMiles: z.number(),
  /** The newest invoice's date ('YYYY-MM-DD'), null when it has none. */
  lastOrderAt: z.string().nullable(),
  status: visitStatusSchema,
  /** "License expired" on the company's day (decision 0306): a license lapsed and none renews it. */
  licenseLapsed: z.boolean(),
});
export type NearCustomer = z.infer<typeof nearCustomerSchema>;

export const dueCustomerSchema = customerOnMapSchema.extend({
  /** Null when the customer has no place on the map (no US ZIP): it is due all the same. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  cadenceDays: z.number(),
  /** Days past the cadence; null when never visited. */
  daysOver: z.number().nullable(),
  status: visitStatusSchema,
});
export type DueCustomer = z.infer<typeof dueCustomerSchema>;

export const dueLimit = 500;

export const routeStartSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    label: z.string().trim().min(1, 'Name the starting point').max(200),
  })
  .refine(isInUnitedStates, { message: outsideUnitedStatesMessage });

export const routePlanInputSchema = z.object({
  date: calendarDateSchema,
  start: routeStartSchema,
  stops: z
    .array(customerIdSchema)
    .min(1, 'Pick at least one stop')
    .max(maxRouteStops, tooManyStopsMessage)
    .refine((stops) => new Set(stops).size === stops.length, { message: 'Each customer is a stop once' }),
});
export type RoutePlanInput = z.infer<typeof routePlanInputSchema>;

export const routePlanSchema = z.object({
  date: isoDate,
  start: placeSchema,
  stops: z.array(
    z.object({
      customerId: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      /** Null when the customer has no place on the map (no US ZIP). */
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      /** Checked in at this customer on the plan's day (by this rep). */
      checkedIn: z.boolean(),
    }),
  ),
  updatedAt: z.string(),
});
export type RoutePlan = z.infer<typeof routePlanSchema>;

export const weekRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  visits: z.number(),
  /** Distinct customers visited that week. */
  customers: z.number(),
  /** Customers of the rep's states due or overdue now. */
  due: z.number(),
});
export type WeekRow = z.infer<typeof weekRowSchema>;

const mondayMessage = 'Pick the Monday that starts the week, like 2026-11-23';

export const visitsContract = {
  checkIn: defineRoute({
    method: 'POST',
    path: '/api/visits',
    access: 'user',
    tags,
    summary: 'Check in at a customer: the same ID again answers the same visit (docs/decisions/0215)',
    body: checkInSchema,
    response: z.object({ visit: visitSchema }),
    status: 201,
  }),
  checkOut: defineRoute({
    method: 'POST',
    path: '/api/visits/:id/check-out',
    access: 'user',
    tags,
    summary: 'End a visit (its rep only); a visit already ended answers as it is',
    params: z.object({ id: z.string().min(1).max(100) }),
    body: checkOutSchema,
    response: z.object({ visit: visitSchema }),
  }),
  current: defineRoute({
    method: 'GET',
    path: '/api/visits/current',
    access: 'user',
    tags,
    summary: 'The user’s open visit, if any',
    response: z.object({ visit: visitSchema.nullable() }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/visits',
    access: 'user',
    tags,
    summary: 'One rep’s visits between two instants (a rep: their own; admin and office: anyone’s)',
    query: z
      .object({ userId: z.string().min(1).max(100).optional(), from: instant, to: instant })
      .refine((q) => new Date(q.from) < new Date(q.to), {
        message: 'The end comes after the start',
        path: ['to'],
      }),
    response: z.object({ visits: z.array(visitSchema) }),
  }),
  near: defineRoute({
    method: 'GET',
    path: '/api/visits/near',
    access: 'user',
    tags,
    summary: `The ${nearLimit} customers nearest a position, a ZIP code or a city`,
    query: nearQuerySchema,
    response: z.object({ origin: placeSchema, customers: z.array(nearCustomerSchema) }),
  }),
  due: defineRoute({
    method: 'GET',
    path: '/api/visits/due',
    access: 'user',
    tags,
    summary: `Customers due a visit, never visited and most overdue first, ${dueLimit} a page`,
    query: z.object({ cursor: z.string().max(400).optional() }),
    response: z.object({
      customers: z.array(dueCustomerSchema),
      total: z.number(),
      /** The next page's cursor; null on the last page. */
      nextCursor: z.string().nullable(),
    }),
  }),
  route: defineRoute({
    method: 'GET',
    path: '/api/visits/route',
    access: 'user',
    tags,
    summary: 'The user’s route plan for a day',
    query: z.object({ date: calendarDateSchema }),
    response: z.object({ plan: routePlanSchema.nullable() }),
  }),
  saveRoute: defineRoute({
    method: 'PUT',
    path: '/api/visits/route',
    access: 'user',
    tags,
    summary: `Save the user’s route for a day: at most ${maxRouteStops} stops, in the order to drive`,
    body: routePlanInputSchema,
    response: z.object({ plan: routePlanSchema }),
  }),
  weekly: defineRoute({
    method: 'GET',
    path: '/api/visits/weekly',
    access: { action: 'visits.viewTeam' },
    tags,
    summary: 'Every rep’s visits in a week, with the customers due (admin and office)',
    query: z.object({
      week: calendarDateSchema.refine((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1, mondayMessage),
    }),
    response: z.object({ week: isoDate, rows: z.array(weekRowSchema) }),
  }),
};
