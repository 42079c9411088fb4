import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar.js';
import { columnIndexes, guessColumns, mappedCell, missingColumns } from '../csv/mapped.js';
import type { CsvFile } from '../csv/read.js';
import { licenseKinds, type LicenseKind } from './licenses.js';

/**
 * A state's published license list (issue 46, part 1): the fields Humidor reads from it, the
 * column mapping an admin chooses once per state, and the reading of each row into an entry, with
 * what could not be read reported by line (decision 0293).
 */
export const listFields = [
  'number',
  'name',
  'address',
  'city',
  'zip',
  'kind',
  'issuedOn',
  'expiresOn',
] as const;
export type ListField = (typeof listFields)[number];

export const listFieldLabels: Record<ListField, string> = {
  number: 'License number',
  name: 'Business name',
  address: 'Street address',
  city: 'City',
  zip: 'ZIP code',
  kind: 'License kind',
  issuedOn: 'Issued',
  expiresOn: 'Expires',
};

/** Field → the CSV header it is read from; only the number is required. */
export const columnMappingSchema = z
  .object({
    number: z
      .string({ error: 'Choose the column with the license number' })
      .trim()
      .min(1, 'Choose the column with the license number')
      .max(200),
    name: z.string().trim().min(1).max(200).optional(),
    address: z.string().trim().min(1).max(200).optional(),
    city: z.string().trim().min(1).max(200).optional(),
    zip: z.string().trim().min(1).max(200).optional(),
    kind: z.string().trim().min(1).max(200).optional(),
    issuedOn: z.string().trim().min(1).max(200).optional(),
    expiresOn: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** One license as the list has it, read and checked. */
export interface ListEntry {
  line: number;
  number: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  kind: LicenseKind | null;
  issuedOn: string | null;
  expiresOn: string | null;
}

export interface RowProblem {
  line: number;
  message: string;
}

/** The mapped columns the file lacks, named as the admin chose them (shared with prospect lists). */
export { missingColumns };

export const missingColumnsMessage = (columns: readonly string[]) =>
  `The file has no column ${columns.map((c) => `"${c}"`).join(', ')}, which the mapping reads. ` +
  'Choose the columns again for this file, or check that it is the state’s list.';

export const noRowsMessage = 'The file has a header row but no licenses under it.';

const usDate = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const isoDate = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const pad = (n: string) => n.padStart(2, '0');

/**
 * A list's date as 'YYYY-MM-DD': YYYY-MM-DD (or with slashes), or MM/DD/YYYY as US states publish
 * them (or with dashes); a time after the date is ignored. Null when empty; undefined when it is
 * not a date the calendar rules accept (a day that exists, within the bounds).
 */
export function listDateOf(text: string): string | null | undefined {
  const value = text.trim().split(/[ T]/)[0] ?? '';
  if (value === '') return null;
  const us = usDate.exec(value);
  const iso = isoDate.exec(value);
  const date = us
    ? `${us[3]}-${pad(us[1]!)}-${pad(us[2]!)}`
    : iso
      ? `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`
      : '';
  return isCalendarDate(date) ? date : undefined;
}

/**
 * A list's kind of license in Humidor's words; null when the list says nothing Humidor knows (the
 * state's retailer kind is used). "Cigarette" is not "cigar".
 */
export function listKindOf(text: string): LicenseKind | null {
  const value = text.trim().toLowerCase();
  if ((licenseKinds as readonly string[]).includes(value)) return value as LicenseKind;
  if (/distribut|wholesal/.test(value)) return 'distributor';
  if (/other tobacco|\botp\b/.test(value)) return 'other-tobacco';
  if (/\bcigars?\b/.test(value)) return 'cigar';
  if (/\b(local|city|county)\b/.test(value)) return 'local';
  if (/retail/.test(value)) return 'retailer';
  return null;
}

/** A license number as compared: letters and digits only, upper case ("100-1234 a" = "1001234A"). */
export const numberKey = (number: string) => number.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * Reads every row of a list with the mapping: the entries, and the problems by line. A row with a
 * bad value is reported and left out, but its number counts as listed (`unreadNumbers`), so a
 * license Humidor could not read is never said to be gone. The first row of a number is used.
 */
export function readListRows(
  file: CsvFile,
  mapping: ColumnMapping,
): { entries: ListEntry[]; problems: RowProblem[]; unreadNumbers: string[] } {
  const index = columnIndexes(file.headers, mapping, listFields);
  const entries: ListEntry[] = [];
  const problems: RowProblem[] = [];
  const unreadNumbers: string[] = [];
  const firstLine = new Map<string, number>();
  // A list repeats a few dates and kinds over thousands of rows: each is read once.
  const dates = new Map<string, string | null | undefined>();
  const kinds = new Map<string, LicenseKind | null>();
  const dateOf = (text: string) => {
    if (!dates.has(text)) dates.set(text, listDateOf(text));
    return dates.get(text);
  };
  const kindOf = (text: string) => {
    if (!kinds.has(text)) kinds.set(text, listKindOf(text));
    return kinds.get(text) ?? null;
  };
  for (const { line, cells } of file.records) {
    const cell = (field: ListField) => mappedCell(cells, index[field]);
    const number = cell('number');
    if (number === '' || numberKey(number) === '') {
      problems.push({ line, message: 'No license number' });
      continue;
    }
    const seen = firstLine.get(numberKey(number));
    if (seen !== undefined) {
      problems.push({
        line,
        message: `License ${number} is listed again (first on line ${seen}); the first is used`,
      });
      continue;
    }
    firstLine.set(numberKey(number), line);
    const issuedOn = dateOf(cell('issuedOn'));
    const expiresOn = dateOf(cell('expiresOn'));
    const bad = [
      issuedOn === undefined && `the issue date "${cell('issuedOn')}" is not a date`,
      expiresOn === undefined && `the expiry date "${cell('expiresOn')}" is not a date`,
      issuedOn && expiresOn && expiresOn < issuedOn && 'the expiry date is before the issue date',
    ].filter((message): message is string => typeof message === 'string');
    if (bad.length > 0) {
      problems.push({ line, message: `License ${number}: ${bad.join('; ')} (use YYYY-MM-DD or MM/DD/YYYY)` });
      unreadNumbers.push(number);
      continue;
    }
    entries.push({
      line,
      number,
      name: cell('name'),
      address: cell('address'),
      city: cell('city'),
      zip: cell('zip'),
      kind: kindOf(cell('kind')),
      issuedOn: issuedOn ?? null,
      expiresOn: expiresOn ?? null,
    });
  }
  return { entries, problems, unreadNumbers };
}

/** A mapping guessed from a file's headers, offered when the state has none remembered yet. */
export function guessMapping(headers: readonly string[]): Partial<ColumnMapping> {
  const patterns: Record<ListField, RegExp> = {
    number: /licen[cs]e.*(number|no\b|#)|account.*(number|no\b)|permit.*(number|no\b)|^number$/i,
    name: /(business|dba|owner|legal|trade).*name|^name$/i,
    address: /address|street/i,
    city: /city/i,
    zip: /zip|postal/i,
    kind: /type|kind|class/i,
    issuedOn: /issue|start|effective/i,
    expiresOn: /expir|end/i,
  };
  return guessColumns(headers, patterns);
}
