import type { OfflineAdapter } from '../../offline/adapter';
import { licenseKeys, type CustomerLicenses } from './api/licenses';

/**
 * A kept customer's licenses, read offline on its page (and by the order gate on the phone).
 * Changing them needs the server, as a customer's contacts do: nothing goes through the outbox.
 * The note files a document check may link are not kept (decision 0291).
 */
export const licensesOffline: OfflineAdapter = {
  feature: 'licenses',
  keepCustomer(cache, { customer, licenses }) {
    const kept: CustomerLicenses = { licenses, documents: [] };
    cache.put(licenseKeys.list(customer.listId), kept);
  },
};
