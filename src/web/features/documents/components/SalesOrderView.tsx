import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import type { SalesOrderDetail } from '../api/documents';
import {
  CustomerLink,
  DocumentActions,
  Field,
  FieldGrid,
  itemColumns,
  LinesTable,
  Section,
  StatusBadge,
} from './DocumentParts';

export function SalesOrderView({ data, download }: { data: SalesOrderDetail; download?: ReactNode }) {
  const { salesOrder: order, lines } = data;
  return (
    <Stack gap="md">
      <DocumentActions customerListId={order.customerListId} download={download} />
      <Section
        title="Sales Order Info"
        actions={
          <StatusBadge color={order.status === 'Closed' ? 'gray' : 'yellow'}>{order.status}</StatusBadge>
        }
      >
        <FieldGrid>
          <Field label="Sales Order #">{order.refNumber}</Field>
          <Field label="Date">{formatDocumentDate(order.txnDate)}</Field>
          <Field label="Customer">
            <CustomerLink customerListId={order.customerListId}>{order.customerName}</CustomerLink>
          </Field>
          <Field label="Terms">{order.termsName}</Field>
          <Field label="Sales Rep">{order.salesRepName}</Field>
          <Field label="PO Number">{order.poNumber}</Field>
          <Field label="FOB">{order.fob}</Field>
          <Field label="Subtotal">${formatMoney(order.subtotal)}</Field>
        </FieldGrid>
      </Section>
      <Section title="Products">
        <LinesTable
          lines={lines}
          columns={[
            itemColumns.item,
            itemColumns.description,
            itemColumns.quantity,
            { label: 'Invoiced', numeric: true, value: (l) => formatQuantity(l.invoiced) },
            itemColumns.rate,
          ]}
        />
      </Section>
    </Stack>
  );
}
