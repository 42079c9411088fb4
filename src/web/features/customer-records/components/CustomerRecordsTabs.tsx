import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { RecordsCustomer, Transactions } from '../api/records';
import { readSession } from '../hooks/useRecords';
import { InfoTab } from './InfoTab';
import { NotesTab } from './NotesTab';
import { StatsTab } from './StatsTab';
import { TransactionsTab } from './TransactionsTab';

const tabs = ['info', 'stats', 'notes', 'transactions'] as const;
type Tab = (typeof tabs)[number];
const activeTabKey = 'customerActiveTab';

/** The customer page's Info, Stats, Notes and Transactions tabs; the active one is kept for the session. */
export function CustomerRecordsTabs({
  listId,
  customer,
  renderDocuments,
}: {
  listId: string;
  customer: RecordsCustomer;
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
        <StatsTab listId={listId} />
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
