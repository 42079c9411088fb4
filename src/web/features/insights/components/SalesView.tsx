import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type {
  InsightBreakdownRow,
  InsightDimension,
  InsightFilters,
} from '../../../../domain/insights/contract';
import { countOf } from '../../../../domain/text/plural';
import { touchLinkStyle } from '../../../ui/touch';
import { csvHrefs, type InsightSummary } from '../api/insights';
import { useBreakdown, useMonths, useSummary } from '../hooks/useInsights';
import { ComparisonTable } from '../../../ui/figures/ComparisonTable';
import { Change, Figures } from '../../../ui/figures/Figures';
import { formatCents } from '../../../ui/figures/format';
import { MonthsChart } from '../../../ui/figures/MonthsChart';
import { Section, useShowMore } from './Section';

/** Net sales of the period against last year, the orders not yet invoiced and the at-risk count. */
function SummaryCards({ summary, atRiskHref }: { summary: InsightSummary; atRiskHref: string }) {
  const { netSales, notYetInvoiced, atRiskCount } = summary;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Paper withBorder p="md" radius="md" data-testid="net-sales">
        <Text size="sm" c="gray.7" fw={600}>
          Net sales
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {formatCents(netSales.thisPeriodCents)}
        </Text>
        <Text size="sm">
          Same days last year: {formatCents(netSales.lastPeriodCents)} (
          <Change percent={netSales.changePercent} />)
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md" data-testid="not-yet-invoiced">
        <Text size="sm" c="gray.7" fw={600}>
          Orders not yet invoiced
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {formatCents(notYetInvoiced.valueCents)}
        </Text>
        <Text size="sm">
          {countOf(notYetInvoiced.orders, 'order')} taken in Humidor, not in these sales until invoiced
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md" data-testid="at-risk-summary">
        <Text size="sm" c="gray.7" fw={600}>
          Customers at risk
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {atRiskCount}
        </Text>
        <Anchor component={Link} to={atRiskHref} style={touchLinkStyle} size="sm">
          See who and why
        </Anchor>
      </Paper>
    </SimpleGrid>
  );
}

const dimensions: { dimension: InsightDimension; title: string; first: string }[] = [
  { dimension: 'brand', title: 'Net sales by brand', first: 'Brand' },
  { dimension: 'state', title: 'Net sales by state', first: 'State' },
  { dimension: 'rep', title: 'Net sales by rep', first: 'Rep' },
  { dimension: 'customer', title: 'Top customers', first: 'Customer' },
];

const firstCell = (dimension: InsightDimension) => (row: InsightBreakdownRow) => {
  if (dimension === 'customer') {
    return (
      <Anchor component={Link} to={`/customerpage/${encodeURIComponent(row.key)}`} style={touchLinkStyle}>
        {row.label}
      </Anchor>
    );
  }
  return row.label || 'None';
};

/** The top customers first show this many; a button shows the server's whole table (its first 100). */
const shortList = 10;

function Breakdown({
  dimension,
  title,
  first,
  filters,
  enabled,
}: (typeof dimensions)[number] & { filters: InsightFilters; enabled: boolean }) {
  const more = useShowMore(shortList);
  const query = useBreakdown(dimension, filters, enabled, dimension === 'customer' ? more.limit : undefined);
  const rows = query.data?.rows ?? [];
  return (
    <Section title={title} csv={rows.length > 0 ? csvHrefs.breakdown(dimension, filters) : undefined}>
      <Figures query={query} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <ComparisonTable
            label={title}
            rows={data.rows}
            rowKey={(row) => row.key}
            first={{ label: first, value: firstCell(dimension) }}
          />
        )}
      </Figures>
      {dimension === 'customer' && more.button(rows.length, 'customers')}
    </Section>
  );
}

/** The Sales tab: the summary, the twelve months, and the tables by brand, state, rep and customer. */
export function SalesView({
  filters,
  enabled,
  atRiskHref,
}: {
  filters: InsightFilters;
  /** False while the custom range is incomplete: the figures shown stay as they are. */
  enabled: boolean;
  atRiskHref: string;
}) {
  const summary = useSummary(filters, enabled);
  const months = useMonths(filters, enabled);
  const monthRows = months.data?.rows ?? [];
  return (
    <Stack gap="md">
      <Figures query={summary} isEmpty={() => false}>
        {(data) => <SummaryCards summary={data} atRiskHref={atRiskHref} />}
      </Figures>
      <Section
        title="Net sales by month against a year earlier"
        csv={monthRows.length > 0 ? csvHrefs.months(filters) : undefined}
      >
        <Figures
          query={months}
          isEmpty={(data) => data.rows.every((r) => r.thisPeriodCents === 0 && r.lastPeriodCents === 0)}
        >
          {(data) => <MonthsChart rows={data.rows} label="Net sales by month" />}
        </Figures>
      </Section>
      {dimensions.map((d) => (
        <Breakdown key={d.dimension} {...d} filters={filters} enabled={enabled} />
      ))}
    </Stack>
  );
}
