import { useInfiniteQuery } from '@tanstack/react-query';
import { searchEverything, searchKey, type SearchFilters } from '../api/search';

/** Results of a search a page at a time ("More results" asks for the next offset). */
export function useSearch(filters: SearchFilters) {
  return useInfiniteQuery({
    queryKey: searchKey(filters),
    queryFn: ({ pageParam }) => searchEverything(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: filters.q.trim().length > 0,
    staleTime: 30_000,
  });
}
