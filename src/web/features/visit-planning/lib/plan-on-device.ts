import type { QueryClient } from '@tanstack/react-query';
import type { Candidate } from '../../../../domain/visit-planning/contract';
import { planTravelDefault, type PlanTravel } from '../../../../domain/visit-planning/settings';
import {
  planWeek,
  weekPlanRequestSchema,
  type Planned,
  type GridAppointment,
  type WeekPlan,
  type WeekPlanInputs,
  type WeekPlanRequest,
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

/** What the planning worker is sent: `planWeek`'s arguments. */
export interface PlanJob {
  inputs: WeekPlanInputs;
  request: WeekPlanRequest;
}

/** A job to the worker and its answer, by the job's number (a plan may start before the last ends). */
export interface PlanRequest {
  id: number;
  job: PlanJob;
}
export interface PlannedJob {
  id: number;
  answer: Planned;
}

/** The planner stops at its own cap (20 s, decision 0392); the wait adds room for a slow worker to start. */
const deviceWaitMs = 30_000;
const deviceTooSlowMessage = 'This device took too long to plan: pick fewer days, or plan again when online';

let planner: Worker | null = null;
let jobs = 0;

/**
 * Starts the planning worker (decision 0395) while the page is online, so that it plans out of
 * signal whether or not the app's service worker keeps its script yet; later plans reuse it.
 */
export function preparePlanner(): Worker | null {
  if (typeof Worker !== 'function') return null;
  if (!planner) {
    const started = new Worker(new URL('./plan.worker.ts', import.meta.url), { type: 'module' });
    // Its script out of reach, or the worker stopped: the next plan starts another.
    started.addEventListener('error', () => retire(started));
    planner = started;
  }
  return planner;
}

function retire(worker: Worker) {
  worker.terminate();
  if (planner === worker) planner = null;
}

/**
 * `planWeek` in the worker; where there is none, or it cannot start (out of signal before its
 * script was ever fetched), on the page's thread, which then waits for it.
 */
function planOffThread(job: PlanJob): Promise<Planned> {
  const worker = preparePlanner();
  if (!worker) return Promise.resolve(planWeek(job.inputs, job.request));
  const id = ++jobs;
  return new Promise((resolve) => {
    const finish = (answer: Planned) => {
      clearTimeout(timer);
      worker.removeEventListener('message', answered);
      worker.removeEventListener('error', failed);
      resolve(answer);
    };
    const answered = (event: MessageEvent<PlannedJob>) => {
      if (event.data.id === id) finish(event.data.answer);
    };
    const failed = () => finish(planWeek(job.inputs, job.request));
    const timer = setTimeout(() => {
      retire(worker);
      finish({ ok: false, message: deviceTooSlowMessage });
    }, deviceWaitMs);
    worker.addEventListener('message', answered);
    worker.addEventListener('error', failed);
    worker.postMessage({ id, job } satisfies PlanRequest);
  });
}

/**
 * Plan my week on the device, from what it keeps: the candidates of Whom to see (with their
 * priority, hours and places, and the admin's travel figures, as the server last answered), the
 * rep's working days, and the appointments of the plan before. The same `planWeek` the server
 * runs, so the same inputs give the same plan (tested equal in `server/visit-planning/plan.test.ts`).
 */
export async function planOnDevice(
  client: QueryClient,
  input: WeekPlanRequestInput,
  before: WeekPlan | null,
): Promise<Planned> {
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
  return planOffThread({
    inputs: {
      today: kept.day,
      candidates: kept.candidates,
      workingDays: days.workingDays,
      appointments: appointmentsOf(before),
      // A copy kept before the figures were part of the answer plans with the defaults until the next.
      travel: kept.travel ?? planTravelDefault,
    },
    request: request.data,
  });
}
