/**
 * Reading CSV files people bring (a state's published license list): RFC 4180 fields, quoted or
 * not, with doubled quotes inside quotes and line breaks inside quoted fields; CRLF, LF or a lone
 * CR ends a record; a leading UTF-8 byte order mark is dropped (Excel writes one). Lenient where a
 * spreadsheet is: a quote inside an unquoted field is kept as text. Exports are written by `csv.ts`.
 */

/** One record of the file with the line it starts on (1 is the header), as a person counts lines. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvFile {
  headers: string[];
  records: CsvRecord[];
}

/** Why a text could not be read as CSV: said to the person who chose the file. */
export class CsvReadError extends Error {}

export const csvEmptyMessage = 'The file is empty: choose the CSV of the state’s list, with its header row.';
export const csvUnclosedQuoteMessage = (line: number) =>
  `The file is not a well-formed CSV: the quoted field that starts on line ${line} is never closed.`;

/** Splits CSV text into records; empty lines are skipped (they carry no license). */
export function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < body.length) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && body[i + 1] !== '\n')) line += 1;
        cell += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
    i += 1;
  }
  if (quoted) throw new CsvReadError(csvUnclosedQuoteMessage(quoteLine));
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** A CSV file with a header row: the headers trimmed, the records after it. */
export function readCsv(text: string): CsvFile {
  const [header, ...records] = readCsvRecords(text);
  if (!header) throw new CsvReadError(csvEmptyMessage);
  return { headers: header.cells.map((name) => name.trim()), records };
}
