import { Button, Checkbox, Group, MultiSelect, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { taskFilters, type TaskFilter } from '../../../../domain/notes/schemas';
import { noFilters, type FeedPanelFilters } from '../hooks/useFeedSettings';

export interface AuthorOption {
  id: string;
  displayName: string;
}

/** Note Tags (any of), Author (active users), Tasks, attachments, comments; applied with Apply Filters. */
export function FeedFiltersPanel({
  value,
  onApply,
  tagLabels,
  authors,
}: {
  value: FeedPanelFilters;
  onApply(filters: FeedPanelFilters): void;
  tagLabels: string[];
  authors: AuthorOption[];
}) {
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<FeedPanelFilters>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MultiSelect
            label="Note Tags"
            data={tagLabels}
            value={draft.tags}
            onChange={(tags) => set({ tags })}
            searchable
            clearable
          />
          <Select
            label="Author"
            data={authors.map((a) => ({ value: a.id, label: a.displayName }))}
            value={draft.authorId}
            onChange={(authorId) => set({ authorId })}
            searchable
            clearable
          />
          <Select
            label="Tasks"
            data={[...taskFilters]}
            value={draft.tasks}
            onChange={(tasks) => set({ tasks: (tasks ?? 'Any') as TaskFilter })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label="Show only notes with attachments"
            checked={draft.withAttachments}
            onChange={(e) => set({ withAttachments: e.currentTarget.checked })}
          />
          <Checkbox
            label="Show only notes with comments"
            checked={draft.withComments}
            onChange={(e) => set({ withComments: e.currentTarget.checked })}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => (setDraft(noFilters), onApply(noFilters))}>
            Clear Filters
          </Button>
          <Button onClick={() => onApply(draft)}>Apply Filters</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
