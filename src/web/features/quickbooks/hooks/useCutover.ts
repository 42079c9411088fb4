import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CutoverKind } from '../../../../domain/quickbooks/online/cutover';
import { useLiveInvalidation } from '../../../lib/live';
import { answerOrders, cutoverKey, decideLink, fetchCandidates, fetchCutover } from '../api/cutover';
import { quickbooksKey } from '../api/quickbooks';

/**
 * What the cutover from Desktop matched, what waits, and where app orders go; a finished sync may
 * add to it, and a settings change may move the orders.
 */
export function useCutover(kind: CutoverKind) {
  useLiveInvalidation(['import.completed', 'settings.changed'], cutoverKey);
  return useQuery({ queryKey: [...cutoverKey, kind], queryFn: () => fetchCutover(kind) });
}

/** Desktop records not linked yet whose name holds the words typed. */
export function useCutoverCandidates(kind: CutoverKind, q: string) {
  return useQuery({
    queryKey: [...cutoverKey, 'candidates', kind, q],
    queryFn: () => fetchCandidates(kind, q),
    placeholderData: keepPreviousData,
  });
}

export function useDecideLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideLink,
    onSettled: () => client.invalidateQueries({ queryKey: cutoverKey }),
  });
}

/** Answers the cutover's question; the QuickBooks page (its source choice too) then reads it again. */
export function useAnswerOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerOrders,
    onSettled: () => client.invalidateQueries({ queryKey: quickbooksKey }),
  });
}
