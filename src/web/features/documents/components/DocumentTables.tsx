import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import type { CreditMemoSummary, CustomerRow, InvoiceSummary, SalesOrderSummary } from '../api/documents';

/** Tables of documents and customers, shared by the saved lists and the customer transactions. */
function Frame({
  head,
  children,
  minWidth = 560,
}: {
  head: string[];
  children: React.ReactNode;
  minWidth?: number;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const docLink = (path: string, refNumber: string) => (
  <Anchor component={Link} to={`/${path}/${encodeURIComponent(refNumber)}`}>
    {refNumber}
  </Anchor>
);

export function InvoiceTable({
  invoices,
  showCustomer = true,
}: {
  invoices: InvoiceSummary[];
  showCustomer?: boolean;
}) {
  return (
    <Frame
      head={[
        'Invoice #',
        'Date',
        ...(showCustomer ? ['Customer', 'State'] : []),
        'Due Date',
        'Subtotal',
        'Balance',
      ]}
    >
      {invoices.map((i) => (
        <Table.Tr key={i.txnId}>
          <Table.Td>{docLink('invoiceview', i.refNumber)}</Table.Td>
          <Table.Td>{formatDocumentDate(i.txnDate)}</Table.Td>
          {showCustomer && <Table.Td>{i.customerName}</Table.Td>}
          {showCustomer && <Table.Td>{i.shipState}</Table.Td>}
          <Table.Td>
            {formatDocumentDate(i.dueDate)}{' '}
            {i.pastDue && (
              <Badge color="red" size="xs">
                {i.daysPastDue} days past due
              </Badge>
            )}
          </Table.Td>
          <Table.Td>${formatMoney(i.subtotal)}</Table.Td>
          <Table.Td>${formatMoney(i.balanceRemaining)}</Table.Td>
        </Table.Tr>
      ))}
    </Frame>
  );
}

export function CreditMemoTable({
  memos,
  showCustomer = true,
}: {
  memos: CreditMemoSummary[];
  showCustomer?: boolean;
}) {
  return (
    <Frame
      head={[
        'Credit Memo #',
        'Date',
        ...(showCustomer ? ['Customer', 'State'] : []),
        'Total',
        'Remaining',
        'Status',
      ]}
    >
      {memos.map((m) => (
        <Table.Tr key={m.txnId}>
          <Table.Td>{docLink('creditmemoview', m.refNumber)}</Table.Td>
          <Table.Td>{formatDocumentDate(m.txnDate)}</Table.Td>
          {showCustomer && <Table.Td>{m.customerName}</Table.Td>}
          {showCustomer && <Table.Td>{m.shipState}</Table.Td>}
          <Table.Td>${formatMoney(m.totalAmount)}</Table.Td>
          <Table.Td>${formatMoney(m.creditRemaining)}</Table.Td>
          <Table.Td>{m.status}</Table.Td>
        </Table.Tr>
      ))}
    </Frame>
  );
}

export function SalesOrderTable({ orders }: { orders: SalesOrderSummary[] }) {
  return (
    <Frame head={['Sales Order #', 'Date', 'PO Number', 'Subtotal', 'Status']}>
      {orders.map((o) => (
        <Table.Tr key={o.txnId}>
          <Table.Td>{docLink('salesorderview', o.refNumber)}</Table.Td>
          <Table.Td>{formatDocumentDate(o.txnDate)}</Table.Td>
          <Table.Td>{o.poNumber}</Table.Td>
          <Table.Td>${formatMoney(o.subtotal)}</Table.Td>
          <Table.Td>{o.status}</Table.Td>
        </Table.Tr>
      ))}
    </Frame>
  );
}

export function CustomerTable({ customers }: { customers: CustomerRow[] }) {
  return (
    <Frame head={['Name', 'Contact', 'City', 'State', 'ZIP']}>
      {customers.map((c) => (
        <Table.Tr key={c.listId}>
          <Table.Td>
            <Anchor component={Link} to={`/customerpage/${encodeURIComponent(c.listId)}`}>
              {c.fullName}
            </Anchor>
            {!c.isActive && (
              <Text span c="gray.7" size="xs" ml={6}>
                (inactive)
              </Text>
            )}
          </Table.Td>
          <Table.Td>{[c.firstName, c.lastName].filter(Boolean).join(' ')}</Table.Td>
          <Table.Td>{c.city}</Table.Td>
          <Table.Td>{c.state}</Table.Td>
          <Table.Td>{c.postalCode}</Table.Td>
        </Table.Tr>
      ))}
    </Frame>
  );
}
