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

/** Line breaks inside a quoted field: CRLF, LF or a lone CR each count one. */
function breaksIn(text: string): number {
  let count = 0;
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code === 10 || (code === 13 && text.charCodeAt(k + 1) !== 10)) count += 1;
  }
  return count;
}

const fieldEnd = /[,\r\n]/g;

/** Where the field starting at `from` ends: the next comma or line break, or the end. */
function endOfField(body: string, from: number): number {
  fieldEnd.lastIndex = from;
  return fieldEnd.exec(body)?.index ?? body.length;
}

/**
 * Splits CSV text into records; empty lines are skipped (they carry no license). Fields are cut
 * with searches rather than a character at a time: a state's list is tens of thousands of rows.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  for (;;) {
    let cell: string;
    if (body.charCodeAt(i) === 34) {
      const quoteLine = line;
      cell = '';
      let from = i + 1;
      for (;;) {
        const quote = body.indexOf('"', from);
        if (quote === -1) throw new CsvReadError(csvUnclosedQuoteMessage(quoteLine));
        const part = body.slice(from, quote);
        line += breaksIn(part);
        cell += part;
        if (body.charCodeAt(quote + 1) === 34) {
          cell += '"';
          from = quote + 2;
          continue;
        }
        from = quote + 1;
        break;
      }
      // Text after the closing quote, before the comma, is kept, as spreadsheets do.
      i = endOfField(body, from);
      cell += body.slice(from, i);
    } else {
      const end = endOfField(body, i);
      cell = body.slice(i, end);
      i = end;
    }
    cells.push(cell);
    const code = body.charCodeAt(i);
    if (code === 44) {
      i += 1;
      continue;
    }
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    if (i >= body.length) break;
    i += code === 13 && body.charCodeAt(i + 1) === 10 ? 2 : 1;
    line += 1;
    recordLine = line;
    if (i >= body.length) break;
  }
  return records;
}

/** A CSV file with a header row: the headers trimmed, the records after it. */
export function readCsv(text: string): CsvFile {
  const [header, ...records] = readCsvRecords(text);
  if (!header) throw new CsvReadError(csvEmptyMessage);
  return { headers: header.cells.map((name) => name.trim()), records };
}
