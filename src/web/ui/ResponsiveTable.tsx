import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TableColumn<R> {
  label: string;
  /** Right-aligned in the table (quantities, money). */
  numeric?: boolean;
  /** Long text (a description) takes a card's whole width rather than half. */
  fullWidthInCard?: boolean;
  /** A code (an item's name such as p-ADF101) that reads wrong broken at its hyphen: kept on one line in the table. */
  nowrap?: boolean;
  value: (row: R) => ReactNode;
}

/**
 * Below Mantine's `sm` breakpoint a wide table would scroll sideways out of sight: cards instead; a
 * table of up to three columns stays a table there, as wide as the phone.
 */
const wideScreen = '(min-width: 48em)';
/** Up to this many columns a table still fits a 375 px phone. */
const columnsThatFitAPhone = 3;

/**
 * A table on wide screens; on a phone, a card per row with its first column as the card's title and
 * the others as labelled values, so nothing hides past the right edge.
 */
export function ResponsiveTable<R>({
  columns,
  rows,
  rowKey,
  label,
  minWidth = 560,
}: {
  columns: TableColumn<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string | number;
  /** Names the table (or the card list) for assistive technology. */
  label?: string;
  minWidth?: number;
}) {
  const wide = useMediaQuery(wideScreen, true, { getInitialValueInEffect: false });
  if (!wide && columns.length > columnsThatFitAPhone) {
    const [title, ...details] = columns;
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {rows.map((row, index) => (
          <Paper key={rowKey(row, index)} withBorder radius="md" px="sm" py="xs" role="listitem">
            {title && (
              <Text component="div" fw={600}>
                {title.value(row)}
              </Text>
            )}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {details.map((column) => (
                <div key={column.label} style={column.fullWidthInCard ? { gridColumn: '1 / -1' } : undefined}>
                  <Text size="xs" c="gray.7" fw={600} tt="uppercase">
                    {column.label}
                  </Text>
                  <Text component="div" size="sm">
                    {column.value(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <WideTable minWidth={wide ? minWidth : 0}>
      <Table striped highlightOnHover withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  ta={column.numeric ? 'right' : undefined}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

/**
 * A table that keeps `minWidth` and scrolls sideways inside its box when the screen is narrower,
 * saying so above it: a phone user otherwise has no sign that columns hide past the right edge.
 */
export function WideTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const { ref, width } = useElementSize();
  const scrolls = width > 0 && width < minWidth;
  return (
    <div ref={ref}>
      {scrolls && (
        <Group gap={4} c="gray.7" mb={4} data-testid="scroll-hint">
          <IconArrowsHorizontal size={16} aria-hidden />
          <Text size="xs">Swipe sideways to see every column</Text>
        </Group>
      )}
      <Table.ScrollContainer minWidth={minWidth}>{children}</Table.ScrollContainer>
    </div>
  );
}
