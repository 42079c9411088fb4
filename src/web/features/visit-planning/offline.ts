import type { OfflineAdapter } from '../../offline/adapter';
import { planningKeys } from './api/planning';

/**
 * A kept customer's opening hours, read offline on its page. Changing them needs the server, as a
 * customer's contacts and licenses do: nothing goes through the outbox.
 */
export const visitPlanningOffline: OfflineAdapter = {
  feature: 'visit-planning',
  keepCustomer(cache, { customer, hours }) {
    // A working set kept before the hours were sent has none: the page then asks the server.
    if (hours) cache.put(planningKeys.hours(customer.listId), hours);
  },
};
