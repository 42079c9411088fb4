import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { touchLinkStyle } from '../../../ui/touch';
import type { Address, DocumentLine, LinkedTxn } from '../api/documents';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </Stack>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

export function AddressText({ address, name }: { address: Address; name?: string }) {
  // QuickBooks often repeats the customer's name as the first address line: show it once.
  const lines = [name, address.addr1, address.addr2, address.addr3].filter(
    (line, i, all): line is string => Boolean(line) && all.indexOf(line) === i,
  );
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={0}>
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
      {cityLine && <Text>{cityLine}</Text>}
    </Stack>
  );
}

/** Linked transactions: "{type} #" with the number and "{type} Date" with its date. */
export function LinkedTransactions({ linked }: { linked: LinkedTxn[] }) {
  if (linked.length === 0) return <Text c="gray.7">No Linked Transactions Found</Text>;
  return (
    <Stack gap="sm">
      {linked.map((txn, i) => (
        <FieldGrid key={`${txn.txnType}-${txn.refNumber ?? i}`}>
          <Field label={`${txn.txnType} #`}>{txn.refNumber}</Field>
          <Field label={`${txn.txnType} Date`}>{formatDocumentDate(txn.txnDate)}</Field>
        </FieldGrid>
      ))}
    </Stack>
  );
}

export type LineColumn<L> = TableColumn<L>;

export const itemColumns = {
  item: { label: 'Item', value: (l: DocumentLine) => l.itemName ?? '' },
  description: { label: 'Description', fullWidthInCard: true, value: (l: DocumentLine) => l.desc ?? '' },
  quantity: { label: 'Qty', numeric: true, value: (l: DocumentLine) => formatQuantity(l.quantity) },
  rate: { label: 'Rate', numeric: true, value: (l: DocumentLine) => formatMoney(l.rate) },
  amount: { label: 'Amount', numeric: true, value: (l: DocumentLine) => formatMoney(l.amount) },
};

/** Item, Description, Qty, Rate, Amount: the lines of an invoice and of a credit memo. */
export const itemLineColumns: LineColumn<DocumentLine>[] = [
  itemColumns.item,
  itemColumns.description,
  itemColumns.quantity,
  itemColumns.rate,
  itemColumns.amount,
];

export function LinesTable<L extends DocumentLine>({
  lines,
  columns,
}: {
  lines: L[];
  columns: LineColumn<L>[];
}) {
  if (lines.length === 0) return <Text c="gray.7">No items</Text>;
  return <ResponsiveTable label="Products" columns={columns} rows={lines} rowKey={(line) => line.lineNo} />;
}

/** A light status badge; its text is dark so it reads on every tint (yellow text on yellow does not). */
export function StatusBadge({ children, color }: { children: ReactNode; color: string }) {
  return (
    <Badge color={color} c="dark.7" size="lg" variant="light">
      {children}
    </Badge>
  );
}

const customerPagePath = (customerListId: string) => `/customerpage/${encodeURIComponent(customerListId)}`;

/** The customer's name as a link to the customer's page, big enough to tap. */
export function CustomerLink({ customerListId, children }: { customerListId: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={customerPagePath(customerListId)} style={touchLinkStyle}>
      {children}
    </Anchor>
  );
}

/** Whether a document shows in full (its products, its printable preview), and the button that says so. */
export function useFullView(noun: string) {
  const [full, setFull] = useState(false);
  const button = (
    <Button variant="default" onClick={() => setFull((v) => !v)} aria-expanded={full}>
      {full ? `Hide Full ${noun}` : `Show Full ${noun}`}
    </Button>
  );
  return { full, button };
}

/** The buttons above a document: its own (the full view's), Go to Customer, then the PDF download. */
export function DocumentActions({
  customerListId,
  children,
  download,
}: {
  customerListId: string;
  children?: ReactNode;
  download?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      {children}
      <Button component={Link} to={customerPagePath(customerListId)} variant="light">
        Go to Customer
      </Button>
      {download}
    </Group>
  );
}
