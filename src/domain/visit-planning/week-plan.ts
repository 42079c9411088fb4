import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar.js';
import {
  maxPlanDays,
  maxPlanStops,
  outOfReachReason,
  parsePlanProblem,
  planProblemSteps,
  runSteps,
  type Plan,
  type PlanProblemInput,
} from '../planner/index.js';
import { clockOfMinutes } from '../planner/schema.js';
import { slotMinutes } from '../events/slots.js';
import { minutesOf, timeOfDaySchema, weekdayNames, weekdayOf } from './hours.js';
import type { Candidate } from './candidate.js';
import type { PlanTravel } from './settings.js';
import type { Place, WorkingDays } from './working-days.js';
import { dayWarning, withinReach } from './reach.js';

/**
 * "Plan my week" (issue 47 item 3): the rep's candidates, working days and the grid's appointments
 * turned into the planner's problem, and the plan back into what the page shows. Pure, so the phone
 * plans offline with the same code the server runs (decision 0332); the search is seeded and counted
 * in rounds, so the same inputs give the same plan on both.
 */

/** Rounds of the search: counted, not timed, so the device and the server agree (decision 0332). */
export const weekPlanIterations = 1_000;
export const weekPlanSeed = 47;
/** Candidates offered to the planner per day planned, the most pressing first (decision 0332). */
export const offeredPerDay = 8;
/** Only a very slow device stops early (and may then plan differently from the server). */
const weekPlanBudgetMs = 20_000;

export const tooManyDaysMessage = `Plan at most ${maxPlanDays} days`;
export const noDaysMessage = 'Pick at least one day';
export const pastDayMessage = 'Pick today or a later day: a day gone by cannot be planned';
export const repeatedDayMessage = 'Pick each day once';
export const lockOrderMessage = `A locked stop's place in its day is a whole number from 0 to ${maxPlanStops}`;

const position = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** What the page sends: the days, the stops locked to a day, and "plan the rest of today". */
export const weekPlanRequestSchema = z.object({
  dates: z
    .array(calendarDateSchema)
    .min(1, noDaysMessage)
    .max(maxPlanDays, tooManyDaysMessage)
    .refine((dates) => new Set(dates).size === dates.length, repeatedDayMessage),
  /**
   * A stop moved or locked to a day, by the stop's id in the plan answered before; `order`, its
   * place in that day of the plan shown, keeps it in the same order among the day's locked stops
   * (decision 0358). A stop just moved has none until a plan has placed it on its new day.
   */
  locks: z
    .array(
      z.object({
        stopId: z.string().min(1).max(100),
        date: calendarDateSchema,
        order: z
          .number()
          .int(lockOrderMessage)
          .min(0, lockOrderMessage)
          .max(maxPlanStops, lockOrderMessage)
          .optional(),
      }),
    )
    .max(maxPlanStops)
    .default([]),
  /**
   * Plan the rest of today from where the rep is now, at this time (the first day must be today),
   * after a late check-in (decision 0349): the customers seen today are left out, and today's stops
   * still to make in the plan before are offered again, so one that no longer fits moves to another
   * day planned or is listed with its reason, never dropped in silence.
   */
  fromNow: z
    .object({
      at: timeOfDaySchema,
      place: position,
      visited: z.array(z.string().min(1).max(100)).max(maxPlanStops).default([]),
      remaining: z.array(z.string().min(1).max(100)).max(maxPlanStops).default([]),
    })
    .optional(),
});
export type WeekPlanRequest = z.infer<typeof weekPlanRequestSchema>;
export type WeekPlanRequestInput = z.input<typeof weekPlanRequestSchema>;

/** An appointment of the events grid for the rep on one of the days. */
export interface GridAppointment {
  id: string;
  date: string;
  at: string;
  accountName: string;
}

/** Everything a plan is made from: the same on the server and, kept, on the phone. */
export interface WeekPlanInputs {
  today: string;
  candidates: readonly Pick<
    Candidate,
    | 'customerId'
    | 'name'
    | 'latitude'
    | 'longitude'
    | 'priority'
    | 'explanation'
    | 'hours'
    | 'visitMinutes'
    | 'pin'
  >[];
  workingDays: WorkingDays;
  appointments: readonly GridAppointment[];
  /** The admin's travel figures (decision 0361), as the server read them or the phone kept them. */
  travel: PlanTravel;
}

const stopAnswer = z.object({
  id: z.string(),
  /** Null for an appointment whose account is no customer the rep may see. */
  customerId: z.string().nullable(),
  name: z.string(),
  /** When the rep gets there; the visit starts at `starts` (later when waiting for opening or the appointment). */
  arrive: z.string(),
  starts: z.string(),
  leave: z.string(),
  /** The priority in words; for an appointment, when it was booked. */
  explanation: z.string(),
  appointment: z.boolean(),
  lat: z.number(),
  lng: z.number(),
});
export const weekPlanSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      start: position,
      end: position,
      from: z.string(),
      to: z.string(),
      stops: z.array(stopAnswer),
      /** Said when the day cannot be worked at all: its start and end too far apart for its hours. */
      warning: z.string().optional(),
    }),
  ),
  unplaced: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
  driveMinutes: z.number(),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;
