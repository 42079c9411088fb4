import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createElement } from 'react';
import { visitCadenceDefault, visitCadenceSchema, type VisitCadence } from '../../../domain/visits/cadence';
import type { Position } from '../../../domain/visits/geo';
import { nearCandidateOf, rankNear, type NearCandidate } from '../../../domain/visits/near';
import type { CorrectionProps, OfflineAdapter, Saved } from '../../offline/adapter';
import {
  visitKeys,
  visitsApi,
  type CheckIn,
  type DueCustomer,
  type NearAnswer,
  type RoutePlanInput,
} from './api/visits';
import { CheckInCorrection } from './components/CheckInCorrection';
import { dayOf } from './lib/days';

declare module '../../offline/db' {
  interface OutboxKinds {
    /** The visit's ID is made on the device and is the write's client ID: a retry lands once. */
    checkIn: { body: CheckIn & { clientId: string } };
    checkOut: { visitId: string; endedAt: string; clientId: string };
    /** A day's route saved on this device; saving it again is harmless (the server keeps one per day). */
    route: { body: RoutePlanInput; clientId: string };
  }
}

const isPlaces = (key: QueryKey) => key[0] === visitKeys.keptPlaces[0] && key[1] === visitKeys.keptPlaces[1];

/**
 * Every customer this device holds with a place: the working set's, the Due list's and the Near me
 * answers read before; one row per customer, the newest last visit kept.
 */
function keptPlaces(client: QueryClient): NearCandidate[] {
  const byId = new Map<string, NearCandidate>();
  const add = (place: NearCandidate) => {
    const known = byId.get(place.customerId);
    if (!known || (place.lastVisitAt ?? '') > (known.lastVisitAt ?? ''))
      byId.set(place.customerId, {
        ...known,
        ...place,
        lastOrderAt: place.lastOrderAt ?? known?.lastOrderAt ?? null,
      });
  };
  for (const query of client.getQueryCache().getAll()) {
    const key = query.queryKey;
    const data = query.state.data;
    if (key[0] !== 'visits' || !data) continue;
    if (isPlaces(key)) add(data as NearCandidate);
    else if (key[1] === 'due') {
      for (const { latitude, longitude, ...row } of (data as { customers: DueCustomer[] }).customers)
        if (latitude !== null && longitude !== null) add({ ...row, latitude, longitude, lastOrderAt: null });
    } else if (key[1] === 'near') for (const row of (data as NearAnswer).customers) add(row);
  }
  return [...byId.values()];
}

/** Near me offline: the kept customers ranked from `origin` as the server ranks them. */
export function nearKept(client: QueryClient, origin: Position, now = new Date()) {
  const parsed = visitCadenceSchema.safeParse(client.getQueryData(visitKeys.keptCadence));
  const cadence: VisitCadence = parsed.success ? parsed.data : visitCadenceDefault;
  return rankNear(origin, keptPlaces(client), cadence, now);
}

/** A refused check-in's editor on /outbox, offered the customers this device keeps. */
function CheckInCorrectionWithPlaces(props: CorrectionProps<'checkIn'>) {
  return createElement(CheckInCorrection, { ...props, places: keptPlaces(useQueryClient()) });
}

/** Whether a cache key holds places Near me reads offline. */
export const holdsPlaces = (key: QueryKey) => key[0] === 'visits';

/**
 * Visits on the device (decision 0221): the open visit, the Due list, today's route and each kept
 * customer's place, so Near me, Due and the route read offline; check-in and check-out go through
 * the outbox with an ID made here, so an offline check-in reaches the server once.
 */
export const visitsOffline: OfflineAdapter = {
  feature: 'visits',
  keep: async ({ client, environment }) => {
    client.setQueryData(visitKeys.keptCadence, environment.settings.visitCadence ?? visitCadenceDefault);
    const today = dayOf(new Date());
    await Promise.all([
      client.prefetchQuery({ queryKey: visitKeys.current, queryFn: visitsApi.current }),
      client.prefetchQuery({ queryKey: visitKeys.due, queryFn: visitsApi.due }),
      client.prefetchQuery({ queryKey: visitKeys.route(today), queryFn: () => visitsApi.route(today) }),
    ]);
  },
  keepCustomer: (client, kept) => {
    const place = nearCandidateOf(kept);
    if (place) client.setQueryData(visitKeys.keptPlace(place.customerId), place);
  },
  writes: {
    checkIn: {
      async save(request): Promise<Saved> {
        const { visit } = await visitsApi.checkIn(request.body);
        return { href: `/customerpage/${encodeURIComponent(visit.customerId)}`, ids: [visit.id] };
      },
      Correction: CheckInCorrectionWithPlaces,
    },
    checkOut: {
      async save(request): Promise<Saved> {
        const { visit } = await visitsApi.checkOut(request.visitId, request.endedAt);
        return { href: `/customerpage/${encodeURIComponent(visit.customerId)}`, ids: [visit.id] };
      },
    },
    route: {
      async save(request): Promise<Saved> {
        await visitsApi.saveRoute(request.body);
        return { href: '/visits?tab=route', ids: [] };
      },
    },
  },
};
