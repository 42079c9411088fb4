import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderComputation } from '../../../../domain/orders/compute';
import type { OrderType } from '../../../../domain/orders/constants';
import { BenefitsList, OrderLines, OrderTotals } from './OrderTotals';
import { ExciseSummary } from './ExciseSummary';
import type { OrderExcise } from '../../../../domain/orders/excise';

/** Lines, totals and benefits as they will be saved (the server computes them the same way). */
export function SummaryTab({
  computation,
  customerName,
  multiplyOrder,
  orderType,
  raffleOrderType,
  excise = null,
}: {
  computation: OrderComputation;
  /** The excise tax as the server will work it out (null without a ship-to state yet). */
  excise?: OrderExcise | null;
  customerName: string;
  multiplyOrder: number;
  orderType: OrderType | '';
  raffleOrderType: OrderType;
}) {
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{customerName || 'No Customer Selected'}</Text>
        {multiplyOrder > 1 && <Text c="dimmed">{multiplyOrder} equal orders</Text>}
      </Group>
      <OrderLines lines={computation.products} />
      <Divider />
      <OrderTotals totals={computation.totals} />
      <ExciseSummary excise={excise} amount={computation.totals.amount} />
      <BenefitsList benefits={computation.benefits} orderType={orderType} raffleOrderType={raffleOrderType} />
      <Text size="sm" data-testid="optimal-assortment">
        Optimal assortment met: {computation.optimalAsmtMet ? 'Yes' : 'No'}
      </Text>
      {computation.alerts.map((alert) => (
        <Alert key={alert.kind} color="orange">
          {alert.message}
        </Alert>
      ))}
    </Stack>
  );
}
