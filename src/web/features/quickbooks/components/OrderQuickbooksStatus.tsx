import { Alert } from '@mantine/core';
import { useOrderPush } from '../hooks/useQuickbooks';

/**
 * On the order page: QuickBooks' own words when it refused the order (it stays Order Submitted
 * until an admin retries from the QuickBooks page), or the sales order it became.
 */
export function OrderQuickbooksStatus({ orderId }: { orderId: string }) {
  const push = useOrderPush(orderId);
  if (!push.data) return null;
  if (push.data.status === 'failed') {
    return (
      <Alert color="red" title="QuickBooks refused this order" role="alert" mb="md">
        {push.data.error} An admin can retry it from the QuickBooks page once this is fixed.
      </Alert>
    );
  }
  if (push.data.status === 'pushed') {
    return (
      <Alert color="green" title="In QuickBooks" mb="md">
        Sales order {push.data.refNumber} (TxnID {push.data.txnId}).
      </Alert>
    );
  }
  return null;
}
