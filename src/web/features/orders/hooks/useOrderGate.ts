import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GateDecisionAnswer } from '../../../../domain/orders/gate-contract';
import { gateDecisionOf, type GateSubject } from '../../../../domain/orders/gate-decision';
import { unreached } from '../../../lib/api';
import {
  gateInputsKey,
  gateLicensesKey,
  keptLicensesKey,
  orderKey,
  ordersApi,
  type GateInputs,
  type GateLicense,
} from '../api/orders';

/** Today's UTC day: the day the server judges a new order on (decision 0298). */
export const gateDayToday = () => new Date().toISOString().slice(0, 10);

/** A query's answer, else what this device keeps when the server cannot be reached (as the catalog does). */
function answerOrKept<T>(
  query: { data: T | undefined; error: Error | null; isPending: boolean },
  kept: T | undefined,
) {
  if (query.data !== undefined) return { data: query.data, error: null };
  if (kept !== undefined && (query.isPending || (query.error && unreached(query.error))))
    return { data: kept, error: null };
  return { data: undefined, error: query.error };
}

const noLicenses: GateLicense[] = [];

export type OrderGateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; decision: GateDecisionAnswer };

/**
 * The compliance gate on the order form, judged on this device by the server's own function
 * (`gateDecisionOf`, decision 0300) from the rules, permits and the customer's licenses: the
 * server's answer when online, what the working set keeps offline. `subject` null: no customer yet.
 */
export function useOrderGate(subject: Omit<GateSubject, 'day'> | null): OrderGateState {
  const inputs = useQuery<GateInputs>({
    queryKey: gateInputsKey,
    queryFn: ordersApi.gateInputs,
    staleTime: 5 * 60_000,
  });
  const listId = subject?.customerListId ?? null;
  const licenses = useQuery<GateLicense[]>({
    queryKey: listId ? gateLicensesKey(listId) : keptLicensesKey,
    queryFn: listId ? () => ordersApi.gateLicenses(listId) : skipToken,
    staleTime: 60_000,
  });
  // Read from the cache only (skipToken): the working set put them there (orders/offline.ts).
  const kept = useQuery<GateLicense[]>({ queryKey: keptLicensesKey, queryFn: skipToken }).data;
  const keptOfCustomer = useMemo(
    () => (listId && kept ? kept.filter((l) => l.customerListId === listId) : undefined),
    [kept, listId],
  );
  const rules = answerOrKept(inputs, undefined);
  const held = listId ? answerOrKept(licenses, keptOfCustomer) : { data: noLicenses, error: null };
  const present = subject !== null;
  const state = subject?.state ?? null;
  const name = subject?.customerName ?? '';
  return useMemo<OrderGateState>(() => {
    if (!present) return { status: 'idle' };
    if (rules.error) return { status: 'error', error: rules.error };
    if (held.error) return { status: 'error', error: held.error };
    if (!rules.data || !held.data) return { status: 'loading' };
    return {
      status: 'ready',
      decision: gateDecisionOf(rules.data, held.data, {
        customerListId: listId,
        customerName: name,
        state,
        day: gateDayToday(),
      }),
    };
  }, [present, rules.data, rules.error, held.data, held.error, listId, name, state]);
}

/** An admin lets a held order through with a written reason; the order's page reloads its gate. */
export function useOverrideGate(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => ordersApi.overrideGate(orderId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKey(orderId) }),
  });
}
