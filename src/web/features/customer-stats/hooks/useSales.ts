import { useQuery } from '@tanstack/react-query';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { useLiveInvalidation } from '../../../lib/live';
import { fetchSales, salesKey } from '../api/sales';

/**
 * What changes a customer's sales figures: its mirrored invoices and credit memos, and the end of a
 * QuickBooks run (an item's brand moves its sales between brands). Orders and notes, which
 * /insights also listens to for its orders not yet invoiced and rep activity, change nothing here.
 */
const salesChanges: readonly LiveChangeKind[] = [
  'invoices.changed',
  'creditmemos.changed',
  'import.completed',
];

/** The customer page's Sales panel, kept current by the changes above. */
export function useSales(listId: string) {
  const queryKey = salesKey(listId);
  useLiveInvalidation(salesChanges, queryKey);
  return useQuery({ queryKey, queryFn: () => fetchSales(listId) });
}
