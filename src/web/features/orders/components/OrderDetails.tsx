import { Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderStatusLabels, type OrderType } from '../../../../domain/orders/constants';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { touchLinkStyle } from '../../../ui/touch';
import type { Order } from '../api/orders';
import { useOrderRaffleTickets } from '../hooks/useOrders';
import { formatDate, statusColors } from '../lib/format';
import { BenefitsList, OrderLines, OrderTotals } from './OrderTotals';
import { ExciseSummary } from './ExciseSummary';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children || '—'}
      </Text>
    </div>
  );
}

function CustomerBlock({ order }: { order: Order }) {
  const info = order.newCustomerInfo;
  if (order.newCustomer && info) {
    return (
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{info.name}</Text>
          <Badge size="sm">New Customer</Badge>
        </Group>
        <Text size="sm">{[info.street, info.street2].filter(Boolean).join(', ')}</Text>
        <Text size="sm">{[info.city, info.state, info.zip].filter(Boolean).join(', ')}</Text>
        <Text size="sm">
          {info.firstName} {info.lastName} · {info.phone} · {info.email}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {order.customerListId ? (
        <Anchor component={Link} to={`/customerpage/${order.customerListId}`} fw={600} style={touchLinkStyle}>
          {order.customerName}
        </Anchor>
      ) : (
        <Text fw={600}>{order.customerName}</Text>
      )}
      <Text size="sm" c="dimmed">
        {[
          order.customerAccountNumber && `#${order.customerAccountNumber}`,
          [order.customerCity, order.customerState].filter(Boolean).join(', '),
          order.customerPhone,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

function OrderRaffleTickets({ orderId }: { orderId: string }) {
  const tickets = useOrderRaffleTickets(orderId);
  if (tickets.isPending) return <Loading />;
  if (readFailed(tickets)) return <ErrorState error={tickets.error} />;
  if (tickets.data.length === 0) return <EmptyState>No raffle tickets available for this order</EmptyState>;
  return (
    <Group gap="xs" data-testid="order-raffle-tickets">
      {tickets.data.map((t) => (
        <Badge key={t.ticketNumber} variant="outline" size="lg">
          {t.ticketNumber}
        </Badge>
      ))}
    </Group>
  );
}

/** Everything an order carries (spec §2 Order page); actions and attachments come from the page. */
export function OrderDetails({
  order,
  raffleOrderType,
  attachments,
}: {
  order: Order;
  /** The raffle event's order type, from the order rules. */
  raffleOrderType: OrderType;
  attachments: ReactNode;
}) {
  const inQBooks = order.status === 'OrderInQBooks';
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <CustomerBlock order={order} />
            <Badge
              color={inQBooks ? statusColors.inQBooks : statusColors.notInQBooks}
              size="lg"
              data-testid="order-status"
            >
              {orderStatusLabels[order.status]}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            <Field label="Author">{order.authorName}</Field>
            <Field label="Original Author">{order.originalAuthorName}</Field>
            <Field label="Date">{formatDate(order.createdAt)}</Field>
            <Field label="Rep Code">{order.repCode}</Field>
            <Field label="Price Level">{order.priceLevelName}</Field>
            <Field label="Terms">{order.terms}</Field>
            <Field label="Order Form">{order.orderFormType}</Field>
            <Field label="Order Type">{order.orderType}</Field>
            <Field label="Free Shipping">{order.freeShipping ? 'Yes' : 'No'}</Field>
            <Field label="Optimal Assortment Met">{order.optimalAsmtMet ? 'Yes' : 'No'}</Field>
            <Field label="Order Tags">{order.orderTags.join(', ')}</Field>
            {order.raffleEmail && <Field label="Raffle Email">{order.raffleEmail}</Field>}
          </SimpleGrid>
          {order.instructions && (
            <Field label="Instructions">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {order.instructions}
              </Text>
            </Field>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Products
        </Title>
        <OrderLines lines={order.products} />
        <Divider my="md" />
        <OrderTotals totals={order.totals} />
        <Divider my="md" />
        <ExciseSummary excise={order.excise} amount={order.totals.amount} />
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <BenefitsList
            benefits={order.eventBenefits}
            orderType={order.orderType}
            raffleOrderType={raffleOrderType}
          />
          <div>
            <Title order={3} size="h5" mb={4}>
              Raffle tickets
            </Title>
            <OrderRaffleTickets orderId={order.id} />
          </div>
        </Stack>
      </Paper>
      {attachments}
    </Stack>
  );
}
