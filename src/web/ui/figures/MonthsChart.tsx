import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { InsightMonthRow } from '../../../domain/insights/contract';
import { formatAxisDollars, formatCents, monthLabel } from './format';
import { ComparisonTable } from './ComparisonTable';

/**
 * Twelve months against the same months a year earlier: the bars, then the table of the same
 * numbers (what a screen reader reads, and what a phone shows in full).
 */
export function MonthsChart({ rows, label }: { rows: InsightMonthRow[]; label: string }) {
  const data = rows.map((row) => ({
    month: monthLabel(row.month),
    thisYear: row.thisPeriodCents / 100,
    lastYear: row.lastPeriodCents / 100,
  }));
  return (
    <Stack gap="sm">
      <BarChart
        h={240}
        data={data}
        dataKey="month"
        series={[
          { name: 'thisYear', label: 'This year', color: 'var(--mantine-primary-color-filled)' },
          { name: 'lastYear', label: 'A year earlier', color: 'gray.5' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'top' }}
        valueFormatter={(dollars) => formatCents(Math.round(dollars * 100))}
        yAxisProps={{ tickFormatter: formatAxisDollars, width: 56 }}
        xAxisProps={{ interval: 'preserveStartEnd' }}
      />
      <ComparisonTable
        label={label}
        rows={rows}
        rowKey={(row) => row.month}
        first={{ label: 'Month', value: (row) => monthLabel(row.month) }}
      />
    </Stack>
  );
}
