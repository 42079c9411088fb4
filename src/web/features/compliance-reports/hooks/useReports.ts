import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportQuery } from '../../../../domain/compliance/reports/contract';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { useLiveInvalidation } from '../../../lib/live';
import { fetchExciseInsight, fetchReport, reportKeys } from '../api/reports';

/** The reports are read from the mirrored documents: a QuickBooks change refreshes them. */
const documentChanges: readonly LiveChangeKind[] = [
  'invoices.changed',
  'creditmemos.changed',
  'import.completed',
];

/** A state's month report; nothing is asked until both are chosen. */
export function useStateReport(query: ReportQuery | null) {
  useLiveInvalidation(documentChanges, reportKeys.all);
  return useQuery({
    queryKey: query ? reportKeys.report(query) : [...reportKeys.all, 'none'],
    queryFn: () => fetchReport(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Insight's excise tax by state and month, and the orders the gate holds. */
export function useExciseInsight(from: string, to: string) {
  useLiveInvalidation([...documentChanges, 'order.changed'], reportKeys.all);
  return useQuery({ queryKey: reportKeys.excise(from, to), queryFn: () => fetchExciseInsight(from, to) });
}
