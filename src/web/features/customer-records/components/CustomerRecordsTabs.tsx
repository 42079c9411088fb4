import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { RecordsCustomer, Transactions } from '../api/records';
import { readSession } from '../hooks/useRecords';
import { InfoTab } from './InfoTab';
import { NotesTab } from './NotesTab';
import { TransactionsTab } from './TransactionsTab';

const tabs = ['info', 'stats', 'notes', 'transactions'] as const;
type Tab = (typeof tabs)[number];
const activeTabKey = 'customerActiveTab';

/**
 * The customer page's Info, Stats, Notes and Transactions tabs; the active one is kept for the
 * session. The Stats tab's content is the page's (`features/customer-stats`), drawn only when shown.
 */
export function CustomerRecordsTabs({
  listId,
  customer,
  stats,
  renderDocuments,
}: {
  listId: string;
  customer: RecordsCustomer;
  stats: ReactNode;
  renderDocuments: (data: Transactions) => ReactNode;
}) {
  const [tab, setTab] = useState<Tab>(() => readSession(activeTabKey, tabs, 'info'));
  const choose = (value: string | null) => {
    if (!value) return;
    setTab(value as Tab);
    sessionStorage.setItem(activeTabKey, value);
  };
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="info">Info</Tabs.Tab>
        <Tabs.Tab value="stats">Stats</Tabs.Tab>
        <Tabs.Tab value="notes">Notes</Tabs.Tab>
        <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="info" pt="md">
        <InfoTab customer={customer} />
      </Tabs.Panel>
      <Tabs.Panel value="stats" pt="md">
        {stats}
      </Tabs.Panel>
      <Tabs.Panel value="notes" pt="md">
        <NotesTab listId={listId} />
      </Tabs.Panel>
      <Tabs.Panel value="transactions" pt="md">
        <TransactionsTab listId={listId} renderDocuments={renderDocuments} />
      </Tabs.Panel>
    </Tabs>
  );
}
