import { Badge, Group, Highlight, Table, Text, Title } from '@mantine/core';
import { rowFlags, type InventoryGroup, type RowFlag } from '../../../../domain/inventory/views';

const flagColor: Record<Exclude<RowFlag, null>, string> = { warning: 'yellow', problem: 'red' };

function FlagBadge({ flag, label }: { flag: RowFlag; label: string }) {
  if (!flag) return null;
  return (
    <Badge color={flagColor[flag]} variant="light" size="sm">
      {label}
    </Badge>
  );
}

/** One group's table: Item (name then description), Qty On Hand, Qty On Orders, Qty After Orders. */
export function InventoryTable({ group, filter }: { group: InventoryGroup; filter: string }) {
  const highlight = filter.trim();
  return (
    <section aria-label={group.label}>
      <Title order={2} size="h4" mb="xs">
        {group.label}
      </Title>
      <Table.ScrollContainer minWidth={340}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty On Hand</Table.Th>
              <Table.Th ta="right">Qty On Orders</Table.Th>
              <Table.Th ta="right">Qty After Orders</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.items.map((item) => {
              const flags = rowFlags(item);
              return (
                <Table.Tr key={item.listId} data-flag={flags.afterOrders ?? flags.onHand ?? undefined}>
                  <Table.Td>
                    <Highlight highlight={highlight} color="yellow" fw={600} size="sm">
                      {item.name}
                    </Highlight>
                    {item.description && (
                      <Highlight highlight={highlight} color="yellow" size="sm" c="dimmed">
                        {item.description}
                      </Highlight>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <FlagBadge
                        flag={flags.onHand}
                        label={flags.onHand === 'problem' ? 'Critical' : 'Low'}
                      />
                      <Text size="sm">{item.quantityOnHand}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{item.quantityOnSalesOrder}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text
                      size="sm"
                      fw={flags.afterOrders ? 700 : undefined}
                      c={flags.afterOrders ? 'red' : undefined}
                      aria-label={flags.afterOrders ? `${item.quantityAfterOrders}, problem` : undefined}
                    >
                      {item.quantityAfterOrders}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
