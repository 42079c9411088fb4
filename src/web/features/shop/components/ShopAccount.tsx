import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { statementQuerySchema } from '../../../../domain/shop/account-contract';
import { formatCents } from '../../../ui/figures/format';
import { fetchShopAccount, shopAccountKey, type ShopAccountAnswer } from '../api/account';
import { ShopError, ShopLoading } from './ShopUi';

/** How the page gets its PDFs: drawn by the page that holds the printed documents (decision 0339). */
export interface ShopDownloads {
  invoice: (txnId: string, refNumber: string) => Promise<void>;
  creditMemo: (txnId: string, refNumber: string) => Promise<void>;
  statement: (from: string, to: string) => Promise<void>;
}

/** A button that runs a download, saying so while it runs and what went wrong when it fails. */
function DownloadButton({ label, run, name }: { label: string; run: () => Promise<void>; name?: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const click = async () => {
    setPending(true);
    setError(null);
    try {
      await run();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The PDF could not be made');
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap={4}>
      <Button variant="light" mih={44} loading={pending} onClick={() => void click()} aria-label={name}>
        {label}
      </Button>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {empty ? <Text c="gray.7">{empty}</Text> : children}
    </Stack>
  );
}

type OpenInvoice = ShopAccountAnswer['openInvoices'][number];

function dueWords(invoice: OpenInvoice) {
  if (invoice.pastDue)
    return (
      <Badge color="red" variant="light">
        {invoice.daysPastDue} {invoice.daysPastDue === 1 ? 'day' : 'days'} past due
      </Badge>
    );
  return (
    <Text size="sm">{invoice.dueDate ? `Due ${formatDocumentDate(invoice.dueDate)}` : 'Not yet due'}</Text>
  );
}

/** "Pay": QuickBooks Online's payment link where it gave one, else the company's instructions. */
function Pay({ invoice, instructions }: { invoice: OpenInvoice; instructions: string }) {
  const [shown, setShown] = useState(false);
  if (invoice.paymentUrl)
    return (
      <Button component="a" href={invoice.paymentUrl} target="_blank" rel="noopener noreferrer" mih={44}>
        Pay
      </Button>
    );
  return (
    <Stack gap={4}>
      <Button mih={44} onClick={() => setShown((s) => !s)} aria-expanded={shown}>
        Pay
      </Button>
      {shown && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="shop-payment-instructions">
          {instructions || 'Ask your sales rep how to pay this invoice.'}
        </Text>
      )}
    </Stack>
  );
}

/** The statement's period: either end may stay empty (decision 0338); checked by the API's own schema. */
function StatementForm({ download }: { download: ShopDownloads['statement'] }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const checked = statementQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the dates');
  return (
    <Section title="Statement" empty={null}>
      <Text size="sm" c="gray.7">
        Leave the dates empty for last month and this month so far.
      </Text>
      <Group grow align="flex-start">
        <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : (
        <DownloadButton label="Download statement (PDF)" run={() => download(from, to)} />
      )}
    </Section>
  );
}

/** `/shop/account`: what the shop owes, in the customer page's figures (issue 48, part 4). */
export function ShopAccount({ downloads }: { downloads: ShopDownloads }) {
  const account = useQuery({ queryKey: shopAccountKey, queryFn: fetchShopAccount });
  if (account.isPending) return <ShopLoading />;
  if (account.error) return <ShopError error={account.error} />;
  const { balanceCents, openInvoices, creditMemos, payments, paymentInstructions } = account.data;
  return (
    <Stack gap="lg">
      <Title order={2}>Your account</Title>
      <Card withBorder padding="md">
        <Text size="sm" c="gray.7">
          Balance
        </Text>
        <Text size="xl" fw={700} data-testid="shop-balance">
          {formatCents(balanceCents)}
        </Text>
      </Card>
      <Section title="Open invoices" empty={openInvoices.length ? null : 'No open invoices: nothing is due.'}>
        {openInvoices.map((invoice) => (
          <Card key={invoice.txnId} withBorder padding="sm" data-testid="shop-open-invoice">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>Invoice {invoice.refNumber}</Text>
              <Text fw={600}>{formatCents(invoice.balanceCents)}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <Text size="sm" c="gray.7">
                {formatDocumentDate(invoice.txnDate)} · {formatCents(invoice.amountCents)}
              </Text>
              {dueWords(invoice)}
            </Group>
            <Group grow align="flex-start">
              <DownloadButton
                label="PDF"
                name={`Invoice ${invoice.refNumber} as PDF`}
                run={() => downloads.invoice(invoice.txnId, invoice.refNumber)}
              />
              <Pay invoice={invoice} instructions={paymentInstructions} />
            </Group>
          </Card>
        ))}
      </Section>
      <Section title="Credit memos" empty={creditMemos.length ? null : 'No credit memos.'}>
        {creditMemos.map((memo) => (
          <Card key={memo.txnId} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>Credit memo {memo.refNumber}</Text>
              <Text>{formatCents(memo.amountCents)}</Text>
            </Group>
            <Text size="sm" c="gray.7" mb="xs">
              {formatDocumentDate(memo.txnDate)} · {formatCents(memo.remainingCents)} not yet applied
            </Text>
            <DownloadButton
              label="PDF"
              name={`Credit memo ${memo.refNumber} as PDF`}
              run={() => downloads.creditMemo(memo.txnId, memo.refNumber)}
            />
          </Card>
        ))}
      </Section>
      <Section title="Payments" empty={payments.length ? null : 'No payments recorded yet.'}>
        {payments.map((payment) => (
          <Group key={payment.txnId} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {payment.txnDate ? formatDocumentDate(payment.txnDate) : 'Payment'}
              {payment.refNumber ? ` · ${payment.refNumber}` : ''}
            </Text>
            <Text size="sm">{payment.amountCents === null ? '' : formatCents(payment.amountCents)}</Text>
          </Group>
        ))}
      </Section>
      <StatementForm download={downloads.statement} />
    </Stack>
  );
}