export type WeekPlanStop = WeekPlan['days'][number]['stops'][number];

type Built =
  | {
      ok: true;
      problem: PlanProblemInput;
      names: Map<string, Omit<WeekPlanStop, 'arrive' | 'starts' | 'leave'>>;
      /** Pressing customers no planned day can reach, not offered to the planner: listed as left out. */
      outOfReach: WeekPlan['unplaced'];
    }
  | { ok: false; message: string };

const appointmentId = (id: string) => `appointment:${id}`;
const placed = (lat: number, lng: number) => ({ lat, lng });

/** A working day's place: home, a typed address, or where the day before ended (else home). */
function placeOf(place: Place, workingDays: WorkingDays, before: { lat: number; lng: number } | null) {
  if (place.kind === 'address') return placed(place.place.latitude, place.place.longitude);
  if (place.kind === 'yesterday' && before) return before;
  return workingDays.home ? placed(workingDays.home.place.latitude, workingDays.home.place.longitude) : null;
}

/**
 * The planner's problem for the request, or the one message a user reads. Candidates pinned out, with
 * no place or with no priority (unless pinned in) are left out; each appointment is a fixed stop at its
 * customer's place (the rep's start of that day when its account is no customer they see: 0334).
 */
export function weekProblemOf(inputs: WeekPlanInputs, request: WeekPlanRequest): Built {
  const dates = [...request.dates].sort();
  if (dates[0]! < inputs.today) return { ok: false, message: pastDayMessage };
  if (request.fromNow && dates[0] !== inputs.today)
    return { ok: false, message: 'Plan the rest of today with today as the first day' };
  const days: PlanProblemInput['days'] = [];
  let before: { lat: number; lng: number } | null = null;
  for (const date of dates) {
    const weekday = weekdayOf(date);
    const worked = inputs.workingDays.days[weekday];
    if (!worked)
      return {
        ok: false,
        message: `You do not work on ${weekdayNames[weekday]}s: set your working days first`,
      };
    let start = placeOf(worked.start, inputs.workingDays, before);
    const end = placeOf(worked.end, inputs.workingDays, null);
    if (!start || !end) return { ok: false, message: 'Type your home address first, or pick another place' };
    let from = worked.from;
    if (request.fromNow && date === inputs.today) {
      if (minutesOf(request.fromNow.at) >= minutesOf(worked.to))
        return {
          ok: false,
          message: `Your working day ends at ${worked.to}: nothing is left of today to plan`,
        };
      start = request.fromNow.place;
      if (minutesOf(request.fromNow.at) > minutesOf(from)) from = request.fromNow.at;
    }
    days.push({ date, start, end, from, to: worked.to });
    before = end;
  }
  const names: Map<string, Omit<WeekPlanStop, 'arrive' | 'starts' | 'leave'>> = new Map();
  const stops: PlanProblemInput['stops'] = [];
  const byName = new Map(inputs.candidates.map((c) => [c.name.trim().toLowerCase(), c]));
  const booked = new Set<string>();
  const fromNow = request.fromNow;
  for (const appointment of inputs.appointments) {
    const day = days.find((d) => d.date === appointment.date);
    if (!day) continue;
    // The rest of today: an appointment already gone by is past planning.
    if (fromNow && day.date === inputs.today && minutesOf(appointment.at) < minutesOf(fromNow.at)) continue;
    const customer = byName.get(appointment.accountName.trim().toLowerCase());
    const where =
      customer?.latitude != null && customer.longitude != null
        ? placed(customer.latitude, customer.longitude)
        : day.start;
    if (customer) booked.add(customer.customerId);
    const id = appointmentId(appointment.id);
    stops.push({
      id,
      ...where,
      minutes: slotMinutes,
      priority: 0,
      fixed: { date: day.date, at: appointment.at },
    });
    names.set(id, {
      id,
      customerId: customer?.customerId ?? null,
      name: appointment.accountName,
      explanation: `Appointment at ${appointment.at}`,
      appointment: true,
      ...where,
    });
  }
  // The rest of today (decision 0349): whom the rep saw today is done; today's stops still to make
  // are offered as if pinned in.
  const visited = new Set(fromNow?.visited);
  const remaining = new Set(fromNow?.remaining.filter((id) => !visited.has(id)));
  const locks = new Map(
    request.locks.filter((lock) => !visited.has(lock.stopId)).map((lock) => [lock.stopId, lock]),
  );
  const wanted = (c: { customerId: string; pin: string | null }) =>
    c.pin === 'in' || locks.has(c.customerId) || remaining.has(c.customerId);
  const chosen = inputs.candidates.filter(
    (c) =>
      !booked.has(c.customerId) &&
      !visited.has(c.customerId) &&
      c.pin !== 'out' &&
      c.latitude !== null &&
      c.longitude !== null &&
      (c.priority > 0 || wanted(c)),
  );
  // The most pressing first (Whom to see's order): a day rarely holds more than eight visits, so the planner is
  // offered that many a day, and every pinned-in or locked one (decision 0332: the search stays quick).
  // Only those some day can reach count against that room: the most pressing are often far off (a
  // shop across the state), and offered they left days empty that nearer ones would have filled.
  // The most pressing passed over are listed as out of reach, as many as a day's room (more would
  // bury the list on a phone).
  const room = offeredPerDay * days.length;
  const offered: typeof chosen = [];
  const outOfReach: WeekPlan['unplaced'] = [];
  let pressing = 0;
  for (const c of chosen) {
    if (wanted(c)) offered.push(c);
    else if (pressing >= room) continue;
    else if (withinReach({ lat: c.latitude!, lng: c.longitude! }, c.visitMinutes, days, inputs.travel)) {
      offered.push(c);
      pressing++;
    } else if (outOfReach.length < offeredPerDay)
      outOfReach.push({ id: c.customerId, name: c.name, reason: outOfReachReason });
  }
  for (const c of offered.slice(0, maxPlanStops - stops.length)) {
    const lat = c.latitude!;
    const lng = c.longitude!;
    const lock = locks.get(c.customerId);
    stops.push({
      id: c.customerId,
      lat,
      lng,
      minutes: c.visitMinutes,
      // A customer pinned in, locked or still to see today with no priority yet still counts for something.
      priority: Math.max(c.priority, 1),
      ...(c.hours.hours ? { hours: c.hours.hours } : {}),
      ...(lock ? { day: lock.date, ...(lock.order === undefined ? {} : { order: lock.order }) } : {}),
    });
    names.set(c.customerId, {
      id: c.customerId,
      customerId: c.customerId,
      name: c.name,
      explanation: c.explanation,
      appointment: false,
      lat,
      lng,
    });
  }
  for (const [stopId, { date }] of locks) {
    if (!names.has(stopId) || names.get(stopId)!.appointment)
      return { ok: false, message: `${stopId} is not a stop you can plan: plan again, then move it` };
    if (!dates.includes(date)) return { ok: false, message: `${date} is not one of the days planned` };
  }
  return {
    ok: true,
    problem: {
      days,
      stops,
      travel: { roadFactor: inputs.travel.roadFactor, mph: inputs.travel.mph },
      iterations: weekPlanIterations,
      seed: weekPlanSeed,
      budgetMs: weekPlanBudgetMs,
    },
    names,
    outOfReach,
  };
}

