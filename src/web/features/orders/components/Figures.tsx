import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNarrow } from '../hooks/useNarrow';

export interface Figure {
  label: string;
  value: string;
}

/**
 * Labelled figures in a grid, six across on a wide screen (an order's totals, the feed's sales
 * summary). `testIds` marks each value `total-<label>` for the order form's tests.
 */
export function FigureGrid({ figures, testIds = false }: { figures: Figure[]; testIds?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
      {figures.map(({ label, value }) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            fw={600}
            data-testid={testIds ? `total-${label.toLowerCase().replace(/\s+/g, '-')}` : undefined}
          >
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** An item code with its description under it: one column, so the tables fit a phone. */
function ItemCell({ item, description }: { item: string; description: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {item}
      </Text>
      {description && (
        <Text size="xs" c="gray.7">
          {description}
        </Text>
      )}
    </>
  );
}

export interface ItemColumn<R> {
  label: string;
  value: (row: R) => ReactNode;
}

/**
 * Rows that each name an item (an order's lines, the sales by item): the item with its description,
 * then right-aligned figures; on a phone a card per row, the figures on one line (`card`), nothing
 * to scroll sideways.
 */
export function ItemTable<R>({
  rows,
  rowKey,
  itemLabel,
  item,
  columns,
  card,
  testId,
}: {
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The first column's heading. */
  itemLabel: string;
  item: (row: R) => { item: string; description: string };
  columns: ItemColumn<R>[];
  card: (row: R) => string;
  testId?: string;
}) {
  const narrow = useNarrow();
  if (narrow) {
    return (
      <Stack gap="xs" data-testid={testId}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder p="xs" data-testid="line-card">
            <ItemCell {...item(row)} />
            <Text size="sm" ta="right">
              {card(row)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{itemLabel}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.label} ta="right">
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            <Table.Td>
              <ItemCell {...item(row)} />
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.label} ta="right">
                {column.value(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
