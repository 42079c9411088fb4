import type { InsightFilters, RepActivityRow } from '../../../../domain/insights/contract';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { csvHrefs } from '../api/insights';
import { useRepActivity } from '../hooks/useInsights';
import { Figures } from '../../../ui/figures/Figures';
import { formatCents } from '../../../ui/figures/format';
import { Section } from './Section';

const columns: TableColumn<RepActivityRow>[] = [
  { label: 'Rep', value: (row) => (row.repCode ? `${row.userName} (${row.repCode})` : row.userName) },
  { label: 'Week of', value: (row) => formatDocumentDate(row.weekStart) },
  { label: 'Notes', numeric: true, value: (row) => row.notes },
  { label: 'Visits', numeric: true, value: (row) => row.visits },
  { label: 'Orders', numeric: true, value: (row) => row.orders },
  { label: 'Order value', numeric: true, value: (row) => formatCents(row.orderValueCents) },
  { label: 'New customers', numeric: true, value: (row) => row.newCustomers },
];

/** What each rep did, week by week: notes, visits (check-ins, and Visit notes written without one), orders and new customers. */
export function ActivityView({ filters, enabled }: { filters: InsightFilters; enabled: boolean }) {
  const query = useRepActivity(filters, enabled);
  const rows = query.data?.rows ?? [];
  return (
    <Section title="Rep activity by week" csv={rows.length > 0 ? csvHrefs.repActivity(filters) : undefined}>
      <Figures
        query={query}
        isEmpty={(data) => data.rows.length === 0}
        empty="No notes or orders in this period yet"
      >
        {(data) => (
          <ResponsiveTable
            label="Rep activity by week"
            columns={columns}
            rows={data.rows}
            rowKey={(row) => `${row.userId}:${row.weekStart}`}
            minWidth={760}
          />
        )}
      </Figures>
    </Section>
  );
}
