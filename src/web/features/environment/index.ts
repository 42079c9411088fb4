/** The front door of the environment lists. */
export type { Environment } from './api/environment';
export { useEnvironment } from './hooks/useEnvironment';
