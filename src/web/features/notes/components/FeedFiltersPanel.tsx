import { Checkbox, Group, MultiSelect, Select } from '@mantine/core';
import { taskFilters, type TaskFilter } from '../../../../domain/notes/schemas';
import { AuthorSelect, FiltersPanel, type AuthorOption } from '../../../ui/FiltersPanel';
import { noFilters, type FeedPanelFilters } from '../hooks/useFeedSettings';

export type { AuthorOption };

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
  return (
    <FiltersPanel
      value={value}
      cleared={noFilters}
      onApply={onApply}
      fields={(draft, set) => (
        <>
          <MultiSelect
            label="Note Tags"
            data={tagLabels}
            value={draft.tags}
            onChange={(tags) => set({ tags })}
            searchable
            clearable
          />
          <AuthorSelect authors={authors} value={draft.authorId} onChange={(authorId) => set({ authorId })} />
          <Select
            label="Tasks"
            data={[...taskFilters]}
            value={draft.tasks}
            onChange={(tasks) => set({ tasks: (tasks ?? 'Any') as TaskFilter })}
            allowDeselect={false}
          />
        </>
      )}
      below={(draft, set) => (
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
      )}
    />
  );
}
