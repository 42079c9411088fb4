import { Alert, Anchor, Button, Center, Group, Select, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import { ApiError } from '../../../lib/api';
import { EmptyState, Loading } from '../../../ui/PageState';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { touchLinkStyle } from '../../../ui/touch';
import {
  joinTransactionPages,
  transactionTypes,
  type Transactions,
  type TransactionType,
} from '../api/records';
import { readSession, useTransactions } from '../hooks/useRecords';

type AppOrder = NonNullable<Transactions['appOrders']>[number];

const transactionTypeKey = 'customerTransactionType';

const emptyTexts: Record<TransactionType, string> = {
  invoices: 'No invoices were found',
  creditmemos: 'No credit memos were found',
  apporders: 'No app-orders were found',
  salesorders: 'No sales-orders were found',
};

const noMoreTexts: Record<TransactionType, string> = {
  invoices: 'No more invoices',
  creditmemos: 'No more credit memos',
  apporders: 'No more app-orders',
  salesorders: 'No more sales-orders',
};

/** Rows of the loaded type; null when there are none. */
function rowsOf(data: Transactions): unknown[] {
  return data.invoices ?? data.salesOrders ?? data.creditMemos ?? data.appOrders ?? [];
}

const appOrderColumns: TableColumn<AppOrder>[] = [
  {
    label: 'Order',
    value: (o) => (
      <Anchor component={Link} to={`/orderview/${encodeURIComponent(o.id)}`} style={touchLinkStyle}>
        {o.id}
      </Anchor>
    ),
  },
  { label: 'Date', value: (o) => formatDocumentDate(o.createdAt) },
  { label: 'Type', value: (o) => o.orderType },
  { label: 'Status', value: (o) => o.status },
  { label: 'Total', numeric: true, value: (o) => `$${formatMoney(o.total)}` },
];

function AppOrdersTable({ orders }: { orders: AppOrder[] }) {
  return <ResponsiveTable label="App orders" columns={appOrderColumns} rows={orders} rowKey={(o) => o.id} />;
}

/** Errors show 'Error' followed by the error code. */
function TransactionsError({ error }: { error: Error }) {
  return (
    <Alert color="red" title="Error" role="alert">
      Error {error instanceof ApiError ? error.code : ''}
    </Alert>
  );
}

/**
 * Choose a type and press Load. The page passes `renderDocuments` to draw invoice, sales order
 * and credit memo tables (shared with the saved lists).
 */
export function TransactionsTab({
  listId,
  renderDocuments,
}: {
  listId: string;
  renderDocuments: (data: Transactions) => ReactNode;
}) {
  const values = transactionTypes.map((t) => t.value);
  const [type, setType] = useState<TransactionType>(() =>
    readSession(transactionTypeKey, values, 'invoices'),
  );
  const [loaded, setLoaded] = useState<TransactionType | null>(null);
  const result = useTransactions(listId, loaded);
  const data = result.data ? joinTransactionPages(result.data.pages) : undefined;
  const choose = (value: string | null) => {
    if (!value) return;
    setType(value as TransactionType);
    sessionStorage.setItem(transactionTypeKey, value);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <Select
          label="Transaction type"
          data={[...transactionTypes]}
          value={type}
          onChange={choose}
          allowDeselect={false}
        />
        <Button onClick={() => (loaded === type ? void result.refetch() : setLoaded(type))}>Load</Button>
      </Group>
      {loaded === null ? null : result.isPending ? (
        <Loading />
      ) : result.error && !data ? (
        <TransactionsError error={result.error} />
      ) : !data || rowsOf(data).length === 0 ? (
        <EmptyState>{emptyTexts[loaded]}</EmptyState>
      ) : (
        <>
          {data.appOrders ? <AppOrdersTable orders={data.appOrders} /> : renderDocuments(data)}
          {result.error && <TransactionsError error={result.error} />}
          <Center>
            <Button
              variant="default"
              onClick={() => void result.fetchNextPage()}
              disabled={!result.hasNextPage}
              loading={result.isFetchingNextPage}
            >
              {result.hasNextPage ? 'Load more' : noMoreTexts[data.type]}
            </Button>
          </Center>
        </>
      )}
    </Stack>
  );
}
