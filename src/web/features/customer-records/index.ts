/** The customer page's records tabs (Info, Stats, Notes, Transactions). */
export { CustomerRecordsTabs } from './components/CustomerRecordsTabs';
export type { RecordsCustomer, Transactions } from './api/records';
