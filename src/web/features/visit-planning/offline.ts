import type { OfflineAdapter } from '../../offline/adapter';
import { fetchPriorities, fetchWorkingDays, planningKeys } from './api/planning';

/**
 * What Plan my week plans from on the device (decision 0332): Whom to see's candidates and the
 * rep's working days, kept with the working set so that a rep who signed in and went out of signal
 * can plan without having opened the page online first; and a kept customer's opening hours, read
 * offline on its page. Changing hours, pins or days needs the server, as a customer's contacts and
 * licenses do: nothing goes through the outbox.
 */
export const visitPlanningOffline: OfflineAdapter = {
  feature: 'visit-planning',
  keep: ({ client }) =>
    Promise.all([
      client.prefetchQuery({ queryKey: planningKeys.priorities, queryFn: fetchPriorities }),
      client.prefetchQuery({ queryKey: planningKeys.workingDays(null), queryFn: () => fetchWorkingDays() }),
    ]),
  keepCustomer(cache, { customer, hours }) {
    // A working set kept before the hours were sent has none: the page then asks the server.
    if (hours) cache.put(planningKeys.hours(customer.listId), hours);
  },
};
