import type { RouteResult } from '../../../../domain/contract/route';
import { customerStatsContract } from '../../../../domain/customer-stats/contract';
import { call } from '../../../lib/api';

export type CustomerStats = RouteResult<typeof customerStatsContract.stats>;

export const statsKey = (listId: string) => ['customer', listId, 'stats'] as const;

export const fetchStats = (listId: string) => call(customerStatsContract.stats, { params: { listId } });
