import type { ReactNode } from 'react';
import { ResponsiveTable, type TableColumn } from '../ResponsiveTable';
import { formatCents } from './format';
import { Change } from './Figures';

interface Compared {
  thisPeriodCents: number;
  lastPeriodCents: number;
  changePercent: number | null;
}

/** The three columns every comparison ends with: this period, the same days last year, the change. */
export function comparisonColumns<R extends Compared>(): TableColumn<R>[] {
  return [
    { label: 'This period', numeric: true, value: (row) => formatCents(row.thisPeriodCents) },
    { label: 'Last year', numeric: true, value: (row) => formatCents(row.lastPeriodCents) },
    { label: 'Change', numeric: true, value: (row) => <Change percent={row.changePercent} /> },
  ];
}

/** A table of rows compared with last year, led by what they are (a brand, a month, a customer). */
export function ComparisonTable<R extends Compared>({
  rows,
  label,
  first,
  rowKey,
}: {
  rows: R[];
  label: string;
  first: { label: string; value: (row: R) => ReactNode };
  rowKey: (row: R) => string;
}) {
  return (
    <ResponsiveTable
      label={label}
      columns={[first, ...comparisonColumns<R>()]}
      rows={rows}
      rowKey={rowKey}
      minWidth={520}
    />
  );
}
