import type { RouteResult } from '../../../../domain/contract/route';
import { customerStatsContract } from '../../../../domain/customer-stats/contract';
import { call, hrefOf } from '../../../lib/api';

export type CustomerSales = RouteResult<typeof customerStatsContract.sales>;

export const salesKey = (listId: string) => ['customer', listId, 'sales'] as const;

export const fetchSales = (listId: string) => call(customerStatsContract.sales, { params: { listId } });

/** A table of the panel as a CSV, streamed by the browser straight from the server. */
export const salesCsvHref = (listId: string, table: 'months' | 'brands') =>
  hrefOf(customerStatsContract.salesCsv, { params: { listId, table } });
