import { CsvReadError, readCsvRecords } from '../../domain/csv/read';

/** Enough of a list's start to hold its header row. */
const headBytes = 64 * 1024;

/**
 * The header row of the chosen CSV, read on the device so the admin maps its columns before
 * anything is sent; the server reads the whole file again with the same reader. The head is cut
 * at its last line break so a record cut in two does not count as a quote never closed.
 */
export async function headersOfFile(file: File): Promise<string[]> {
  const head = await file.slice(0, headBytes).text();
  const cut = file.size > headBytes ? head.slice(0, Math.max(head.lastIndexOf('\n'), 0)) : head;
  try {
    return (readCsvRecords(cut)[0]?.cells ?? []).map((cell) => cell.trim()).filter(Boolean);
  } catch (error) {
    if (error instanceof CsvReadError) return [];
    throw error;
  }
}

/**
 * The columns offered for each field of a mapped CSV: the remembered column where this file has
 * it (headers compared without case), else the guess from its headers.
 */
export function offeredColumns<F extends string>(
  headers: readonly string[],
  fields: readonly F[],
  remembered: Partial<Record<F, string | undefined>> | null,
  guess: Partial<Record<F, string>>,
): Partial<Record<F, string | undefined>> {
  const present = (column: string | undefined) =>
    column === undefined ? undefined : headers.find((h) => h.toLowerCase() === column.toLowerCase());
  return Object.fromEntries(
    fields.map((field) => [field, present(remembered?.[field]) ?? guess[field]]),
  ) as Partial<Record<F, string | undefined>>;
}
