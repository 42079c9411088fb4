import { Button, Collapse, Group, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A feed's top bar, the same on the notes and the orders feeds: the date range on the left; on the
 * right Filter (which folds the filter panel out below the bar), the feed's own buttons, then
 * Export CSV.
 */
export function FeedToolbar({
  range,
  buttons,
  csv,
  filters,
}: {
  range: ReactNode;
  buttons?: ReactNode;
  /** The export's address, and the file name the browser saves it under (else the server's). */
  csv: { href: string; fileName?: string };
  /** The filter panel. */
  filters: ReactNode;
}) {
  const [filtersOpen, filtersPanel] = useDisclosure(false);
  return (
    <>
      <Group justify="space-between" align="flex-end">
        {range}
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            onClick={filtersPanel.toggle}
            aria-expanded={filtersOpen}
          >
            Filter
          </Button>
          {buttons}
          <Button
            component="a"
            href={csv.href}
            download={csv.fileName ?? true}
            leftSection={<IconDownload size={16} />}
            variant="default"
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <Collapse expanded={filtersOpen}>{filters}</Collapse>
    </>
  );
}

/** The feed's date range: one of `ranges`, never none. */
export function RangeSelect<R extends string>({
  ranges,
  value,
  onChange,
  w,
}: {
  ranges: readonly R[];
  value: R;
  onChange(range: R): void;
  w: number;
}) {
  return (
    <Select
      label="Date range"
      data={[...ranges]}
      value={value}
      onChange={(v) => v && onChange(v as R)}
      allowDeselect={false}
      w={w}
    />
  );
}

/** The button under a feed's page: the next page, or that there is none (`No more notes`). */
export function LoadMoreButton({
  feed,
  noun,
}: {
  feed: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): Promise<unknown> };
  noun: string;
}) {
  return (
    <Button
      variant="light"
      disabled={!feed.hasNextPage}
      loading={feed.isFetchingNextPage}
      onClick={() => void feed.fetchNextPage()}
    >
      {feed.hasNextPage ? 'Load more' : `No more ${noun}`}
    </Button>
  );
}
