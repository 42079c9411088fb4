/** The server's version and the time of the last import: its front door, all that pages and the app shell import of it. */
export { systemInfoKey } from './api/system';
export { LastUpdated } from './components/LastUpdated';
