/** The front door of search over everything written. */
export type { SearchFilters, SearchKind } from './api/search';
export { SearchForm } from './components/SearchForm';
export { SearchResults } from './components/SearchResults';
