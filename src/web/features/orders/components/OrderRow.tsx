import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { orderStatusLabels } from '../../../../domain/orders/constants';
import type { OrderCard } from '../api/orders';
import { formatDate, formatMoney, statusColors } from '../lib/format';
import classes from './OrderRow.module.css';

/** One feed row: highlighted when the order is in QuickBooks, with a warning otherwise. */
export function OrderRow({ order }: { order: OrderCard }) {
  const inQBooks = order.status === 'OrderInQBooks';
  return (
    <Paper
      withBorder
      p="sm"
      component={Link}
      to={`/orderview/${order.id}`}
      className={inQBooks ? `${classes.row} ${classes.inQBooks}` : classes.row}
      data-testid="order-row"
      data-status={order.status}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} lineClamp={2}>
            {order.customerName || 'New customer'}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(order.createdAt)} · {order.authorName} · {order.orderType}
            {order.repCode ? ` · ${order.repCode}` : ''}
          </Text>
          <Group gap={4}>
            {order.newCustomer && <Badge size="xs">New Customer</Badge>}
            {(order.status === 'OrderInReview' || order.status === 'OrderDeclined') && (
              <Badge size="xs" color={order.status === 'OrderInReview' ? 'yellow' : 'red'}>
                {orderStatusLabels[order.status]}
              </Badge>
            )}
            {order.freeShipping && (
              <Badge size="xs" color="teal">
                Free Shipping
              </Badge>
            )}
            {order.orderTags.map((tag) => (
              <Badge key={tag} size="xs" variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700}>{formatMoney(order.totals.amount)}</Text>
          {inQBooks ? (
            <Group gap={4} c={statusColors.inQBooks}>
              <IconCircleCheck size={16} aria-hidden />
              <Text size="xs">{orderStatusLabels.OrderInQBooks}</Text>
            </Group>
          ) : (
            <Group gap={4} c={statusColors.notInQBooks}>
              <IconAlertTriangle size={16} aria-hidden />
              <Text size="xs">Not in QuickBooks</Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
