import type { KeptNote, OfflineAdapter } from '../../offline/adapter';
import { asOnePage } from '../../offline/adapter';
import { recordKeys } from './api/records';

/**
 * A kept customer's Info tab (contacts, descriptions) and its Notes tab as one page of the last 90
 * days' notes (decision 0075): offline that tab ends there; online it reloads from the server.
 */
export const customerRecordsOffline: OfflineAdapter = {
  feature: 'customer-records',
  keepCustomer(cache, { customer, contacts, descriptions }) {
    cache.put(recordKeys.contacts(customer.listId), { contacts });
    cache.put(recordKeys.descriptions(customer.listId), { descriptions });
  },
  keepNotes(cache, notes) {
    const byCustomer = new Map<string, KeptNote[]>();
    for (const note of notes) {
      if (!note.customerListId) continue;
      const list = byCustomer.get(note.customerListId) ?? [];
      list.push(note);
      byCustomer.set(note.customerListId, list);
    }
    for (const [listId, kept] of byCustomer) cache.put(recordKeys.notes(listId), asOnePage(kept));
  },
};
