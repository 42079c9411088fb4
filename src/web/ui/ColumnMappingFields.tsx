import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Which column of a CSV holds which field: one choice per field among the file's headers (the
 * state license lists of issue 46, the prospect lists of issue 47). `required` fields cannot be
 * cleared; the others say they are not in this file. `children` (the import's button) belong to the group.
 */
export function ColumnMappingFields<F extends string>({
  label,
  fields,
  labels,
  required,
  headers,
  chosen,
  onChange,
  children,
}: {
  label: string;
  fields: readonly F[];
  labels: Record<F, string>;
  required: readonly F[];
  headers: string[];
  chosen: Partial<Record<F, string | null | undefined>>;
  onChange(field: F, column: string | null): void;
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      <Title order={2} size="h5">
        Which column holds what
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {fields.map((field) => (
          <Select
            key={field}
            label={labels[field]}
            placeholder={required.includes(field) ? 'Choose a column' : 'Not in this file'}
            data={headers}
            value={chosen[field] ?? null}
            onChange={(column) => onChange(field, column)}
            required={required.includes(field)}
            clearable={!required.includes(field)}
            searchable
          />
        ))}
      </SimpleGrid>
      {children}
    </Stack>
  );
}
