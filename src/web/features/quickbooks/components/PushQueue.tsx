import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/PageState';
import type { CustomerPush, Push } from '../api/quickbooks';
import { useRetryCustomerPush, useRetryPush } from '../hooks/useQuickbooks';
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

interface QueueEntry {
  key: string;
  label: string;
  title: ReactNode;
  status: Push['status'];
  details: string;
  error: string | null;
  updatedAt: string;
  retry: { label: string; pending: boolean; run: () => void };
}

/** One entry of the queue, an order or a new customer alike: what, where it stands, QuickBooks' words. */
function QueueCard({ entry }: { entry: QueueEntry }) {
  const badge = statusBadges[entry.status];
  return (
    <Card withBorder padding="sm" aria-label={entry.label}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          {entry.title}
          <Badge color={badge.color}>{badge.label}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {entry.details}
        </Text>
        {entry.error && (
          <Text size="sm" c="red">
            {entry.error}
          </Text>
        )}
        {entry.status === 'failed' && (
          <Group>
            <Button variant="light" mih={44} loading={entry.retry.pending} onClick={entry.retry.run}>
              {entry.retry.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Refused first (they need someone), then the newest, orders and new customers together. */
const needsSomeoneFirst = (a: QueueEntry, b: QueueEntry) =>
  Number(a.status !== 'failed') - Number(b.status !== 'failed') || b.updatedAt.localeCompare(a.updatedAt);

/**
 * What goes to QuickBooks Desktop or Online: app orders and the new customers of turned prospects
 * (decision 0360); a failed one shows QuickBooks' reason and can be retried.
 */
export function PushQueue({ pushes, customers = [] }: { pushes: Push[]; customers?: CustomerPush[] }) {
  const retry = useRetryPush();
  const retryCustomer = useRetryCustomerPush();
  const entries: QueueEntry[] = [
    ...pushes.map((push) => ({
      key: `order:${push.orderId}`,
      label: `Order ${push.refNumber || push.customerName}`,
      title: (
        <Anchor component={Link} to={`/orderview/${push.orderId}`} fw={600}>
          {push.customerName} · ${push.amount.toFixed(2)}
        </Anchor>
      ),
      status: push.status,
      details: `${reference(push)} · ordered ${when(push.createdAt)} · updated ${when(push.updatedAt)}`,
      error: push.error,
      updatedAt: push.updatedAt,
      retry: {
        label: isOnline(push) ? 'Send again' : 'Retry on the next run',
        pending: retry.isPending && retry.variables.orderId === push.orderId,
        run: () => retry.mutate({ orderId: push.orderId, online: isOnline(push) }),
      },
    })),
    ...customers.map((push) => ({
      key: `customer:${push.prospectId}`,
      label: `New customer ${push.customerName}`,
      title: <Text fw={600}>{push.customerName}</Text>,
      status: push.status,
      details: [
        `New customer from a prospect (${push.state})`,
        push.customerListId && `ListID ${push.customerListId}`,
        push.convertedAt && `turned ${when(push.convertedAt)}`,
        `updated ${when(push.updatedAt)}`,
      ]
        .filter(Boolean)
        .join(' · '),
      error: push.error,
      updatedAt: push.updatedAt,
      retry: {
        label: 'Send again',
        pending: retryCustomer.isPending && retryCustomer.variables === push.prospectId,
        run: () => retryCustomer.mutate(push.prospectId),
      },
    })),
  ].sort(needsSomeoneFirst);
  if (entries.length === 0)
    return <EmptyState>No app orders or new customers have gone to QuickBooks yet.</EmptyState>;
  return (
    <Stack>
      {entries.map((entry) => (
        <QueueCard key={entry.key} entry={entry} />
      ))}
    </Stack>
  );
}
