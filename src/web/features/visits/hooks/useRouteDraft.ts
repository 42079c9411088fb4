import { useState } from 'react';
import type { Place, RoutePlan } from '../api/visits';
import { useLastPosition } from '../lib/last-position';
import { moved, ordered, withStop, type Stop } from '../lib/route-draft';
import { keptPlan, useRoutePlan, useSaveRoute } from './useVisits';

interface Draft {
  stops: Stop[];
  /** The start the rep chose on the route tab (null: none chosen there). */
  start: Place | null;
  /** Changed since the plan was saved. */
  changed: boolean;
}

/**
 * The day's route as the rep builds it: the saved plan (or the one kept on this device) until they
 * pick, reorder or order stops; saving sends it through the outbox. Without a start chosen or saved,
 * the route starts where the rep told Near me they are, rather than asking again.
 */
export function useRouteDraft(date: string) {
  const plan = useRoutePlan(date);
  const save = useSaveRoute();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lastPosition = useLastPosition();
  const saved: RoutePlan | null = plan.data?.plan ?? null;
  const current: Draft = {
    stops: draft?.stops ?? saved?.stops ?? [],
    start: draft?.start ?? saved?.start ?? lastPosition,
    changed: draft?.changed ?? false,
  };
  const change = (next: Partial<Draft>) => setDraft({ ...current, ...next, changed: true });
  const checkedIn = new Set(saved?.stops.filter((s) => s.checkedIn).map((s) => s.customerId));
  return {
    plan,
    ...current,
    checkedIn,
    problem,
    picked: new Set(current.stops.map((s) => s.customerId)),
    pick(stop: Stop) {
      const next = withStop(current.stops, stop);
      setProblem(next.problem);
      if (!next.problem) change({ stops: next.stops });
    },
    remove(customerId: string) {
      setProblem(null);
      change({ stops: current.stops.filter((s) => s.customerId !== customerId) });
    },
    move(index: number, by: -1 | 1) {
      change({ stops: moved(current.stops, index, by) });
    },
    setStart(start: Place) {
      change({ start });
    },
    order() {
      if (current.start) change({ stops: ordered(current.start, current.stops) });
    },
    save,
    submit() {
      const { start, stops } = current;
      if (!start || stops.length === 0) return;
      const input = { date, start, stops: stops.map((s) => s.customerId) };
      const shown = keptPlan(
        input,
        new Map(stops.map((s) => [s.customerId, { ...s, checkedIn: checkedIn.has(s.customerId) }])),
      );
      save.mutate({ input, shown }, { onSuccess: () => setDraft(null) });
    },
  };
}

export type RouteDraft = ReturnType<typeof useRouteDraft>;
