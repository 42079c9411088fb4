/**
 * CSV for exports: RFC 4180 quoting, and formula-injection escaping (a cell starting with
 * = + - @ tab or carriage return gets a leading apostrophe so spreadsheets show it as text).
 * A file starts with a UTF-8 byte order mark: without it Excel reads the file as the local code
 * page and shows 'Café' as 'CafÃ©'.
 */
export type CsvCell = string | number | boolean | null | undefined;

export const utf8Bom = '\uFEFF';

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

/** The first line of a CSV file: the byte order mark and the headers (for exports sent in parts). */
export function csvHeader(headers: readonly string[]): string {
  return utf8Bom + csvLine(headers);
}

/** A whole CSV file. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvHeader(headers) + rows.map(csvLine).join('');
}
