/**
 * CSV for exports: RFC 4180 quoting, and formula-injection escaping (a cell starting with
 * = + - @ tab or carriage return gets a leading apostrophe so spreadsheets show it as text).
 */
export type CsvCell = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function escapeCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(escapeCell).join(',')}\r\n`;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLine(headers) + rows.map(csvLine).join('');
}
