import { searchContract } from '../../../../domain/search/contract';
import type { SearchQuery } from '../../../../domain/search/schemas';
import { call } from '../../../lib/api';

export type { SearchHit, SearchKind, SearchQuery, TextSegment } from '../../../../domain/search/schemas';
export { searchKindLabels, searchKinds, searchQueryMaxLength } from '../../../../domain/search/schemas';

export type SearchFilters = Omit<SearchQuery, 'limit' | 'offset'>;

export const searchKey = (filters: SearchFilters) => ['search', 'everything', filters] as const;

export const searchEverything = (filters: SearchFilters, offset: number) =>
  call(searchContract.search, { query: { ...filters, offset, limit: 20 } });
