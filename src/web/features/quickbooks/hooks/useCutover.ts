import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CutoverKind } from '../../../../domain/quickbooks/online/cutover';
import { useLiveInvalidation } from '../../../lib/live';
import { cutoverKey, decideLink, fetchCandidates, fetchCutover } from '../api/cutover';

/** What the cutover from Desktop matched and what waits; a finished sync may add to it. */
export function useCutover(kind: CutoverKind) {
  useLiveInvalidation(['import.completed'], cutoverKey);
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
