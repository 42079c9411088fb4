/** The environment lists: its front door, all that pages and the app shell import of it. */
export type { Environment } from './api/environment';
export { useEnvironment } from './hooks/useEnvironment';
