import { Text } from '@mantine/core';
import type { InsightFilters } from '../../../../domain/insights/contract';
import { countOf } from '../../../../domain/text/plural';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import type { ShopOrdersAnswer } from '../api/insights';
import { useShopOrders } from '../hooks/useInsights';
import { Figures } from '../../../ui/figures/Figures';
import { formatCents, monthLabel } from '../../../ui/figures/format';
import { Section } from './Section';

type Month = ShopOrdersAnswer['months'][number];

const share = (percent: number | null) => (percent === null ? '—' : `${percent}%`);

const columns: TableColumn<Month>[] = [
  { label: 'Month', value: (row) => monthLabel(row.month) },
  { label: 'Shop orders', numeric: true, value: (row) => row.shopOrders },
  { label: 'Their value', numeric: true, value: (row) => formatCents(row.shopValueCents) },
  { label: 'All orders', numeric: true, value: (row) => row.allOrders },
  { label: 'Share', numeric: true, value: (row) => share(row.sharePercent) },
];

/**
 * "Orders placed by shops" (issue 48): the app orders shops placed through the portal, by month,
 * and their share of all app orders; zeros until the portal takes its first order.
 */
export function ShopOrdersView({ filters, enabled }: { filters: InsightFilters; enabled: boolean }) {
  const query = useShopOrders(filters, enabled);
  return (
    <Section title="Orders placed by shops">
      <Figures query={query} isEmpty={() => false} empty="">
        {(data) => (
          <>
            <Text size="sm" mb="xs" data-testid="shop-orders-total">
              {countOf(data.total.shopOrders, 'order')} placed by shops,{' '}
              {formatCents(data.total.shopValueCents)}: {share(data.total.sharePercent)} of{' '}
              {countOf(data.total.allOrders, 'app order')} in these 12 months
              {filters.brand ? ' (orders have no brand: the brand filter does not apply)' : ''}
            </Text>
            <ResponsiveTable
              label="Orders placed by shops by month"
              columns={columns}
              rows={data.months}
              rowKey={(row) => row.month}
              minWidth={520}
            />
          </>
        )}
      </Figures>
    </Section>
  );
}
