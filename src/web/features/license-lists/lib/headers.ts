import { CsvReadError, readCsvRecords } from '../../../../domain/csv/read';

/** Enough of a list's start to hold its header row. */
const headBytes = 64 * 1024;

/**
 * The header row of the chosen file, read on the device so the admin maps its columns before
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
