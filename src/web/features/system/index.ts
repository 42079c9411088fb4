/** The front door of the server's version and the time of the last import. */
export { systemInfoKey } from './api/system';
export { LastUpdated } from './components/LastUpdated';
