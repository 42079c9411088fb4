import { Paper, Title } from '@mantine/core';
import { salesByItemTop } from '../../../../domain/orders/feed';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { FeedQuery } from '../api/orders';
import { useSalesSummary } from '../hooks/useOrders';
import { formatMoney, formatPercent } from '../lib/format';
import { FigureGrid, ItemTable } from './Figures';

/** The feed's sales summary figures. */
export function SalesSummary({ filters }: { filters: FeedQuery }) {
  const summary = useSalesSummary(filters);
  if (summary.isPending) return <Loading />;
  if (readFailed(summary)) return <ErrorState error={summary.error} />;
  const s = summary.data.summary;
  return (
    <Paper withBorder p="md" data-testid="sales-summary">
      <FigureGrid
        figures={[
          { label: 'Orders', value: String(s.orders) },
          { label: 'Sales', value: formatMoney(s.amount) },
          { label: 'Average order', value: formatMoney(s.averageAmount) },
          { label: 'In QuickBooks', value: String(s.inQBooks) },
          { label: 'Not in QuickBooks', value: String(s.notInQBooks) },
          { label: 'Free shipping', value: String(s.freeShipping) },
        ]}
      />
    </Paper>
  );
}

/** 'Sales by Item': the top 15 by amount with the share of the total; cards on a phone. */
export function SalesByItem({ filters }: { filters: FeedQuery }) {
  const summary = useSalesSummary(filters);
  if (!summary.data) return null;
  const rows = summary.data.salesByItem.slice(0, salesByItemTop);
  return (
    <Paper withBorder p="md" data-testid="sales-by-item">
      <Title order={2} size="h5" mb="xs">
        Sales by Item
      </Title>
      {rows.length === 0 ? (
        <EmptyState>No data</EmptyState>
      ) : (
        <ItemTable
          rows={rows}
          rowKey={(row) => row.item}
          itemLabel="Item"
          item={(row) => ({ item: row.item, description: row.description })}
          columns={[
            { label: 'Qty', value: (row) => row.qty },
            { label: 'Amount', value: (row) => formatMoney(row.amount) },
            { label: 'Share', value: (row) => formatPercent(row.percent) },
          ]}
          card={(row) => `${row.qty} · ${formatMoney(row.amount)} · ${formatPercent(row.percent)}`}
        />
      )}
    </Paper>
  );
}
