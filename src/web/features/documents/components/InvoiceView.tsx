import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import type { InvoiceDetail } from '../api/documents';
import {
  AddressText,
  CustomerLink,
  DocumentActions,
  Field,
  FieldGrid,
  itemLineColumns,
  LinesTable,
  LinkedTransactions,
  Section,
  StatusBadge,
  useFullView,
} from './DocumentParts';
import { countOf } from '../../../../domain/text/plural';

/**
 * The invoice page body; `download` is the page's PDF button, `excise` its excise tax (the orders'
 * summary, handed by the page: one display for orders and invoices, decision 0302).
 */
export function InvoiceView({
  data,
  download,
  excise,
}: {
  data: InvoiceDetail;
  download?: ReactNode;
  excise?: ReactNode;
}) {
  const { invoice, lines } = data;
  const { full, button } = useFullView('Invoice');
  return (
    <Stack gap="md">
      <DocumentActions customerListId={invoice.customerListId} download={download}>
        {button}
      </DocumentActions>
      {invoice.pastDue && (
        <Alert color="red" title="Past due">
          This invoice is {countOf(invoice.daysPastDue, 'day')} past due.
        </Alert>
      )}
      <Section
        title="Invoice Info"
        actions={
          invoice.pastDue ? (
            <StatusBadge color="red">Past Due</StatusBadge>
          ) : invoice.isPaid ? (
            <StatusBadge color="green">Paid</StatusBadge>
          ) : null
        }
      >
        <FieldGrid>
          <Field label="Account">
            <CustomerLink customerListId={invoice.customerListId}>{invoice.customerName}</CustomerLink>
          </Field>
          <Field label="Invoice #">{invoice.refNumber}</Field>
          <Field label="Date">{formatDocumentDate(invoice.txnDate)}</Field>
          <Field label="Due Date">{formatDocumentDate(invoice.dueDate)}</Field>
          <Field label="Terms">{invoice.termsName}</Field>
          <Field label="Sales Rep">{invoice.salesRepName}</Field>
          <Field label="PO Number">{invoice.poNumber}</Field>
          <Field label="Subtotal">${formatMoney(invoice.subtotal)}</Field>
          <Field label="Balance Remaining">${formatMoney(invoice.balanceRemaining)}</Field>
          <Field label="Days Past Due">{invoice.pastDue ? String(invoice.daysPastDue) : '0'}</Field>
          <Field label="Bill To">
            <AddressText address={invoice.billAddress} />
          </Field>
          <Field label="Ship To">
            <AddressText address={invoice.shipAddress} />
          </Field>
        </FieldGrid>
      </Section>
      {excise && <Section title="Excise Tax">{excise}</Section>}
      <Section title="Tracking Info">
        {invoice.tracking.length === 0 ? (
          <Text c="gray.7">Tracking Info not available</Text>
        ) : (
          <Stack gap={2}>
            {invoice.tracking.map((number) => (
              <Text key={number}>{number}</Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Linked Transactions">
        <LinkedTransactions linked={invoice.linkedTxns} />
      </Section>
      {full && (
        <Section title="Products">
          <LinesTable
            lines={lines}
            columns={[
              ...itemLineColumns,
              { label: 'MSRP', numeric: true, value: (l) => (l.msrp === null ? '' : formatMoney(l.msrp)) },
            ]}
          />
          {invoice.memo && (
            <Text mt="sm" size="sm">
              Memo: {invoice.memo}
            </Text>
          )}
        </Section>
      )}
    </Stack>
  );
}
