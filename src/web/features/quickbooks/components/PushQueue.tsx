import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/PageState';
import type { Push } from '../api/quickbooks';
import { useRetryPush } from '../hooks/useQuickbooks';
import { when } from '../../../lib/when';

const statusBadges: Record<Push['status'], { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'gray' },
  sent: { label: 'Checking QuickBooks', color: 'yellow' },
  pushed: { label: 'In QuickBooks', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

const isOnline = (push: Push) => push.document !== 'sales order';

/** Desktop's sales order by RefNumber and TxnID; Online's estimate or invoice by number and Id. */
function reference(push: Push): string {
  if (!isOnline(push))
    return `Sales order · RefNumber ${push.refNumber}${push.txnId ? ` · TxnID ${push.txnId}` : ''}`;
  const document = push.document === 'estimate' ? 'Estimate' : 'Invoice';
  return `QuickBooks Online ${document}${push.refNumber ? ` ${push.refNumber}` : ''}${push.txnId ? ` · Id ${push.txnId}` : ''}`;
}

/**
 * App orders on their way to QuickBooks Desktop or Online; a failed one shows QuickBooks' reason
 * and can be retried.
 */
export function PushQueue({ pushes }: { pushes: Push[] }) {
  const retry = useRetryPush();
  if (pushes.length === 0) return <EmptyState>No app orders have gone to QuickBooks yet.</EmptyState>;
  return (
    <Stack>
      {pushes.map((push) => {
        const badge = statusBadges[push.status];
        return (
          <Card
            key={push.orderId}
            withBorder
            padding="sm"
            aria-label={`Order ${push.refNumber || push.customerName}`}
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap">
                <Anchor component={Link} to={`/orderview/${push.orderId}`} fw={600}>
                  {push.customerName} · ${push.amount.toFixed(2)}
                </Anchor>
                <Badge color={badge.color}>{badge.label}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {reference(push)} · ordered {when(push.createdAt)} · updated {when(push.updatedAt)}
              </Text>
              {push.error && (
                <Text size="sm" c="red">
                  {push.error}
                </Text>
              )}
              {push.status === 'failed' && (
                <Group>
                  <Button
                    variant="light"
                    mih={44}
                    loading={retry.isPending && retry.variables.orderId === push.orderId}
                    onClick={() => retry.mutate({ orderId: push.orderId, online: isOnline(push) })}
                  >
                    {isOnline(push) ? 'Send again' : 'Retry on the next run'}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
