import { useEffect, useMemo, useState } from 'react';
import { browserZone, dateRanges, rangeBounds, type DateRange } from '../../../../domain/dates/ranges';
import { taskFilters, type FeedFiltersInput, type TaskFilter } from '../../../../domain/notes/schemas';
import { readUserItem, userStorageKey, writeUserItem } from '../../../lib/user-storage';

export interface FeedPanelFilters {
  tags: string[];
  authorId: string | null;
  tasks: TaskFilter;
  withAttachments: boolean;
  withComments: boolean;
}
interface FeedSettings {
  range: DateRange;
  filters: FeedPanelFilters;
}

export const noFilters: FeedPanelFilters = {
  tags: [],
  authorId: null,
  tasks: 'Any',
  withAttachments: false,
  withComments: false,
};
function read(storageKey: string): FeedSettings {
  try {
    const saved = JSON.parse(
      readUserItem(sessionStorage, storageKey) ?? 'null',
    ) as Partial<FeedSettings> | null;
    if (!saved) return { range: 'Today', filters: noFilters };
    const filters = { ...noFilters, ...saved.filters };
    return {
      range: dateRanges.includes(saved.range as DateRange) ? (saved.range as DateRange) : 'Today',
      filters: taskFilters.includes(filters.tasks) ? filters : { ...filters, tasks: 'Any' },
    };
  } catch {
    return { range: 'Today', filters: noFilters };
  }
}

/**
 * The feed's date range and filters, kept for the user's browser session; `query` holds the range's
 * instants.
 */
export function useFeedSettings(userId: string) {
  const storageKey = userStorageKey(userId, 'noteFeed');
  const [settings, setSettings] = useState<FeedSettings>(() => read(storageKey));
  useEffect(
    () => writeUserItem(sessionStorage, storageKey, JSON.stringify(settings)),
    [storageKey, settings],
  );
  const query = useMemo((): FeedFiltersInput => {
    const { from, to } = rangeBounds(settings.range, new Date(), browserZone);
    const f = settings.filters;
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      tags: f.tags.length ? f.tags : undefined,
      authorId: f.authorId ?? undefined,
      tasks: f.tasks,
      withAttachments: f.withAttachments || undefined,
      withComments: f.withComments || undefined,
    };
  }, [settings]);
  return {
    settings,
    query,
    setRange: (range: DateRange) => setSettings((s) => ({ ...s, range })),
    setFilters: (filters: FeedPanelFilters) => setSettings((s) => ({ ...s, filters })),
  };
}
