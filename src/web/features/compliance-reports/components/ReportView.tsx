import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { format } from 'date-fns';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usStateCodes, usStateNames } from '../../../../domain/constants/states';
import type { ReportQuery } from '../../../../domain/compliance/reports/contract';
import { countOf } from '../../../../domain/text/plural';
import { CsvLink } from '../../../ui/figures/Figures';
import { formatCents } from '../../../ui/figures/format';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { reportCsvHref, type StateReport } from '../api/reports';
import { useStateReport } from '../hooks/useReports';
import { monthLabel, recentMonths } from '../lib/months';

type Row = StateReport['rows'][number];
type ColumnKey = StateReport['columns'][number]['key'];

const stateOptions = usStateCodes.map((code) => ({ value: code, label: `${usStateNames[code]} (${code})` }));
const isStateCode = (value: string | null): value is ReportQuery['state'] =>
  value !== null && (usStateCodes as readonly string[]).includes(value);

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** How each of the report's columns shows a row; the server says which columns a state's report has. */
const cellOf: Record<ColumnKey, { numeric?: boolean; value: (row: Row) => ReactNode }> = {
  date: { value: (r) => r.date },
  refNumber: { value: (r) => (r.documentKind === 'credit-memo' ? `${r.refNumber} (credit)` : r.refNumber) },
  buyer: { value: (r) => r.buyer },
  licenseNumber: { value: (r) => r.licenseNumber ?? '—' },
  shipTo: { value: (r) => r.shipTo || '—' },
  carrier: { value: (r) => r.carrier ?? '—' },
  brand: { value: (r) => r.brand || '—' },
  item: { value: (r) => r.item },
  taxKind: { value: (r) => r.taxKind ?? '—' },
  quantity: { numeric: true, value: (r) => count(r.quantity) },
  cigars: { numeric: true, value: (r) => count(r.cigars) },
  listPriceCents: { numeric: true, value: (r) => money(r.listPriceCents) },
  salePriceCents: { numeric: true, value: (r) => money(r.salePriceCents) },
  amountCents: { numeric: true, value: (r) => money(r.amountCents) },
  taxCents: {
    numeric: true,
    value: (r) => (r.taxCents === null ? <span title={r.taxNote}>Not taxed</span> : money(r.taxCents)),
  },
  flag: {
    value: (r) =>
      r.flag ? (
        <Badge color="red" variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
          {r.flag}
        </Badge>
      ) : (
        ''
      ),
  },
};

function Figures({ report }: { report: StateReport }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {report.figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {figure.label}
          </Text>
          <Text fw={700} size="lg">
            {figure.unit === 'cents' ? formatCents(figure.value) : count(figure.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Report({ report }: { report: StateReport }) {
  const columns = report.columns.map<TableColumn<Row>>((column) => ({
    label: column.label,
    ...cellOf[column.key],
  }));
  const { totals } = report;
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h3">
          {report.title} · {monthLabel(report.month)}
        </Title>
        <Text size="sm" c="dimmed">
          {report.citation}. {report.note}
        </Text>
      </div>
      {report.remitter === 'purchaser' && (
        <Alert color="blue">The purchaser remits {report.stateName}’s tax: the company collects none.</Alert>
      )}
      {totals.flaggedShipments > 0 && (
        <Alert color="red" title="Shipped without a valid license" role="alert">
          {countOf(totals.flaggedShipments, 'shipment')} went to a customer with no valid {report.stateName}{' '}
          license on its date: see the Flag column.
        </Alert>
      )}
      {totals.untaxedRows > 0 && (
        <Alert color="yellow" title="Lines Humidor could not tax">
          {countOf(totals.untaxedRows, 'line')} lack a rule or the item’s tax fields, so the tax due leaves
          them out: set them in Admin → Compliance. The CSV’s Tax note says why for each.
        </Alert>
      )}
      {report.carrierNote && <Alert color="gray">{report.carrierNote}</Alert>}
      <Figures report={report} />
      {report.rows.length === 0 ? (
        <EmptyState>
          No invoices or credit memos shipped to {report.stateName} in {monthLabel(report.month)} count in
          this report.
        </EmptyState>
      ) : (
        <>
          <ResponsiveTable
            columns={columns}
            rows={report.rows}
            rowKey={(row, index) => `${row.txnId}-${index}`}
            label={`${report.title}, ${monthLabel(report.month)}`}
            minWidth={1100}
          />
          <Text size="sm" fw={600}>
            {countOf(totals.invoices, 'invoice')} and {countOf(totals.creditMemos, 'credit memo')} ·{' '}
            {count(totals.quantity)} units · {count(totals.cigars)} cigars · tax due{' '}
            {formatCents(totals.taxCents)}
          </Text>
        </>
      )}
    </Stack>
  );
}

/**
 * Admin → Compliance → Reports (issue 46, part 5): pick a state and a month, read its report from
 * the mirrored invoices and credit memos, download it as CSV or print it. The choice lives in the
 * address (?state=TX&month=2026-11), so a report can be linked and reloaded.
 */
export function ReportView() {
  const [params, setParams] = useSearchParams();
  const months = useMemo(() => recentMonths(format(new Date(), 'yyyy-MM-dd')), []);
  const state = params.get('state');
  const month = params.get('month') ?? months[1]!.value;
  const query: ReportQuery | null = isStateCode(state) ? { state, month } : null;
  const report = useStateReport(query);
  const choose = (key: 'state' | 'month', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (!next.get('month')) next.set('month', month);
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md" data-print="hide">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="State"
            placeholder="Choose a state"
            data={stateOptions}
            value={query?.state ?? null}
            onChange={(value) => choose('state', value)}
            searchable
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label="Month"
            data={months}
            value={month}
            onChange={(value) => choose('month', value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          {query && report.data && (
            <Group gap="xs">
              <CsvLink href={reportCsvHref(query)} table={report.data.title} />
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
              >
                Print
              </Button>
            </Group>
          )}
        </Group>
      </Paper>
      <ReportBody query={query} report={report} />
    </Stack>
  );
}

function ReportBody({
  query,
  report,
}: {
  query: ReportQuery | null;
  report: ReturnType<typeof useStateReport>;
}) {
  if (!query) return <EmptyState>Choose a state and a month to see its report.</EmptyState>;
  if (report.isPending) return <Loading label="Reading the month’s invoices and credit memos…" />;
  if (readFailed(report)) return <ErrorState error={report.error} />;
  return (
    <div aria-busy={report.isPlaceholderData} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
      <Report report={report.data} />
    </div>
  );
}
