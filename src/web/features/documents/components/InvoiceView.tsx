import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { touchLinkStyle } from '../../../ui/touch';
import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import type { InvoiceDetail } from '../api/documents';
import {
  AddressText,
  Field,
  FieldGrid,
  itemColumns,
  LinesTable,
  LinkedTransactions,
  Section,
  StatusBadge,
} from './DocumentParts';
import { countOf } from '../../../../domain/text/plural';

/** The invoice page body; `download` is the page's PDF button. */
export function InvoiceView({ data, download }: { data: InvoiceDetail; download?: ReactNode }) {
  const { invoice, lines } = data;
  const [full, setFull] = useState(false);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => setFull((v) => !v)} aria-expanded={full}>
          {full ? 'Hide Full Invoice' : 'Show Full Invoice'}
        </Button>
        <Button
          component={Link}
          to={`/customerpage/${encodeURIComponent(invoice.customerListId)}`}
          variant="light"
        >
          Go to Customer
        </Button>
        {download}
      </Group>
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
            <Anchor
              component={Link}
              to={`/customerpage/${encodeURIComponent(invoice.customerListId)}`}
              style={touchLinkStyle}
            >
              {invoice.customerName}
            </Anchor>
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
              itemColumns.item,
              itemColumns.description,
              itemColumns.quantity,
              itemColumns.rate,
              itemColumns.amount,
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
