import type { WeekHours } from '../../../../domain/visit-planning/hours';
import { visitPlanningContract } from '../../../../domain/visit-planning/contract';
import type { Pin } from '../../../../domain/visit-planning/priority';
import type { WeekPlanRequestInput } from '../../../../domain/visit-planning/week-plan';
import type { WorkingDaysInput } from '../../../../domain/visit-planning/working-days';
import { adminContract } from '../../../../domain/admin/contract';
import { call } from '../../../lib/api';

const routes = visitPlanningContract;

export const planningKeys = {
  hours: (listId: string) => ['customer', listId, 'hours'] as const,
  priorities: ['visits', 'priorities'] as const,
  workingDays: (userId: string | null) => ['visits', 'working-days', userId ?? 'mine'] as const,
  reps: ['visits', 'working-days', 'reps'] as const,
};

export const fetchCustomerHours = (listId: string) => call(routes.customerHours, { params: { listId } });
export const saveCustomerHours = (listId: string, hours: WeekHours | null) =>
  call(routes.saveCustomerHours, { params: { listId }, body: { hours } });
export const fetchPriorities = () => call(routes.priorities, {});
export const savePin = (listId: string, pin: Pin | null) =>
  call(routes.savePin, { params: { listId }, body: { pin } });
/** A rep's days: the user's own without `userId`; an admin may name anyone. */
export const fetchWorkingDays = (userId: string | null = null) =>
  call(routes.workingDays, { query: userId ? { userId } : {} });
export const saveWorkingDays = (userId: string | null, input: WorkingDaysInput) =>
  call(routes.saveWorkingDays, { query: userId ? { userId } : {}, body: input });
/** The active reps an admin may set the days of. */
export const fetchReps = async () =>
  (await call(adminContract.listUsers, {})).users.filter((user) => user.role === 'rep' && user.active);
export const planOnServer = (body: WeekPlanRequestInput) => call(routes.plan, { query: {}, body });
