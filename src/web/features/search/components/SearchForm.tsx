import { Button, Chip, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { localCalendarDateOf } from '../../../../domain/dates/calendar';
import {
  searchKindLabels,
  searchKinds,
  searchQueryMaxLength,
  type SearchFilters,
  type SearchKind,
} from '../api/search';
import { AuthorSelect, type AuthorOption } from '../../../ui/FiltersPanel';

export type SearchAuthor = AuthorOption;

/** A day typed in a date input ('YYYY-MM-DD') as the start or end of that day here. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;
/** The day here of a bound sent before, for the date input: the one device-day helper. */
const dayOf = (iso: string | undefined) => (iso ? localCalendarDateOf(new Date(iso)) : '');

/**
 * The search words and filters: type, author, date range, and the customer (`customerFilter`: the
 * page's customer picker, from the customers feature). Submitting hands the filters to `onSearch`.
 */
export function SearchForm({
  initial,
  authors,
  customerFilter,
  onSearch,
}: {
  initial: SearchFilters;
  authors: SearchAuthor[];
  customerFilter?: ReactNode;
  onSearch(filters: Omit<SearchFilters, 'customerListId'>): void;
}) {
  const [q, setQ] = useState(initial.q);
  const [kinds, setKinds] = useState<string[]>(initial.kind ? [initial.kind].flat() : []);
  const [authorId, setAuthorId] = useState<string | null>(initial.authorId ?? null);
  const [from, setFrom] = useState(dayOf(initial.from));
  const [to, setTo] = useState(dayOf(initial.to));
  const backwards = Boolean(from && to && from > to);

  return (
    <Paper
      component="form"
      withBorder
      p="sm"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (backwards || !q.trim()) return;
        onSearch({
          q: q.trim(),
          ...(kinds.length ? { kind: kinds as SearchKind[] } : {}),
          ...(authorId ? { authorId } : {}),
          ...(from ? { from: dayBound(from, false) } : {}),
          ...(to ? { to: dayBound(to, true) } : {}),
        });
      }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Search for"
            placeholder="Words; the last one may be unfinished"
            value={q}
            maxLength={searchQueryMaxLength}
            leftSection={<IconSearch size={16} aria-hidden />}
            onChange={(event) => setQ(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 0 }}
            size="md"
          />
          <Button type="submit" mih={44} size="md" disabled={!q.trim() || backwards}>
            Search
          </Button>
        </Group>
        <Chip.Group multiple value={kinds} onChange={setKinds}>
          <Group gap="xs" role="group" aria-label="Types">
            {searchKinds.map((kind) => (
              <Chip
                key={kind}
                value={kind}
                size="md"
                styles={{ label: { minHeight: 44, display: 'inline-flex', alignItems: 'center' } }}
              >
                {searchKindLabels[kind]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <AuthorSelect authors={authors} value={authorId} onChange={setAuthorId} placeholder="Anyone" />
          <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput
            label="To"
            type="date"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={backwards ? 'The start date must be before the end date' : undefined}
          />
          {customerFilter}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
