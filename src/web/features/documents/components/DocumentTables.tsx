import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { touchLinkStyle } from '../../../ui/touch';
import type { CreditMemoSummary, CustomerRow, InvoiceSummary, SalesOrderSummary } from '../api/documents';
import { countOf } from '../../../../domain/text/plural';

/** Tables of documents and customers, shared by the saved lists and the customer transactions. */
const docLink = (path: string, refNumber: string) => (
  <Anchor component={Link} to={`/${path}/${encodeURIComponent(refNumber)}`} style={touchLinkStyle}>
    {refNumber}
  </Anchor>
);

function money<R>(label: string, amount: (row: R) => number): TableColumn<R> {
  return { label, numeric: true, value: (row) => `$${formatMoney(amount(row))}` };
}

function customerColumns<R extends { customerName: string; shipState: string | null }>(
  show: boolean,
): TableColumn<R>[] {
  if (!show) return [];
  return [
    { label: 'Customer', value: (row) => row.customerName },
    { label: 'State', value: (row) => row.shipState },
  ];
}

export function InvoiceTable({
  invoices,
  showCustomer = true,
}: {
  invoices: InvoiceSummary[];
  showCustomer?: boolean;
}) {
  const columns: TableColumn<InvoiceSummary>[] = [
    { label: 'Invoice #', value: (i) => docLink('invoiceview', i.refNumber) },
    { label: 'Date', value: (i) => formatDocumentDate(i.txnDate) },
    ...customerColumns<InvoiceSummary>(showCustomer),
    {
      label: 'Due Date',
      value: (i) => (
        <>
          {formatDocumentDate(i.dueDate)}{' '}
          {i.pastDue && (
            <Badge color="red" size="xs">
              {countOf(i.daysPastDue, 'day')} past due
            </Badge>
          )}
        </>
      ),
    },
    money('Subtotal', (i: InvoiceSummary) => i.subtotal),
    money('Balance', (i: InvoiceSummary) => i.balanceRemaining),
  ];
  return <ResponsiveTable label="Invoices" columns={columns} rows={invoices} rowKey={(i) => i.txnId} />;
}

export function CreditMemoTable({
  memos,
  showCustomer = true,
}: {
  memos: CreditMemoSummary[];
  showCustomer?: boolean;
}) {
  const columns: TableColumn<CreditMemoSummary>[] = [
    { label: 'Credit Memo #', value: (m) => docLink('creditmemoview', m.refNumber) },
    { label: 'Date', value: (m) => formatDocumentDate(m.txnDate) },
    ...customerColumns<CreditMemoSummary>(showCustomer),
    money('Total', (m: CreditMemoSummary) => m.totalAmount),
    money('Remaining', (m: CreditMemoSummary) => m.creditRemaining),
    { label: 'Status', value: (m) => m.status },
  ];
  return <ResponsiveTable label="Credit memos" columns={columns} rows={memos} rowKey={(m) => m.txnId} />;
}

const salesOrderColumns: TableColumn<SalesOrderSummary>[] = [
  { label: 'Sales Order #', value: (o) => docLink('salesorderview', o.refNumber) },
  { label: 'Date', value: (o) => formatDocumentDate(o.txnDate) },
  { label: 'PO Number', value: (o) => o.poNumber },
  money('Subtotal', (o: SalesOrderSummary) => o.subtotal),
  { label: 'Status', value: (o) => o.status },
];

export function SalesOrderTable({ orders }: { orders: SalesOrderSummary[] }) {
  return (
    <ResponsiveTable label="Sales orders" columns={salesOrderColumns} rows={orders} rowKey={(o) => o.txnId} />
  );
}

const customerListColumns: TableColumn<CustomerRow>[] = [
  {
    label: 'Name',
    value: (c) => (
      <>
        <Anchor component={Link} to={`/customerpage/${encodeURIComponent(c.listId)}`} style={touchLinkStyle}>
          {c.fullName}
        </Anchor>
        {!c.isActive && (
          <Text span c="gray.7" size="xs" ml={6}>
            (inactive)
          </Text>
        )}
      </>
    ),
  },
  { label: 'Contact', value: (c) => [c.firstName, c.lastName].filter(Boolean).join(' ') },
  { label: 'City', value: (c) => c.city },
  { label: 'State', value: (c) => c.state },
  { label: 'ZIP', value: (c) => c.postalCode },
];

export function CustomerTable({ customers }: { customers: CustomerRow[] }) {
  return (
    <ResponsiveTable
      label="Customers"
      columns={customerListColumns}
      rows={customers}
      rowKey={(c) => c.listId}
    />
  );
}
