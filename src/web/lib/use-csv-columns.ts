import { useState } from 'react';
import type { z } from 'zod';
import { headersOfFile, offeredColumns } from './csv-headers';

/**
 * The columns of a CSV an admin maps before importing it (license lists, prospects): the file's
 * header row read on the device, what is offered for each field (the remembered column, else the
 * guess), the admin's own choices over that, and the mapping as the import's schema takes it.
 */
export function useCsvColumns<F extends string, M>({
  fields,
  remembered,
  guess,
  schema,
}: {
  fields: readonly F[];
  remembered: Partial<Record<F, string | undefined>> | null;
  guess: (headers: string[]) => Partial<Record<F, string>>;
  schema: z.ZodType<M>;
}) {
  const [headers, setHeaders] = useState<string[]>([]);
  /** The admin's own choices over what is offered; null: the field is not in this file. */
  const [edits, setEdits] = useState<Partial<Record<F, string | null>>>({});
  const chosen: Partial<Record<F, string | null | undefined>> = {
    ...offeredColumns(headers, fields, remembered, guess(headers)),
    ...edits,
  };
  // A field left out of this file is absent from the mapping, not an empty column name.
  const mapping = schema.safeParse(Object.fromEntries(Object.entries(chosen).filter(([, column]) => column)));
  return {
    headers,
    chosen,
    mapping,
    choose: (field: F, column: string | null) => setEdits((before) => ({ ...before, [field]: column })),
    /** Back to what is offered (another state remembers other columns). */
    forget: () => setEdits({}),
    /** Another file (or none): its header row is read afresh and earlier choices forgotten. */
    read: (file: File | null) => {
      setEdits({});
      setHeaders([]);
      if (file) void headersOfFile(file).then(setHeaders);
    },
  };
}
