import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderComputation } from '../../../../domain/orders/compute';
import type { OrderType } from '../../../../domain/orders/constants';
import { BenefitsList, OrderLines, OrderTotals } from './OrderTotals';

/** Lines, totals and benefits as they will be saved (the server computes them the same way). */
export function SummaryTab({
  computation,
  customerName,
  multiplyOrder,
  orderType,
  raffleOrderType,
}: {
  computation: OrderComputation;
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
