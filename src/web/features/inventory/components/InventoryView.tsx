import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  inventoryGroupings,
  inventoryTables,
  inventoryTypes,
  type InventoryGrouping,
  type InventoryItem,
  type InventoryType,
} from '../../../../domain/inventory/views';
import { EmptyState } from '../../../ui/PageState';
import { useStoredChoice } from '../hooks/useStoredChoice';
import { InventoryTable } from './InventoryTable';

const typeLabels: Record<InventoryType, string> = {
  orderable: 'Orderable Inventory',
  all: 'All Inventory',
  pos: 'POS Inventory',
};
const groupingLabels: Record<InventoryGrouping, string> = {
  brand: 'Brand',
  onHand: 'Qty On Hand',
  onOrders: 'Qty On Orders',
  afterOrders: 'Qty After Orders',
};

/** The inventory page body: the two remembered choices, the filter and one table per group. */
export function InventoryView({ items }: { items: InventoryItem[] }) {
  const [type, setType] = useStoredChoice('inventoryType', inventoryTypes, 'orderable');
  const [groupBy, setGroupBy] = useStoredChoice('groupBy', inventoryGroupings, 'brand');
  const [filter, setFilter] = useState('');
  const groups = useMemo(
    () => inventoryTables(items, { type, groupBy, filter }),
    [items, type, groupBy, filter],
  );

  return (
    <Stack>
      <Radio.Group label="Show Inventory" value={type} onChange={setType}>
        <Group mt="xs" gap="md">
          {inventoryTypes.map((value) => (
            <Radio key={value} value={value} label={typeLabels[value]} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group label="Group By" value={groupBy} onChange={setGroupBy}>
        <Group mt="xs" gap="md">
          {inventoryGroupings.map((value) => (
            <Radio key={value} value={value} label={groupingLabels[value]} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        aria-label="Filter inventory"
        placeholder="Type item name or description"
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {groups.length === 0 ? (
        <EmptyState>No inventory found</EmptyState>
      ) : (
        groups.map((group) => <InventoryTable key={group.label} group={group} filter={filter} />)
      )}
    </Stack>
  );
}
