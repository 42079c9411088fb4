/** The front door of customer search, the customer picker and the customer's header. */
export type { CustomerDetail, CustomerSummary } from './api/customers';
export { CustomerPicker } from './components/CustomerPicker';
export { PreselectCustomer } from './components/PreselectCustomer';
export { useCustomer } from './hooks/useCustomers';
export { loadCustomerSearchBox } from './lazy';
