import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { stateNameOf } from '../../../../domain/constants/states';
import { countOf } from '../../../../domain/text/plural';
import { formatCents } from '../../../ui/figures/format';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import type { ExciseInsight as Answer } from '../api/reports';
import { useExciseInsight } from '../hooks/useReports';
import { monthBefore, monthLabel } from '../lib/months';

type Row = Answer['rows'][number];

/**
 * This month and the two before: chosen when each read taxed every document of its months (decision
 * 0303). The figures are now monthly totals the import keeps (decision 0357), so more months would
 * cost no more.
 */
const monthsShown = 3;

/**
 * Insight's excise tax by state and month beside net sales, and the open orders the gate holds
 * today (issue 46, part 6): the same rows as Admin → Compliance → Reports, summed, scoped to the
 * user's states like every insight figure.
 */
export function ExciseInsight() {
  const today = useMemo(() => format(new Date(), 'yyyy-MM-dd'), []);
  const to = monthBefore(today, 0);
  const from = monthBefore(today, monthsShown - 1);
  const query = useExciseInsight(from, to);
  const title = 'Excise tax by state and month';
  return (
    <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {query.data && (
            <Text size="sm" fw={600} c={query.data.heldOrders > 0 ? 'red.9' : undefined} aria-live="polite">
              {countOf(query.data.heldOrders, 'order')} held by the gate
            </Text>
          )}
        </Group>
        {query.isPending ? (
          <Loading />
        ) : readFailed(query) ? (
          <ErrorState error={query.error} />
        ) : query.data.rows.length === 0 ? (
          <EmptyState>No invoices or credit memos in the last {monthsShown} months.</EmptyState>
        ) : (
          <ResponsiveTable<Row>
            label={title}
            rows={query.data.rows}
            rowKey={(row) => `${row.state}-${row.month}`}
            columns={[
              { label: 'Month', value: (row) => monthLabel(row.month) },
              { label: 'State', value: (row) => stateNameOf(row.state) },
              { label: 'Net sales', numeric: true, value: (row) => formatCents(row.netSalesCents) },
              { label: 'Excise tax', numeric: true, value: (row) => formatCents(row.exciseCents) },
              {
                label: 'Lines not taxed',
                numeric: true,
                value: (row) => (row.untaxedLines === 0 ? '—' : row.untaxedLines.toLocaleString('en-US')),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
