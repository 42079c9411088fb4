import type { QueryClient } from '@tanstack/react-query';
import type { Candidate } from '../../../../domain/visit-planning/contract';
import { planTravelDefault, type PlanTravel } from '../../../../domain/visit-planning/settings';
import {
  planWeek,
  weekPlanRequestSchema,
  type GridAppointment,
  type WeekPlan,
  type WeekPlanRequestInput,
} from '../../../../domain/visit-planning/week-plan';
import type { WorkingDays } from '../../../../domain/visit-planning/working-days';
import { planningKeys } from '../api/planning';

const appointmentPrefix = 'appointment:';

/**
 * The grid's appointments a plan answered before showed: offline they are all this device knows of
 * the grid, so they are kept at the same time and place (decision 0332).
 */
export function appointmentsOf(plan: WeekPlan | null): GridAppointment[] {
  if (!plan) return [];
  return plan.days.flatMap((day) =>
    day.stops
      .filter((stop) => stop.appointment)
      .map((stop) => ({
        id: stop.id.slice(appointmentPrefix.length),
        date: day.date,
        at: stop.starts,
        accountName: stop.name,
      })),
  );
}

/**
 * Plan my week on the device, from what it keeps: the candidates of Whom to see (with their
 * priority, hours and places, and the admin's travel figures, as the server last answered), the
 * rep's working days, and the appointments of the plan before. The same `planWeek` the server runs, so the same inputs give the
 * same plan (tested equal in `server/visit-planning/plan.test.ts`).
 */
export function planOnDevice(
  client: QueryClient,
  input: WeekPlanRequestInput,
  before: WeekPlan | null,
): { ok: true; plan: WeekPlan } | { ok: false; message: string } {
  const kept = client.getQueryData<{ day: string; candidates: Candidate[]; travel?: PlanTravel }>(
    planningKeys.priorities,
  );
  const days = client.getQueryData<{ workingDays: WorkingDays }>(planningKeys.workingDays(null));
  if (!kept || !days)
    return {
      ok: false,
      message: 'Open Plan my week once online: this device keeps no customers to plan from yet',
    };
  const request = weekPlanRequestSchema.safeParse(input);
  if (!request.success) return { ok: false, message: request.error.issues[0]!.message };
  return planWeek(
    {
      today: kept.day,
      candidates: kept.candidates,
      workingDays: days.workingDays,
      appointments: appointmentsOf(before),
      // A copy kept before the figures were part of the answer plans with the defaults until the next.
      travel: kept.travel ?? planTravelDefault,
    },
    request.data,
  );
}