/** The plan as the page shows it: names, the priority's words, the days' places for the map app. */
export function presentWeekPlan(built: Extract<Built, { ok: true }>, plan: Plan): WeekPlan {
  const { problem, names } = built;
  const minutesById = new Map(problem.stops.map((stop) => [stop.id, stop.minutes]));
  return {
    days: plan.days.map((day, d) => ({
      ...problem.days[d]!,
      ...dayWarning(problem.days[d]!, problem.travel),
      stops: day.stops.map((stop) => ({
        ...names.get(stop.id)!,
        arrive: stop.arrive,
        starts: clockOfMinutes(minutesOf(stop.leave) - minutesById.get(stop.id)!),
        leave: stop.leave,
      })),
    })),
    unplaced: [
      ...plan.unplaced.map((stop) => ({
        id: stop.id,
        name: names.get(stop.id)!.name,
        reason: stop.reason,
      })),
      ...built.outOfReach,
    ],
    driveMinutes: plan.driveMinutes,
  };
}

/** A week planned, or the one message a user reads. */
export type Planned = { ok: true; plan: WeekPlan } | { ok: false; message: string };

/** The whole way: the request checked against the inputs, planned, and shown; or one message. */
export function planWeek(inputs: WeekPlanInputs, request: WeekPlanRequest): Planned {
  return runSteps(planWeekSteps(inputs, request));
}

/** `planWeek` as the planner's steps (decision 0396): the server runs them in slices. */
export function* planWeekSteps(inputs: WeekPlanInputs, request: WeekPlanRequest): Generator<void, Planned> {
  const built = weekProblemOf(inputs, request);
  if (!built.ok) return built;
  const parsed = parsePlanProblem(built.problem);
  if (!parsed.ok) return parsed;
  return { ok: true, plan: presentWeekPlan(built, yield* planProblemSteps(parsed.problem)) };
}

export type WeekPlanLock = WeekPlanRequest['locks'][number];

/**
 * The locks to send with a plan again, each with its place in its day of the plan shown (decision
 * 0358): the locked stops keep that order. A stop just moved to another day is not there yet and
 * goes without one.
 */
export function locksInOrder(
  locks: readonly WeekPlanLock[],
  shown: { days: { date: string; stops: { id: string }[] }[] } | null,
): WeekPlanLock[] {
  return locks.map(({ stopId, date }) => {
    const order = shown?.days.find((day) => day.date === date)?.stops.findIndex((s) => s.id === stopId) ?? -1;
    return order >= 0 ? { stopId, date, order } : { stopId, date };
  });
}
