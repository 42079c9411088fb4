import type { CsvCell } from '../../csv/csv.js';
import type { ReportColumnKey, ReportRow, StateReport } from './types.js';

/**
 * Cents as a number of dollars. A number, not text: the writer escapes text that starts with '-'
 * (a formula to a spreadsheet), so a credit memo's "-0.22" as text would arrive as "'-0.22".
 */
const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

const moneyColumns = new Set<ReportColumnKey>([
  'listPriceCents',
  'salePriceCents',
  'amountCents',
  'taxCents',
]);

function cellOf(row: ReportRow, key: ReportColumnKey): CsvCell {
  const value = row[key];
  if (moneyColumns.has(key)) return dollars(value as number | null);
  return value;
}

/**
 * A report as a CSV table: its own columns, then the line's tax note, one row per line and a
 * total row. Written by the house's writer (`toCsv`), which escapes a cell a spreadsheet would
 * read as a formula (a buyer named "=HYPERLINK(…)" stays text).
 */
export function reportCsvTable(report: StateReport): {
  fileName: string;
  headers: string[];
  rows: CsvCell[][];
} {
  const headers = [
    ...report.columns.map((c) => (moneyColumns.has(c.key) ? `${c.label} ($)` : c.label)),
    'Tax note',
  ];
  const rows: CsvCell[][] = report.rows.map((row) => [
    ...report.columns.map((c) => cellOf(row, c.key)),
    row.taxNote,
  ]);
  const total: CsvCell[] = report.columns.map((c, index) => {
    if (index === 0) return 'Total';
    if (c.key === 'quantity') return report.totals.quantity;
    if (c.key === 'cigars') return report.totals.cigars;
    if (c.key === 'amountCents') return dollars(report.totals.amountCents);
    if (c.key === 'taxCents') return dollars(report.totals.taxCents);
    return null;
  });
  return {
    fileName: `${report.format}-${report.state}-${report.month}.csv`,
    headers,
    rows: [...rows, [...total, null]],
  };
}
