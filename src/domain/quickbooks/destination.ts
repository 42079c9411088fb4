import { z } from 'zod';
import type { QuickbooksSource } from '../settings/quickbooksSource.js';

/**
 * Where an app order goes in QuickBooks (decision 0257): Desktop through the Web Connector, as a
 * sales order, or QuickBooks Online, as the estimate or invoice the admin chose. Read from the one
 * setting, `quickbooksSource`, by both pushes and by the order page's answer.
 */
export const orderDestinationSchema = z.object({
  system: z.enum(['desktop', 'online']),
  document: z.enum(['sales order', 'estimate', 'invoice']),
});
export type OrderDestination = z.infer<typeof orderDestinationSchema>;

export function orderDestinationOf(source: QuickbooksSource): OrderDestination {
  return source.source === 'online'
    ? { system: 'online', document: source.onlineOrderDocument }
    : { system: 'desktop', document: 'sales order' };
}

type PushState = 'waiting' | 'sent' | 'pushed' | 'failed';

/**
 * Where one order goes or went. A push that is past waiting (sent, in QuickBooks, refused) says
 * where it went; an Online push waiting while the setting still says Online keeps the document it
 * was queued as. Otherwise an order waiting for QuickBooks goes wherever the setting sends orders
 * now, as both pushes pick waiting orders by it. An order neither waiting nor pushed (put in
 * QuickBooks by hand) goes nowhere: null.
 */
export function destinationOfOrder(
  order: {
    waiting: boolean;
    online: { status: PushState; document: 'estimate' | 'invoice' } | null;
    desktop: { status: PushState } | null;
  },
  source: QuickbooksSource,
): OrderDestination | null {
  const { online, desktop } = order;
  if (online && (online.status !== 'waiting' || source.source === 'online'))
    return { system: 'online', document: online.document };
  if (desktop && desktop.status !== 'waiting') return { system: 'desktop', document: 'sales order' };
  return order.waiting ? orderDestinationOf(source) : null;
}
