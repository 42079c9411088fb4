import { Badge, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import { isRefunded, REFUNDED_BANNER } from '../../../../domain/documents/pdf-totals';
import type { CreditMemoDetail } from '../api/documents';
import {
  AddressText,
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

const statusColor = {
  'Credit Memo Open': 'green',
  'Credit Memo Closed': 'gray',
  'Credit Memo Partially Applied': 'yellow',
} as const;

/** The printable preview: like the PDF, it carries the Refunded banner once no credit remains. */
export function CreditMemoPreview({ memo }: { memo: CreditMemoDetail['creditMemo'] }) {
  return (
    <Section
      title="Credit Memo"
      actions={
        isRefunded(memo.creditRemaining) ? (
          <Badge color="teal" size="lg" radius="sm" tt="none">
            {REFUNDED_BANNER}
          </Badge>
        ) : null
      }
    >
      <FieldGrid>
        <Field label="Bill To">
          <AddressText address={memo.billAddress} name={memo.customerName} />
        </Field>
        <Field label="Subtotal">${formatMoney(memo.subtotal)}</Field>
        <Field label="Balance Credit">${formatMoney(memo.creditRemaining)}</Field>
      </FieldGrid>
    </Section>
  );
}

/** The credit memo page body; `download` renders only while the full preview shows. */
export function CreditMemoView({ data, download }: { data: CreditMemoDetail; download?: ReactNode }) {
  const { creditMemo: memo, lines } = data;
  const { full: preview, button } = useFullView('Credit Memo');
  return (
    <Stack gap="md">
      <DocumentActions customerListId={memo.customerListId} download={preview && download}>
        {button}
      </DocumentActions>
      <Section
        title="Invoice Info"
        actions={<StatusBadge color={statusColor[memo.status]}>{memo.status}</StatusBadge>}
      >
        <FieldGrid>
          <Field label="Account Name">{memo.customerName}</Field>
          <Field label="Credit Memo #">{memo.refNumber}</Field>
          <Field label="Date">{formatDocumentDate(memo.txnDate)}</Field>
          <Field label="Qty">{formatQuantity(memo.productUnits)}</Field>
          <Field label="Balance Remaining">${formatMoney(memo.creditRemaining)}</Field>
          <Field label="Total Amount">${formatMoney(memo.totalAmount)}</Field>
        </FieldGrid>
      </Section>
      <Section title="Linked Transactions">
        <LinkedTransactions linked={memo.linkedTxns} />
      </Section>
      <Section title="Products">
        <LinesTable lines={lines} columns={itemLineColumns} />
      </Section>
      {preview && <CreditMemoPreview memo={memo} />}
    </Stack>
  );
}
