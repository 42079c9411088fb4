import { Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface AuthorOption {
  id: string;
  displayName: string;
}

/**
 * A feed's filter panel: the filters are a draft until Apply Filters; Clear Filters applies
 * `cleared` at once. `fields` fill a grid three across; `below` goes under it (checkboxes).
 */
export function FiltersPanel<F>({
  value,
  cleared,
  onApply,
  fields,
  below,
}: {
  value: F;
  cleared: F;
  onApply(filters: F): void;
  fields: (draft: F, set: (patch: Partial<F>) => void) => ReactNode;
  below?: (draft: F, set: (patch: Partial<F>) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{fields(draft, set)}</SimpleGrid>
        {below?.(draft, set)}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => (setDraft(cleared), onApply(cleared))}>
            Clear Filters
          </Button>
          <Button onClick={() => onApply(draft)}>Apply Filters</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Author: one of the users, or any (`placeholder` says which when none is chosen). */
export function AuthorSelect({
  authors,
  value,
  onChange,
  placeholder,
}: {
  authors: AuthorOption[];
  value: string | null;
  onChange(authorId: string | null): void;
  placeholder?: string;
}) {
  return (
    <Select
      label="Author"
      placeholder={placeholder}
      data={authors.map((a) => ({ value: a.id, label: a.displayName }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
    />
  );
}
