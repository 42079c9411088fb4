import { Button, Group, Modal, SegmentedControl, Stack, Table } from '@mantine/core';
import { format } from 'date-fns';
import { useState } from 'react';
import type { FeedFiltersInput } from '../../../../domain/notes/schemas';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { csvUrls } from '../api/notes';
import { useDamagedSummary, useTagSummary } from '../hooks/useNotes';
import { WideTable } from '../../../ui/ResponsiveTable';

/** Tag, Count; '(No Tag)' for untagged notes; count descending then name (sorted by the server). */
export function TagSummaryTable({ filters }: { filters: FeedFiltersInput }) {
  const summary = useTagSummary(filters, true);
  if (summary.isPending) return <Loading />;
  if (readFailed(summary)) return <ErrorState error={summary.error} />;
  if (!summary.data.rows.length) return <EmptyState>No notes were found for this time-period</EmptyState>;
  return (
    <Table aria-label="Tag summary" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Tag</Table.Th>
          <Table.Th ta="right">Count</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.data.rows.map((row) => (
          <Table.Tr key={row.tag}>
            <Table.Td>{row.tag}</Table.Td>
            <Table.Td ta="right">{row.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The damaged items of the chosen range and filters, by item or by note, with CSV downloads. */
export function DamagedSummaryModal({
  filters,
  opened,
  onClose,
}: {
  filters: FeedFiltersInput;
  opened: boolean;
  onClose(): void;
}) {
  const [by, setBy] = useState<'item' | 'note'>('item');
  const summary = useDamagedSummary(filters, by, opened);
  const csv = by === 'item' ? csvUrls.damagedByItem(filters) : csvUrls.damagedByNote(filters);
  return (
    <Modal opened={opened} onClose={onClose} title="Damaged items" size="xl">
      <Stack>
        <Group justify="space-between">
          <SegmentedControl
            value={by}
            onChange={(v) => setBy(v as 'item' | 'note')}
            data={[
              { value: 'item', label: 'By item' },
              { value: 'note', label: 'By note' },
            ]}
          />
          <Button component="a" href={csv} download variant="default">
            Export CSV
          </Button>
        </Group>
        {summary.isPending ? (
          <Loading />
        ) : readFailed(summary) ? (
          <ErrorState error={summary.error} />
        ) : !summary.data.rows.length ? (
          <EmptyState>No damaged items recorded</EmptyState>
        ) : (
          <WideTable minWidth={480}>
            <Table aria-label="Damaged items summary" striped>
              <Table.Thead>
                <Table.Tr>
                  {(by === 'item'
                    ? ['Item Code', 'Item Name', 'Item Description', 'Sticks']
                    : ['Customer Name', 'Date', 'Author', 'Item Name', 'Sales Description', 'Sticks']
                  ).map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.data.rows.map((row, i) =>
                  'noteId' in row ? (
                    <Table.Tr key={`${row.noteId}-${i}`}>
                      <Table.Td>{row.customerName ?? 'Personal Note'}</Table.Td>
                      <Table.Td>{format(new Date(row.createdAt), 'MMM d, yyyy')}</Table.Td>
                      <Table.Td>{row.authorName}</Table.Td>
                      <Table.Td>{row.itemName}</Table.Td>
                      <Table.Td>{row.salesDesc}</Table.Td>
                      <Table.Td>{row.sticks}</Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={row.listId}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{row.fullName}</Table.Td>
                      <Table.Td>{row.salesDesc}</Table.Td>
                      <Table.Td>{row.sticks}</Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </Stack>
    </Modal>
  );
}
