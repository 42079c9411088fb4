import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { salesByItemTop } from '../../../../domain/orders/feed';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { FeedQuery } from '../api/orders';
import { useNarrow } from '../hooks/useNarrow';
import { useSalesSummary } from '../hooks/useOrders';
import { formatMoney, formatPercent } from '../lib/format';
import { ItemCell, LineCard } from './OrderTotals';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The feed's sales summary figures. */
export function SalesSummary({ filters }: { filters: FeedQuery }) {
  const summary = useSalesSummary(filters);
  if (summary.isPending) return <Loading />;
  if (readFailed(summary)) return <ErrorState error={summary.error} />;
  const s = summary.data.summary;
  return (
    <Paper withBorder p="md" data-testid="sales-summary">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        <Figure label="Orders" value={String(s.orders)} />
        <Figure label="Sales" value={formatMoney(s.amount)} />
        <Figure label="Average order" value={formatMoney(s.averageAmount)} />
        <Figure label="In QuickBooks" value={String(s.inQBooks)} />
        <Figure label="Not in QuickBooks" value={String(s.notInQBooks)} />
        <Figure label="Free shipping" value={String(s.freeShipping)} />
      </SimpleGrid>
    </Paper>
  );
}

/** 'Sales by Item': the top 15 by amount with the share of the total; cards on a phone. */
export function SalesByItem({ filters }: { filters: FeedQuery }) {
  const summary = useSalesSummary(filters);
  const narrow = useNarrow();
  if (!summary.data) return null;
  const rows = summary.data.salesByItem.slice(0, salesByItemTop);
  return (
    <Paper withBorder p="md" data-testid="sales-by-item">
      <Title order={2} size="h5" mb="xs">
        Sales by Item
      </Title>
      {rows.length === 0 ? (
        <EmptyState>No data</EmptyState>
      ) : narrow ? (
        <Stack gap="xs">
          {rows.map((row) => (
            <LineCard
              key={row.item}
              item={row.item}
              description={row.description}
              figures={`${row.qty} · ${formatMoney(row.amount)} · ${formatPercent(row.percent)}`}
            />
          ))}
        </Stack>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.item}>
                <Table.Td>
                  <ItemCell item={row.item} description={row.description} />
                </Table.Td>
                <Table.Td ta="right">{row.qty}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
                <Table.Td ta="right">{formatPercent(row.percent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
