import { Group, Text } from '@mantine/core';
import type { MapCustomer } from '../../../../domain/map/customers';
import { statusOrder, statusStyle } from '../lib/status';

/** The colours and how many customers each covers; a group takes the colour of its worst status. */
export function MapLegend({ customers }: { customers: readonly MapCustomer[] }) {
  const counts = { overdue: 0, due: 0, fine: 0 };
  let lapsed = 0;
  for (const customer of customers) {
    counts[customer.status] += 1;
    if (customer.licenseLapsed) lapsed += 1;
  }
  return (
    <Group gap="md" aria-label="Legend" role="list">
      {statusOrder.map((status) => (
        <Group key={status} gap={6} role="listitem">
          <span
            aria-hidden
            style={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              background: statusStyle[status].colour,
              display: 'inline-block',
            }}
          />
          <Text size="sm">
            {statusStyle[status].label}: {counts[status].toLocaleString('en-US')}
          </Text>
        </Group>
      ))}
      {lapsed > 0 && (
        <Text size="sm" role="listitem">
          <b aria-hidden>!</b> License expired: {lapsed.toLocaleString('en-US')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        A group shows the colour of its most overdue customer.
      </Text>
    </Group>
  );
}
