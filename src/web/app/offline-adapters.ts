import { commentsOffline } from '../features/comments/offline';
import { customerRecordsOffline } from '../features/customer-records/offline';
import { customersOffline } from '../features/customers/offline';
import { environmentOffline } from '../features/environment/offline';
import { notesOffline } from '../features/notes/offline';
import { ordersOffline } from '../features/orders/offline';
import { tasksOffline } from '../features/tasks/offline';
import type { OfflineAdapter } from '../offline/adapter';

/**
 * Every feature that keeps something on the device or writes through the outbox (decision 0180):
 * the shell hands this list to the offline runtime. A new one is its `features/<name>/offline.ts`
 * and a line here.
 */
export const offlineAdapters: readonly OfflineAdapter[] = [
  environmentOffline,
  customersOffline,
  customerRecordsOffline,
  notesOffline,
  tasksOffline,
  ordersOffline,
  commentsOffline,
];
