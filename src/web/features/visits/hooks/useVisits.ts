import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import type { Position } from '../../../../domain/visits/geo';
import { newClientId } from '../../../../domain/idempotency/client-id';
import { noAnswer } from '../../../lib/api';
import { useLiveInvalidation } from '../../../lib/live';
import { useKept } from '../../../offline/kept';
import type { RequestOf } from '../../../offline/adapter';
import { submitThroughOutbox } from '../../../offline/runtime';
import {
  visitKeys,
  visitsApi,
  visitsKey,
  type NearFrom,
  type RoutePlan,
  type RoutePlanInput,
  type Visit,
} from '../api/visits';
import { holdsPlaces, nearKept } from '../offline';

/**
 * A visit anywhere changes Near me's last visits, the Due list, the route's check-ins and the week;
 * a license typed or imported from a state's list changes Near me's "License expired" (0306, 0345).
 */
const visitChanges: readonly LiveChangeKind[] = ['visit.changed', 'settings.changed', 'customer.licenses'];

/** Keeps every visits answer on screen current with the visits the server tells of. */
export function useVisitsLive() {
  useLiveInvalidation(visitChanges, visitsKey);
}

/** The user's open visit (null when none): a page shows "Check out" for it. */
export function useCurrentVisit() {
  useVisitsLive();
  return useQuery({ queryKey: visitKeys.current, queryFn: visitsApi.current });
}

/**
 * Near me from a position or a typed place. Offline, from a position, the customers this device
 * keeps are ranked the same way (`nearKept`); a typed place needs the server's ZIP table.
 */
export function useNear(from: NearFrom | null) {
  useVisitsLive();
  const near = useQuery({
    queryKey: visitKeys.near(from),
    queryFn: () => visitsApi.near(from as NearFrom),
    enabled: from !== null,
  });
  const position = from && 'position' in from ? from.position : null;
  const cannotAsk = position !== null && near.data === undefined && noAnswer(near);
  const kept = useKept(
    cannotAsk,
    holdsPlaces,
    (client) => (position ? nearKept(client, position) : []),
    position,
  );
  return { near, kept };
}

export function useDue() {
  useVisitsLive();
  return useQuery({ queryKey: visitKeys.due, queryFn: visitsApi.due });
}

/** The pages of Due the rep asked for after the first, one per cursor, current with the first. */
export function useDuePagesAfter(cursors: readonly string[]) {
  return useQueries({
    queries: cursors.map((cursor) => ({
      queryKey: visitKeys.dueAfter(cursor),
      queryFn: () => visitsApi.dueAfter(cursor),
    })),
  });
}

export function useRoutePlan(date: string) {
  useVisitsLive();
  return useQuery({ queryKey: visitKeys.route(date), queryFn: () => visitsApi.route(date) });
}

export function useWeekly(week: string) {
  useVisitsLive();
  return useQuery({ queryKey: visitKeys.weekly(week), queryFn: () => visitsApi.weekly(week) });
}

/** What the rep sees of a plan saved on this device before the server has it. */
export function keptPlan(
  input: RoutePlanInput,
  names: ReadonlyMap<string, RoutePlan['stops'][number]>,
): RoutePlan {
  return {
    date: input.date,
    start: input.start,
    stops: input.stops.flatMap((id) => {
      const stop = names.get(id);
      return stop ? [stop] : [];
    }),
    updatedAt: new Date().toISOString(),
  };
}

/**
 * Saves the day's route through the outbox: offline it is kept here (the page shows the plan at
 * once) and sent when the network is back.
 */
export function useSaveRoute() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ input, shown }: { input: RoutePlanInput; shown: RoutePlan }) => {
      client.setQueryData(visitKeys.route(input.date), { plan: shown });
      const request: RequestOf<'route'> = { kind: 'route', body: input, clientId: newClientId() };
      return submitThroughOutbox(request, `Route for ${input.date}`, () => visitsApi.saveRoute(input));
    },
    onSuccess: (outcome, { input }) => {
      if (outcome.state === 'sent') client.setQueryData(visitKeys.route(input.date), outcome.result);
    },
  });
}

/** The customer a check-in is for, as the page shows it before the server answers. */
export interface CheckInTarget {
  customerId: string;
  customerName: string;
}

/**
 * "Check in": a visit with an ID made here, through the outbox, so one made offline reaches the
 * server exactly once; the page shows it open at once. The position is sent when the phone gives it.
 */
export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ target, position }: { target: CheckInTarget; position?: Position }) => {
      const id = crypto.randomUUID();
      const startedAt = new Date().toISOString();
      const body = {
        id,
        clientId: id,
        customerId: target.customerId,
        startedAt,
        ...(position && { position }),
      };
      const open: Visit = {
        id,
        customerId: target.customerId,
        customerName: target.customerName,
        userId: '',
        userName: '',
        startedAt,
        endedAt: null,
        distanceMiles: null,
        noteId: null,
      };
      client.setQueryData(visitKeys.current, { visit: open });
      return submitThroughOutbox({ kind: 'checkIn', body }, `Check-in: ${target.customerName}`, () =>
        visitsApi.checkIn(body),
      );
    },
    onSuccess: (outcome) => {
      if (outcome.state === 'sent') client.setQueryData(visitKeys.current, outcome.result);
      void client.invalidateQueries({ queryKey: visitsKey, refetchType: 'none' });
    },
    // Refused while the page waited: the server's open visit, not the one shown.
    onError: () => void client.invalidateQueries({ queryKey: visitKeys.current }),
  });
}

/** "Check out" of the open visit, through the outbox like the check-in. */
export function useCheckOut() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (visit: Visit) => {
      const endedAt = new Date().toISOString();
      client.setQueryData(visitKeys.current, { visit: null });
      return submitThroughOutbox(
        { kind: 'checkOut', visitId: visit.id, endedAt, clientId: newClientId() },
        `Check-out: ${visit.customerName}`,
        () => visitsApi.checkOut(visit.id, endedAt),
      );
    },
    onError: () => void client.invalidateQueries({ queryKey: visitKeys.current }),
  });
}
