import { Stack, Tabs } from '@mantine/core';
import { useLocation } from 'react-router';
import { ConnectionsPanel, OnlinePanel, PushQueue, RunLog, useQuickbooks } from '../features/quickbooks';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';
import { ErrorState, Loading } from '../ui/PageState';

/** /admin/quickbooks: the Web Connector for QuickBooks Desktop, and QuickBooks Online, for admins. */
export default function QuickbooksPage() {
  const { me } = useSession();
  const overview = useQuickbooks();
  // Coming back from Intuit (`?online=…`) opens the QuickBooks Online tab with the outcome.
  const { search } = useLocation();
  if (!me?.abilities['settings.manage']) {
    return <NotAuthorizedPage title="QuickBooks" />;
  }
  const failed = overview.data?.pushes.filter((p) => p.status === 'failed').length ?? 0;
  return (
    <Stack>
      <PageHeader
        title="QuickBooks"
        subtitle="QuickBooks Desktop through the Web Connector, or QuickBooks Online: connections, runs and app orders on their way"
      />
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <ErrorState error={overview.error} />
      ) : (
        <Tabs defaultValue={search.includes('online=') ? 'online' : 'connections'} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="connections">Connections</Tabs.Tab>
            <Tabs.Tab value="online">QuickBooks Online</Tabs.Tab>
            <Tabs.Tab value="runs">Run log</Tabs.Tab>
            <Tabs.Tab value="pushes">Order push queue{failed ? ` (${failed} failed)` : ''}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="connections" pt="md">
            <ConnectionsPanel connections={overview.data.connections} />
          </Tabs.Panel>
          <Tabs.Panel value="online" pt="md">
            <OnlinePanel search={search} />
          </Tabs.Panel>
          <Tabs.Panel value="runs" pt="md">
            <RunLog runs={overview.data.runs} />
          </Tabs.Panel>
          <Tabs.Panel value="pushes" pt="md">
            <PushQueue pushes={overview.data.pushes} customers={overview.data.customerPushes} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
