import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AtRiskRow, InsightFilters } from '../../../../domain/insights/contract';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { touchLinkStyle } from '../../../ui/touch';
import { csvHrefs } from '../api/insights';
import { useAtRisk } from '../hooks/useInsights';
import { Figures } from '../../../ui/figures/Figures';
import { formatCents, formatDays, reasonsText } from '../../../ui/figures/format';
import { Section, useShowMore } from './Section';

const customerHref = (listId: string) => `/customerpage/${encodeURIComponent(listId)}`;
const newNoteHref = (listId: string) => `/notecreate?customerListID=${encodeURIComponent(listId)}`;

const columns: TableColumn<AtRiskRow>[] = [
  {
    label: 'Customer',
    value: (row) => (
      <Anchor component={Link} to={customerHref(row.customerListId)} style={touchLinkStyle}>
        {row.customerName}
      </Anchor>
    ),
  },
  { label: 'State', value: (row) => row.state ?? '—' },
  {
    label: 'Since last invoice',
    numeric: true,
    value: (row) => (
      <span title={`Last invoice ${formatDocumentDate(row.lastInvoiceDate)}`}>
        {formatDays(row.daysSinceLastInvoice)}
      </span>
    ),
  },
  { label: 'Usual interval', numeric: true, value: (row) => formatDays(row.reorderIntervalDays) },
  { label: 'Last year’s sales', numeric: true, value: (row) => formatCents(row.lastYearCents) },
  {
    label: 'Why',
    fullWidthInCard: true,
    value: (row) => (
      <List size="sm" spacing={2}>
        {reasonsText(row.reasons).map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
    ),
  },
  {
    label: 'Follow up',
    fullWidthInCard: true,
    value: (row) => (
      <Button
        component={Link}
        to={newNoteHref(row.customerListId)}
        variant="light"
        size="sm"
        mih={44}
        leftSection={<IconNote size={16} aria-hidden />}
        aria-label={`New note about ${row.customerName}`}
      >
        New note
      </Button>
    ),
  },
];

/** The customers slipping away, most value at stake first, each with the rule that put it there. */
export function AtRiskView({ filters, enabled }: { filters: InsightFilters; enabled: boolean }) {
  const more = useShowMore(25);
  const query = useAtRisk(filters, enabled, more.limit);
  const rows = query.data?.rows ?? [];
  return (
    <Section title="Customers at risk" csv={rows.length > 0 ? csvHrefs.atRisk(filters) : undefined}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Most value at stake first: last year’s sales are those of the 365 days before today.
        </Text>
        <Figures
          query={query}
          isEmpty={(data) => data.rows.length === 0}
          empty="No customer is at risk: every one has reordered on time."
        >
          {(data) => (
            <ResponsiveTable
              label="Customers at risk"
              columns={columns}
              rows={data.rows}
              rowKey={(row) => row.customerListId}
              minWidth={900}
            />
          )}
        </Figures>
        {more.button(rows.length, 'customers at risk')}
      </Stack>
    </Section>
  );
}
