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

/**
 * The file of an admin's import of a state's file (license lists, prospects), beside its columns
 * (`useCsvColumns`): the file chosen, whether it is too large, and the props of the state's field
 * and of the file's, which waits for the state and for an upload under way. Choosing another file
 * or state forgets the last upload's answer; another state also forgets the columns chosen for the
 * last one. The panel keeps the state: what it reads for a state comes before this hook.
 */
export function useStateFile<F extends string, M>({
  state,
  setState,
  upload,
  maxBytes,
  tooLarge,
  hasColumns = true,
  ...columnOptions
}: Parameters<typeof useCsvColumns<F, M>>[0] & {
  state: string | null;
  setState: (state: string | null) => void;
  upload: { reset: () => void; isPending: boolean };
  maxBytes: number;
  tooLarge: string;
  /** False for a file with no header row to map (an OpenStreetMap GeoJSON extract). */
  hasColumns?: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const columns = useCsvColumns(columnOptions);
  const oversized = file !== null && file.size > maxBytes;
  const pick = (picked: File | null) => {
    setFile(picked);
    upload.reset();
    columns.read(hasColumns ? picked : null);
  };
  return {
    file,
    oversized,
    columns,
    pick,
    stateSelect: {
      value: state,
      onChange: (chosen: string | null) => {
        setState(chosen);
        columns.forget();
        upload.reset();
      },
    },
    fileInput: {
      value: file,
      onChange: pick,
      error: oversized ? tooLarge : undefined,
      disabled: !state || upload.isPending,
    },
  };
}
