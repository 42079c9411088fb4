import { Alert, Button, Stack, Text } from '@mantine/core';
import type { OrderPush } from '../api/quickbooks';
import { useOrderPush, useRetryOnlinePush } from '../hooks/useQuickbooks';
import { goesTo } from '../lib/destination';

const documentName = (push: OrderPush) => (push.document === 'invoice' ? 'Invoice' : 'Estimate');

/**
 * On the order page: where the order goes (the server says, from the one setting: decision 0257),
 * QuickBooks' own words when it refused the order (it stays Order Submitted until someone retries:
 * an admin from the QuickBooks page for Desktop, the office or an admin here for QuickBooks
 * Online), or the document it became.
 */
export function OrderQuickbooksStatus({ orderId, canRetry }: { orderId: string; canRetry: boolean }) {
  const answer = useOrderPush(orderId);
  if (!answer.data) return null;
  const { push, destination } = answer.data;
  const online = destination?.system === 'online';
  if (push?.status === 'failed') {
    if (online) return <OnlineRefusal orderId={orderId} push={push} canRetry={canRetry} />;
    return (
      <Alert color="red" title="QuickBooks refused this order" role="alert" mb="md">
        {push.error} An admin can retry it from the QuickBooks page once this is fixed.
      </Alert>
    );
  }
  if (push?.status === 'pushed') {
    return (
      <Alert color="green" title="In QuickBooks" mb="md">
        {online
          ? `${documentName(push)} ${push.refNumber} in QuickBooks Online (Id ${push.txnId}).`
          : `Sales order ${push.refNumber} in QuickBooks Desktop (TxnID ${push.txnId}).`}
      </Alert>
    );
  }
  if (online && push?.retriedBy) {
    return (
      <Alert color="blue" title="Sent to QuickBooks Online again" role="status" mb="md">
        {push.retriedBy} sent it again; QuickBooks Online usually has it within a minute.
      </Alert>
    );
  }
  if (!destination) return null;
  return (
    <Text size="sm" mb="md" data-testid="order-destination">
      {goesTo(destination)}
    </Text>
  );
}

function OnlineRefusal({ orderId, push, canRetry }: { orderId: string; push: OrderPush; canRetry: boolean }) {
  const retry = useRetryOnlinePush(orderId);
  return (
    <Alert color="red" title="QuickBooks Online refused this order" role="alert" mb="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">QuickBooks said: {push.error}</Text>
        {canRetry ? (
          <>
            <Text size="sm">Fix this in QuickBooks Online, then send the order again.</Text>
            <Button color="red" mih={44} loading={retry.isPending} onClick={() => retry.mutate()}>
              Retry
            </Button>
          </>
        ) : (
          <Text size="sm">The office can send it again once this is fixed.</Text>
        )}
        {retry.isError && <Text size="sm">The order was not sent again: {retry.error.message}</Text>}
      </Stack>
    </Alert>
  );
}
