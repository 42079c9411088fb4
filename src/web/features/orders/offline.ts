import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderInputDraft } from '../../../domain/orders/schemas';
import type { OfflineAdapter } from '../../offline/adapter';
import {
  catalogKey,
  gateInputsKey,
  keptLicensesKey,
  ordersApi,
  ordersKey,
  yearSalesKey,
  type OrderFormCatalog,
} from './api/orders';
import { orderSettingsFrom } from './lib/settings';

declare module '../../offline/db' {
  interface OutboxKinds {
    order: { body: OrderInputDraft & { clientId: string } };
  }
}

/**
 * Orders on the device (decision 0075): every order form's catalog and each kept customer's
 * event-year sales, so an order written offline is priced and capped as the server will, and the
 * compliance gate's inputs, so it is judged as the server will (decision 0300); orders are
 * written offline and corrected, when refused, in their own form (decision 0072).
 */
export const ordersOffline: OfflineAdapter = {
  feature: 'orders',
  keep: ({ client, environment }) =>
    Promise.all([
      ...orderSettingsFrom(environment.settings).forms.map((form) =>
        client.prefetchQuery({
          queryKey: catalogKey(form.name, null),
          queryFn: () => ordersApi.catalog(form.name, null),
        }),
      ),
      // The compliance gate's rules, permits and every license the rep may see: an order taken
      // offline is judged before the rep leaves the shop, as the server will (decision 0300).
      client.prefetchQuery({ queryKey: gateInputsKey, queryFn: ordersApi.gateInputs }),
      client.prefetchQuery({ queryKey: keptLicensesKey, queryFn: () => ordersApi.gateLicenses() }),
    ]),
  keepCustomer: (cache, { customer, eventYearSales }) =>
    cache.put(yearSalesKey(customer.listId), eventYearSales),
  writes: {
    order: {
      async save(request) {
        const { ids } = await ordersApi.create(request.body);
        return { href: ids.length === 1 ? `/orderview/${ids[0]}` : '/orderfeed', ids };
      },
      filesOwner: 'order',
      correctIn: (seq) => `/ordercreate?outbox=${seq}`,
    },
  },
};

/**
 * The form as the working set keeps it on this device (decision 0075), with the customer's event-year
 * sales from the same copy: offline, an order for a customer never ordered for on this phone is
 * priced and capped as the server will. Undefined when either is not kept.
 */
export function useKeptCatalog(form: string, customerListId: string | null): OrderFormCatalog | undefined {
  // Read from the cache only (skipToken): never fetched here.
  const formCatalog = useQuery<OrderFormCatalog>({
    queryKey: catalogKey(form, null),
    queryFn: skipToken,
  }).data;
  const sales = useQuery<number>({
    queryKey: customerListId ? yearSalesKey(customerListId) : [...ordersKey, 'year-sales'],
    queryFn: skipToken,
  }).data;
  return useMemo(() => {
    if (!formCatalog || !form) return undefined;
    if (!customerListId) return formCatalog;
    return sales === undefined ? undefined : { ...formCatalog, customerYearSales: sales };
  }, [form, formCatalog, customerListId, sales]);
}
