import { Anchor, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { touchLinkStyle } from '../../../ui/touch';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import type { SalesOrderDetail } from '../api/documents';
import { Field, FieldGrid, itemColumns, LinesTable, Section, StatusBadge } from './DocumentParts';

export function SalesOrderView({ data, download }: { data: SalesOrderDetail; download?: ReactNode }) {
  const { salesOrder: order, lines } = data;
  const customerPath = `/customerpage/${encodeURIComponent(order.customerListId)}`;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={customerPath} variant="light">
          Go to Customer
        </Button>
        {download}
      </Group>
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
            <Anchor component={Link} to={customerPath} style={touchLinkStyle}>
              {order.customerName}
            </Anchor>
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
