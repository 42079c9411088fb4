import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { csvHrefs, type CustomerSales } from '../api/insights';
import { useCustomerSales } from '../hooks/useInsights';
import { formatDays, reasonsText } from '../lib/format';
import { ComparisonTable } from './ComparisonTable';
import { MonthsChart } from './MonthsChart';
import { CsvLink, Figures } from './Section';

function Rhythm({ sales }: { sales: CustomerSales }) {
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm">
        Last invoice:{' '}
        {sales.lastInvoiceDate
          ? `${formatDocumentDate(sales.lastInvoiceDate)} (${formatDays(sales.daysSinceLastInvoice)} ago)`
          : 'none yet'}
      </Text>
      <Text size="sm">
        Usual reorder interval:{' '}
        {sales.reorderIntervalDays === null
          ? 'not known (fewer than 3 invoices in 24 months)'
          : formatDays(sales.reorderIntervalDays)}
      </Text>
    </Group>
  );
}

function SubHeading({ title, csv }: { title: string; csv: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <CsvLink href={csv} table={title} />
    </Group>
  );
}

function SalesBody({ listId, sales }: { listId: string; sales: CustomerSales }) {
  const sold = sales.months.some((row) => row.thisPeriodCents !== 0 || row.lastPeriodCents !== 0);
  return (
    <Stack gap="md">
      {sales.atRisk && (
        <Alert color="orange" title="At risk" role="status">
          <List size="sm">
            {reasonsText(sales.atRisk.reasons).map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Rhythm sales={sales} />
      {sold ? (
        <>
          <SubHeading
            title="Last 12 months against a year earlier"
            csv={csvHrefs.customer(listId, 'months')}
          />
          <MonthsChart rows={sales.months} label="The customer’s net sales by month" />
          <SubHeading title="Brands" csv={csvHrefs.customer(listId, 'brands')} />
          <ComparisonTable
            label="The customer’s net sales by brand"
            rows={sales.brands}
            rowKey={(row) => row.key}
            first={{ label: 'Brand', value: (row) => row.label }}
          />
        </>
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          No sales in this period yet
        </Text>
      )}
    </Stack>
  );
}

/** The customer page's Sales panel: its 12 months against last year, its brands, its reorder rhythm and risk. */
export function CustomerSalesPanel({ listId }: { listId: string }) {
  const query = useCustomerSales(listId);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', xs: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="customer-sales"
    >
      <Title order={2} size="h4" mb="sm" id="customer-sales">
        Sales
      </Title>
      <Figures query={query} isEmpty={() => false}>
        {(sales) => <SalesBody listId={listId} sales={sales} />}
      </Figures>
    </Paper>
  );
}
