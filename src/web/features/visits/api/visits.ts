import type { RouteResult } from '../../../../domain/contract/route';
import type { Position } from '../../../../domain/visits/geo';
import {
  visitsContract as routes,
  type CheckIn,
  type DueCustomer,
  type NearCustomer,
  type Place,
  type RoutePlan,
  type RoutePlanInput,
  type Visit,
  type WeekRow,
} from '../../../../domain/visits/contract';
import { call } from '../../../lib/api';

export type { CheckIn, DueCustomer, NearCustomer, Place, RoutePlan, RoutePlanInput, Visit, WeekRow };
export type NearAnswer = RouteResult<typeof routes.near>;

/** Where Near me measures from: the phone's position, or a typed ZIP code or "City, ST". */
export type NearFrom = { position: Position } | { place: string };

/** Every visits answer sits under one key: a visit changes Near me, Due, the route and the week. */
export const visitsKey = ['visits'] as const;
export const visitKeys = {
  current: [...visitsKey, 'current'] as const,
  near: (from: NearFrom | null) => [...visitsKey, 'near', from] as const,
  due: [...visitsKey, 'due'] as const,
  /** A further page of Due, after the cursor of the page before it. */
  dueAfter: (cursor: string) => [...visitsKey, 'due', 'after', cursor] as const,
  route: (date: string) => [...visitsKey, 'route', date] as const,
  weekly: (week: string) => [...visitsKey, 'weekly', week] as const,
  /** One customer this device keeps with its place, for Near me offline. */
  keptPlace: (customerId: string) => [...visitsKey, 'kept-place', customerId] as const,
  keptPlaces: [...visitsKey, 'kept-place'] as const,
  /** The admin's visit cadence as the working set brought it. */
  keptCadence: [...visitsKey, 'kept-cadence'] as const,
};

export const visitsApi = {
  current: () => call(routes.current),
  near: (from: NearFrom) =>
    call(routes.near, {
      query: 'place' in from ? { place: from.place } : { ...from.position },
    }),
  due: () => call(routes.due),
  dueAfter: (cursor: string) => call(routes.due, { query: { cursor } }),
  route: (date: string) => call(routes.route, { query: { date } }),
  saveRoute: (body: RoutePlanInput) => call(routes.saveRoute, { body }),
  weekly: (week: string) => call(routes.weekly, { query: { week } }),
  checkIn: (body: CheckIn & { clientId: string }) => {
    const { clientId: _clientId, ...visit } = body;
    return call(routes.checkIn, { body: visit });
  },
  checkOut: (id: string, endedAt: string) => call(routes.checkOut, { params: { id }, body: { endedAt } }),
};
