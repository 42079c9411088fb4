import { customersContract } from '../../../../domain/customers/contract';
import { call } from '../../../lib/api';

export type { CustomerSummary, CustomerDetail, CustomerAddress } from '../../../../domain/customers/contract';
export { searchMaxLength } from '../../../../domain/customers/contract';

export const customerSearchKey = (q: string) => ['customers', 'search', q] as const;
export const customerKey = (listId: string) => ['customers', 'one', listId] as const;

export const searchCustomers = (q: string) => call(customersContract.search, { query: { q } });
export const fetchCustomer = (listId: string) => call(customersContract.customer, { params: { listId } });
