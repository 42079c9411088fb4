import { pullKinds, type PullKind } from './qbxml.js';

/**
 * The kind being pulled and the latest time seen. The Start request is rebuilt from its inputs for
 * each Continue rather than stored: PostgreSQL's jsonb reorders keys, and element order matters.
 */
interface PullStep {
  kind: PullKind;
  since: string | null;
  startRequestId: string;
  iteratorId: string | null;
  latest: string | null;
}

/** The order being pushed and what was last asked of QuickBooks for it. */
interface PushStep {
  orderId: string;
  action: 'findCustomer' | 'addCustomer' | 'findOrder' | 'addOrder';
}

/** The prospect turned into a customer being added (decision 0347) and what was last asked for it. */
interface ProspectStep {
  prospectId: string;
  action: 'findCustomer' | 'addCustomer';
}

/** Where a run stands between two Web Connector calls; kept in the run's row, so any process can answer. */
export interface RunState {
  kinds: PullKind[];
  pull: PullStep | null;
  /** Orders still to push this run; null until the pulls are done. */
  pushQueue: string[] | null;
  push: PushStep | null;
  /**
   * Prospects turned into customers still to add this run, before the orders; loaded with the
   * orders. Optional: a run saved before these fields had none.
   */
  prospectQueue?: string[] | null;
  prospectPush?: ProspectStep | null;
  requestCount: number;
  lastError: string | null;
}

export const initialRunState = (): RunState => ({
  kinds: [...pullKinds],
  pull: null,
  pushQueue: null,
  push: null,
  requestCount: 0,
  lastError: null,
});

/** Progress for the Web Connector's bar: pulls are most of a run; 100 only when nothing is left. */
export function percentDone(state: RunState): number {
  if (!hasWork(state)) return 100;
  const pulled = pullKinds.length - state.kinds.length - (state.pull ? 1 : 0);
  return Math.max(1, Math.min(99, Math.round((pulled / (pullKinds.length + 1)) * 100)));
}

function hasWork(state: RunState): boolean {
  return Boolean(
    state.kinds.length ||
    state.pull ||
    state.push ||
    state.prospectPush ||
    state.prospectQueue?.length ||
    state.pushQueue === null ||
    state.pushQueue.length,
  );
}
