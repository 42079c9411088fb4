import type { RouteResult } from '../../domain/contract/route.js';
import type { quickbooksContract } from '../../domain/qbwc/contract.js';
import type { Db } from '../db/database.js';

type Overview = RouteResult<typeof quickbooksContract.overview>;

/** Runs and pushes the admin page lists: the latest ones, enough to see what happened lately. */
const listed = 50;

export async function quickbooksOverview(db: Db): Promise<Overview> {
  const connections = await db
    .selectFrom('qbwcConnections')
    .select((eb) => [
      'id',
      'name',
      'userName',
      'runEveryMinutes',
      'createdAt',
      eb
        .selectFrom('qbwcRuns')
        .select((r) => r.fn.max('startedAt').as('lastRunAt'))
        .whereRef('qbwcRuns.connectionId', '=', 'qbwcConnections.id')
        .as('lastRunAt'),
    ])
    .orderBy('name')
    .execute();
  const runs = await db
    .selectFrom('qbwcRuns')
    .innerJoin('qbwcConnections', 'qbwcConnections.id', 'qbwcRuns.connectionId')
    .select([
      'qbwcRuns.id',
      'qbwcConnections.name as connectionName',
      'qbwcRuns.startedAt',
      'qbwcRuns.endedAt',
      'qbwcRuns.pulledCounts',
      'qbwcRuns.pushedCount',
      'qbwcRuns.runErrors',
      'qbwcRuns.succeeded',
    ])
    .orderBy('qbwcRuns.startedAt', 'desc')
    .limit(listed)
    .execute();
  const pushes = await db
    .selectFrom('qbwcPushes')
    .innerJoin('orders', 'orders.id', 'qbwcPushes.orderId')
    .select([
      'qbwcPushes.orderId',
      'orders.customerName',
      'orders.createdAt',
      'orders.amount',
      'qbwcPushes.refNumber',
      'qbwcPushes.status',
      'qbwcPushes.txnId',
      'qbwcPushes.error',
      'qbwcPushes.updatedAt',
    ])
    // Failed first: they need someone; then the newest.
    .orderBy((eb) => eb.case().when('qbwcPushes.status', '=', 'failed').then(0).else(1).end())
    .orderBy('qbwcPushes.updatedAt', 'desc')
    .limit(listed)
    .execute();
  return {
    connections: connections.map((c) => ({ ...c, lastRunAt: c.lastRunAt ? String(c.lastRunAt) : null })),
    runs: runs.map((r) => ({
      id: r.id,
      connectionName: r.connectionName,
      startedAt: r.startedAt,
      endedAt: r.endedAt,
      pulled: r.pulledCounts,
      pushed: r.pushedCount,
      errors: r.runErrors,
      succeeded: r.succeeded,
    })),
    pushes,
  };
}
