import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  customerTypeFilters,
  freeShippingFilters,
  orderTypeFilters,
  statusFilters,
} from '../../../../domain/orders/feed';
import { noOrderFilters, type OrderPanelFilters } from '../hooks/useOrderFeedSettings';

/** Author, order status, customer type, order type, free shipping and order tags (any of). */
export function OrderFeedFilters({
  value,
  onApply,
  authors,
  tagLabels,
}: {
  value: OrderPanelFilters;
  onApply(filters: OrderPanelFilters): void;
  authors: { id: string; displayName: string }[];
  tagLabels: string[];
}) {
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<OrderPanelFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const choice = <T extends string>(label: string, data: readonly T[], key: keyof OrderPanelFilters) => (
    <Select
      label={label}
      data={[...data]}
      value={draft[key] as string}
      onChange={(v) => set({ [key]: (v ?? 'Any') as T })}
      allowDeselect={false}
    />
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Author"
            data={authors.map((a) => ({ value: a.id, label: a.displayName }))}
            value={draft.authorId}
            onChange={(authorId) => set({ authorId })}
            searchable
            clearable
          />
          {choice('Order Status', statusFilters, 'status')}
          {choice('Customer Type', customerTypeFilters, 'customerType')}
          {choice('Order Type', orderTypeFilters, 'orderType')}
          {choice('Free Shipping', freeShippingFilters, 'freeShipping')}
          <MultiSelect
            label="Order Tags"
            data={tagLabels}
            value={draft.tags}
            onChange={(tags) => set({ tags })}
            clearable
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => (setDraft(noOrderFilters), onApply(noOrderFilters))}>
            Clear Filters
          </Button>
          <Button onClick={() => onApply(draft)}>Apply Filters</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
