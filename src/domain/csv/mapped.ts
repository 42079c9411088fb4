/**
 * A CSV read through a column mapping an admin chose once (field → the header it is read from):
 * the state license lists of issue 46 and the prospect lists of issue 47 read their files this way.
 * Headers are compared without regard to case, as states change it between exports.
 */
export type Mapping<F extends string> = Partial<Record<F, string | undefined>>;

/** The mapped columns the file lacks, named as the admin chose them. */
export function missingColumns(headers: readonly string[], mapping: Mapping<string>): string[] {
  const present = new Set(headers.map((header) => header.toLowerCase()));
  return Object.values(mapping).filter(
    (column): column is string => column !== undefined && !present.has(column.toLowerCase()),
  );
}

/** Each field's column index in the file (undefined when the mapping has no column for it). */
export function columnIndexes<F extends string>(
  headers: readonly string[],
  mapping: Mapping<F>,
  fields: readonly F[],
): Record<F, number | undefined> {
  const lower = headers.map((header) => header.toLowerCase());
  const index = {} as Record<F, number | undefined>;
  for (const field of fields) {
    const column = mapping[field];
    index[field] = column === undefined ? undefined : lower.indexOf(column.toLowerCase());
  }
  return index;
}

/** A record's cell at a field's index, trimmed; '' when the field is not mapped. */
export const mappedCell = (record: readonly string[], index: number | undefined) =>
  index === undefined ? '' : (record[index] ?? '').trim();

/** A mapping guessed from a file's headers: for each field, the first header its pattern matches. */
export function guessColumns<F extends string>(
  headers: readonly string[],
  patterns: Record<F, RegExp>,
): Partial<Record<F, string>> {
  const guess: Partial<Record<F, string>> = {};
  for (const field of Object.keys(patterns) as F[]) {
    const header = headers.find((h) => patterns[field].test(h));
    if (header) guess[field] = header;
  }
  return guess;
}
