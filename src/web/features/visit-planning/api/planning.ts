import type { WeekHours } from '../../../../domain/visit-planning/hours';
import { visitPlanningContract } from '../../../../domain/visit-planning/contract';
import type { Pin } from '../../../../domain/visit-planning/priority';
import type { WeekPlanRequestInput } from '../../../../domain/visit-planning/week-plan';
import type { WorkingDaysInput } from '../../../../domain/visit-planning/working-days';
import { call } from '../../../lib/api';

const routes = visitPlanningContract;

export const planningKeys = {
  hours: (listId: string) => ['customer', listId, 'hours'] as const,
  priorities: ['visits', 'priorities'] as const,
  workingDays: ['visits', 'working-days'] as const,
};

export const fetchCustomerHours = (listId: string) => call(routes.customerHours, { params: { listId } });
export const saveCustomerHours = (listId: string, hours: WeekHours | null) =>
  call(routes.saveCustomerHours, { params: { listId }, body: { hours } });
export const fetchPriorities = () => call(routes.priorities, {});
export const savePin = (listId: string, pin: Pin | null) =>
  call(routes.savePin, { params: { listId }, body: { pin } });
export const fetchWorkingDays = () => call(routes.workingDays, { query: {} });
export const saveWorkingDays = (input: WorkingDaysInput) =>
  call(routes.saveWorkingDays, { query: {}, body: input });
export const planOnServer = (body: WeekPlanRequestInput) => call(routes.plan, { query: {}, body });
