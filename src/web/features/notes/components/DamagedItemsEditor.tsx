import { ActionIcon, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { DamagedItem } from '../../../../domain/notes/schemas';
import { useItemSearch } from '../hooks/useNotes';

/** Damaged items being written: search 'p-' items, each added at 0 sticks, whole numbers from 0, removable. */
export function DamagedItemsEditor({
  value,
  onChange,
}: {
  value: DamagedItem[];
  onChange(items: DamagedItem[]): void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useItemSearch(debounced);
  const chosen = new Set(value.map((i) => i.listId));
  const options = (found.data?.items ?? [])
    .filter((i) => !chosen.has(i.listId))
    .map((i) => ({ value: i.listId, label: i.salesDesc ? `${i.name} — ${i.salesDesc}` : i.name }));

  const add = (listId: string | null) => {
    const item = found.data?.items.find((i) => i.listId === listId);
    if (!item) return;
    onChange([...value, { listId: item.listId, name: item.name, salesDesc: item.salesDesc, sticks: 0 }]);
    setSearch('');
  };
  const setSticks = (listId: string, sticks: number) =>
    onChange(value.map((i) => (i.listId === listId ? { ...i, sticks } : i)));

  return (
    <Stack gap="xs">
      <Select
        label="Add a damaged item"
        placeholder="Search items"
        searchable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={add}
        data={options}
        filter={({ options: all }) => all}
        nothingFoundMessage={found.isFetching ? 'Searching…' : 'No results'}
        maxLength={60}
      />
      {value.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Damaged items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th w={120}>Sticks</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((item) => (
                <Table.Tr key={item.listId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.name}
                    </Text>
                    {item.salesDesc && (
                      <Text size="xs" c="dimmed">
                        {item.salesDesc}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Sticks of ${item.name}`}
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      value={item.sticks}
                      onChange={(v) => setSticks(item.listId, typeof v === 'number' ? v : Number(v) || 0)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => onChange(value.filter((i) => i.listId !== item.listId))}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
