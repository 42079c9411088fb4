import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { customerSummaryOf, searchCustomers } from '../../../domain/customers/search';
import type { OfflineAdapter } from '../../offline/adapter';
import { customerKey, customerPagesKey, searchMaxResults, type CustomerDetail } from './api/customers';

/**
 * Customers on the device (decision 0075): each working-set customer's page, read back by the
 * customer search with the server's rules (domain/customers/search.ts). Nothing is written offline.
 */
export const customersOffline: OfflineAdapter = {
  feature: 'customers',
  keepCustomer: (cache, { customer }) => cache.put(customerKey(customer.listId), customer),
};

export const isCustomerPage = (key: QueryKey) =>
  key[0] === customerPagesKey[0] && key[1] === customerPagesKey[1];

/** Every customer whose page this device holds (the working set puts each one there). */
const keptCustomers = (client: QueryClient): CustomerDetail[] =>
  client
    .getQueriesData<CustomerDetail>({ queryKey: customerPagesKey })
    .flatMap(([, customer]) => (customer ? [customer] : []));

/** The customer search over the customers this device keeps, as the server ranks it. */
export const searchKept = (client: QueryClient, query: string) =>
  searchCustomers(keptCustomers(client), query, searchMaxResults).map(customerSummaryOf);
