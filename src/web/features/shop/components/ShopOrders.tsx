import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '../../../ui/figures/format';
import type { ShopOrdersAnswer } from '../api/orders';

const colorOf = (status: string) =>
  status.startsWith('Declined')
    ? 'red'
    : status === 'In review'
      ? 'yellow'
      : status === 'Changed by your rep'
        ? 'orange'
        : 'green';

/** The shop's orders with their status in the server's words (kept current by the live stream). */
export function ShopOrders({ orders }: { orders: ShopOrdersAnswer['orders'] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Your orders
      </Title>
      {!orders.length && <Text c="gray.7">No orders yet.</Text>}
      {orders.map((order) => (
        <Card key={order.id} withBorder padding="sm" data-testid="shop-order">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{new Date(order.createdAt).toLocaleDateString('en-US')}</Text>
            <Badge color={colorOf(order.status)} variant="light" data-testid="shop-order-status">
              {order.status}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7">
            {order.lines.map((l) => `${l.qty} × ${l.name}`).join(', ')} · {formatCents(order.totalCents)}
          </Text>
          {order.message && <Text size="sm">Your rep: {order.message}</Text>}
        </Card>
      ))}
    </Stack>
  );
}
