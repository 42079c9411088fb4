import type { RouteCall, RouteResult } from '../../../../domain/contract/route';
import { historyContract } from '../../../../domain/history/contract';
import type { HistorySubject } from '../../../../domain/history/schemas';
import { call, hrefOf } from '../../../lib/api';

export type { HistorySubject };
export type HistoryEntry = RouteResult<typeof historyContract.history>['entries'][number];
export type TrashItem = RouteResult<typeof historyContract.trash>['items'][number];
export type AuditFilters = NonNullable<RouteCall<typeof historyContract.audit>['query']>;

export const historyKey = (subject: HistorySubject, id: string) => ['history', subject, id] as const;
export const trashKey = ['trash'] as const;
export const auditKey = (filters: AuditFilters) => ['audit', filters] as const;

export const historyApi = {
  history: (subject: HistorySubject, id: string) =>
    call(historyContract.history, { params: { subject, id } }),
  trash: () => call(historyContract.trash),
  restore: (id: string) => call(historyContract.restore, { params: { id } }),
  audit: (filters: AuditFilters) => call(historyContract.audit, { query: filters }),
  /** The CSV of everything the filter matches: the page's cursor and size do not apply. */
  auditCsvHref: ({ cursor: _cursor, limit: _limit, ...filters }: AuditFilters) =>
    hrefOf(historyContract.auditCsv, { query: filters }),
};
