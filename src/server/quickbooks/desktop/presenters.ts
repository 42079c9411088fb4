import type { RouteResult } from '../../../domain/contract/route.js';
import type { quickbooksContract } from '../../../domain/quickbooks/contract.js';
import type { overviewRows } from './queries.js';

/** The overview without the push queue (orders and new customers), which is `push-queue`'s. */
type Overview = Omit<RouteResult<typeof quickbooksContract.overview>, 'pushes' | 'customerPushes'>;

export function presentOverview(rows: Awaited<ReturnType<typeof overviewRows>>): Overview {
  return {
    connections: rows.connections.map((c) => ({ ...c, lastRunAt: c.lastRunAt ? String(c.lastRunAt) : null })),
    runs: rows.runs.map((r) => ({
      id: r.id,
      connectionName: r.connectionName,
      startedAt: r.startedAt,
      endedAt: r.endedAt,
      pulled: r.pulledCounts,
      pushed: r.pushedCount,
      errors: r.runErrors,
      succeeded: r.succeeded,
    })),
  };
}
