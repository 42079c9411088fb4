import { z } from 'zod';
import { defineRoute } from '../../contract/route.js';
import { formerOnlinePath } from './former-paths.js';

/** App orders sent to QuickBooks Online: where one stands is the push queue's (`quickbooksContract.orderPush`). */
export const onlinePushContract = {
  retry: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/quickbooks/online/retry',
    formerPaths: [formerOnlinePath('/api/orders/:id/quickbooks-online/retry')],
    access: { action: 'orders.retryPush' },
    tags: ['quickbooks'],
    summary: 'Send an order QuickBooks Online refused again, once what it said is fixed',
    params: z.object({ id: z.string().min(1) }),
    response: z.object({ orderId: z.string() }),
  }),
};
