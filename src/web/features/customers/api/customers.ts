import { customersContract } from '../../../../domain/customers/contract';
import { call } from '../../../lib/api';

export type { CustomerSummary, CustomerDetail, CustomerAddress } from '../../../../domain/customers/contract';
export { searchMaxLength, searchMaxResults } from '../../../../domain/customers/contract';

export const customerSearchKey = (q: string) => ['customers', 'search', q] as const;
/** Every customer page in the cache (the offline working set puts each of its customers there). */
export const customerPagesKey = ['customers', 'one'] as const;
export const customerKey = (listId: string) => [...customerPagesKey, listId] as const;

export const searchCustomers = (q: string) => call(customersContract.search, { query: { q } });
export const fetchCustomer = (listId: string) => call(customersContract.customer, { params: { listId } });
