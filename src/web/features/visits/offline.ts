import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createElement } from 'react';
import { hasLapsedLicense, type LicenseLapseFacts } from '../../../domain/compliance/licenses';
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
 * A working-set customer's place as this device keeps it, with the dates of its licenses, so its
 * "License expired" is worked out on the day Near me ranks it (a license lapses while offline too).
 */
type KeptPlace = NearCandidate & { licenses?: LicenseLapseFacts[] };

/** What a row read without a license (the Due list's) brings: the flag stays as known, else none. */
type Place = Omit<NearCandidate, 'licenseLapsed'> & { licenseLapsed?: boolean };

/**
 * Every customer this device holds with a place on the rep's `day`: the working set's, the Due
 * list's and the Near me answers read before; one row per customer, the newest last visit kept.
 */
function keptPlaces(client: QueryClient, day: string): NearCandidate[] {
  const byId = new Map<string, NearCandidate>();
  const add = (place: Place) => {
    const known = byId.get(place.customerId);
    if (!known || (place.lastVisitAt ?? '') > (known.lastVisitAt ?? ''))
      byId.set(place.customerId, {
        ...known,
        ...place,
        lastOrderAt: place.lastOrderAt ?? known?.lastOrderAt ?? null,
        licenseLapsed: place.licenseLapsed ?? known?.licenseLapsed ?? false,
      });
  };
  for (const query of client.getQueryCache().getAll()) {
    const key = query.queryKey;
    const data = query.state.data;
    if (key[0] !== 'visits' || !data) continue;
    if (isPlaces(key)) {
      const { licenses, ...place } = data as KeptPlace;
      add(licenses ? { ...place, licenseLapsed: hasLapsedLicense(licenses, day) } : place);
    } else if (key[1] === 'due') {
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
  return rankNear(origin, keptPlaces(client, dayOf(now)), cadence, now);
}

/** A refused check-in's editor on /outbox, offered the customers this device keeps. */
function CheckInCorrectionWithPlaces(props: CorrectionProps<'checkIn'>) {
  return createElement(CheckInCorrection, {
    ...props,
    places: keptPlaces(useQueryClient(), dayOf(new Date())),
  });
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
  keepCustomer: (cache, kept) => {
    const place = nearCandidateOf(kept, dayOf(new Date()));
    if (!place) return;
    const licenses = kept.licenses.map(({ state, kind, issuedOn, expiresOn, goneFromListAt }) => ({
      state,
      kind,
      issuedOn,
      expiresOn,
      goneFromListAt,
    }));
    cache.put<KeptPlace>(visitKeys.keptPlace(place.customerId), { ...place, licenses });
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
