import type { RouteResult } from '../../../domain/contract/route.js';
import type { quickbooksContract } from '../../../domain/quickbooks/contract.js';
import { listed, type overviewRows } from './queries.js';

type Overview = RouteResult<typeof quickbooksContract.overview>;

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
    // Desktop's and Online's in one queue, as the admin reads it: failed first, then the newest.
    pushes: [
      ...rows.pushes.map((p) => ({ ...p, document: 'sales order' as const })),
      ...rows.onlinePushes.map(({ docNumber, qboId, ...p }) => ({
        ...p,
        refNumber: docNumber ?? '',
        txnId: qboId,
      })),
    ]
      .sort(
        (a, b) =>
          Number(a.status !== 'failed') - Number(b.status !== 'failed') ||
          b.updatedAt.localeCompare(a.updatedAt),
      )
      .slice(0, listed),
  };
}
