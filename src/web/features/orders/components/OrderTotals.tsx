import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderComputation, OrderProductLine } from '../../../../domain/orders/compute';
import { EmptyState } from '../../../ui/PageState';
import type { OrderType } from '../../../../domain/orders/constants';
import { useNarrow } from '../hooks/useNarrow';
import { benefitSentences } from '../lib/compute';
import { formatMoney, formatPercent } from '../lib/format';

/** An item code with its description under it: one column, so the tables fit a phone. */
export function ItemCell({ item, description }: { item: string; description: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {item}
      </Text>
      {description && (
        <Text size="xs" c="gray.7">
          {description}
        </Text>
      )}
    </>
  );
}

/** One line as a card on a phone: the item, then qty × price = amount, nothing to scroll sideways. */
export function LineCard({
  item,
  description,
  figures,
}: {
  item: string;
  description: string;
  figures: string;
}) {
  return (
    <Paper withBorder p="xs" data-testid="line-card">
      <ItemCell item={item} description={description} />
      <Text size="sm" ta="right">
        {figures}
      </Text>
    </Paper>
  );
}

/** The order lines: product (with its description), qty, price and amount; cards on a phone. */
export function OrderLines({ lines }: { lines: readonly OrderProductLine[] }) {
  const narrow = useNarrow();
  if (lines.length === 0) return <EmptyState>No products selected</EmptyState>;
  if (narrow) {
    return (
      <Stack gap="xs" data-testid="order-lines">
        {lines.map((line) => (
          <LineCard
            key={line.productListId}
            item={line.name}
            description={line.description}
            figures={`${line.qty} × ${formatMoney(line.price)} = ${formatMoney(line.amount)}`}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Table striped data-testid="order-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.productListId}>
            <Table.Td>
              <ItemCell item={line.name} description={line.description} />
            </Table.Td>
            <Table.Td ta="right">{line.qty}</Table.Td>
            <Table.Td ta="right">{formatMoney(line.price)}</Table.Td>
            <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={`total-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
    </div>
  );
}

/** Amount, qty, facings, retail value, possible profits and margin. */
export function OrderTotals({ totals }: { totals: OrderComputation['totals'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
      <Figure label="Amount" value={formatMoney(totals.amount)} />
      <Figure label="Qty" value={String(totals.qty)} />
      <Figure label="Facings" value={String(totals.facings)} />
      <Figure label="Retail Value" value={formatMoney(totals.retailValue)} />
      <Figure label="Possible Profits" value={formatMoney(totals.possibleProfits)} />
      <Figure label="Margin" value={formatPercent(totals.margin)} />
    </SimpleGrid>
  );
}

/** The event benefits earned, or a line saying there are none. */
export function BenefitsList({
  benefits,
  orderType,
  raffleOrderType,
}: {
  benefits: OrderComputation['benefits'];
  orderType: OrderType | '';
  /** The raffle event's order type, from the order rules. */
  raffleOrderType: OrderType;
}) {
  const sentences = benefitSentences(benefits, orderType, raffleOrderType);
  return (
    <div data-testid="benefits">
      <Title order={3} size="h5" mb={4}>
        Benefits earned
      </Title>
      {sentences.length === 0 ? (
        <Text c="dimmed" size="sm">
          No event benefits for this order.
        </Text>
      ) : (
        <List size="sm">
          {sentences.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
