import { List, Text, Title } from '@mantine/core';
import type { OrderComputation, OrderProductLine } from '../../../../domain/orders/compute';
import { EmptyState } from '../../../ui/PageState';
import type { OrderType } from '../../../../domain/orders/constants';
import { benefitSentences } from '../lib/compute';
import { formatMoney, formatPercent } from '../lib/format';
import { FigureGrid, ItemTable } from './Figures';

/** The order lines: product (with its description), qty, price and amount; cards on a phone. */
export function OrderLines({ lines }: { lines: readonly OrderProductLine[] }) {
  if (lines.length === 0) return <EmptyState>No products selected</EmptyState>;
  return (
    <ItemTable
      testId="order-lines"
      rows={lines}
      rowKey={(line) => line.productListId}
      itemLabel="Product"
      item={(line) => ({ item: line.name, description: line.description })}
      columns={[
        { label: 'Qty', value: (line) => line.qty },
        { label: 'Price', value: (line) => formatMoney(line.price) },
        { label: 'Amount', value: (line) => formatMoney(line.amount) },
      ]}
      card={(line) => `${line.qty} × ${formatMoney(line.price)} = ${formatMoney(line.amount)}`}
    />
  );
}

/** Amount, qty, facings, retail value, possible profits and margin. */
export function OrderTotals({ totals }: { totals: OrderComputation['totals'] }) {
  return (
    <FigureGrid
      testIds
      figures={[
        { label: 'Amount', value: formatMoney(totals.amount) },
        { label: 'Qty', value: String(totals.qty) },
        { label: 'Facings', value: String(totals.facings) },
        { label: 'Retail Value', value: formatMoney(totals.retailValue) },
        { label: 'Possible Profits', value: formatMoney(totals.possibleProfits) },
        { label: 'Margin', value: formatPercent(totals.margin) },
      ]}
    />
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
