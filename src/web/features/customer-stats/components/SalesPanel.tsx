import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { ComparisonTable } from '../../../ui/figures/ComparisonTable';
import { CsvLink, Figures, noSales } from '../../../ui/figures/Figures';
import { formatDays, reasonsText } from '../../../ui/figures/format';
import { MonthsChart } from '../../../ui/figures/MonthsChart';
import { salesCsvHref, type CustomerSales } from '../api/sales';
import { useSales } from '../hooks/useSales';

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
          <SubHeading title="Last 12 months against a year earlier" csv={salesCsvHref(listId, 'months')} />
          <MonthsChart rows={sales.months} label="The customer’s net sales by month" />
          <SubHeading title="Brands" csv={salesCsvHref(listId, 'brands')} />
          <ComparisonTable
            label="The customer’s net sales by brand"
            rows={sales.brands}
            rowKey={(row) => row.key}
            first={{ label: 'Brand', value: (row) => row.label }}
          />
        </>
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          {noSales}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The customer page's Sales panel: its 12 months against last year, its brands, its reorder rhythm
 * and risk, from the same figures as /insights (decision 0284).
 */
export function SalesPanel({ listId }: { listId: string }) {
  const query = useSales(listId);
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
