/** Customer search, the customer picker and the customer's header: its front door, all that pages and the app shell import of it. */
export type { CustomerDetail, CustomerSummary } from './api/customers';
export { CustomerPicker } from './components/CustomerPicker';
export { CustomerSearchBox } from './components/CustomerSearchBox';
export { PreselectCustomer } from './components/PreselectCustomer';
export { useCustomer } from './hooks/useCustomers';
