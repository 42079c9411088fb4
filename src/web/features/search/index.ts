/** Search over everything written: its front door, all that pages and the app shell import of it. */
export type { SearchFilters, SearchKind } from './api/search';
export { SearchForm } from './components/SearchForm';
export { SearchResults } from './components/SearchResults';
