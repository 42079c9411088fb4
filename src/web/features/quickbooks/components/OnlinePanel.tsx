import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { ErrorState, Loading } from '../../../ui/PageState';
import { connectOnlineHref, type OnlineStatus, type QuickbooksSource } from '../api/online';
import {
  useDisconnectOnline,
  useOnlineConnection,
  useQuickbooksSource,
  useSaveQuickbooksSource,
  useSyncOnlineNow,
} from '../hooks/useOnline';
import { connectionLines, connectOutcomeOf } from '../lib/online';
import { ConfirmedRemoval } from './ConfirmedRemoval';
import { CutoverReview } from './CutoverReview';

/** QuickBooks Online: where the mirror comes from, the connected company and its syncs, connect and disconnect. */
export function OnlinePanel({ search }: { search: string }) {
  const online = useOnlineConnection();
  const outcome = connectOutcomeOf(search);
  return (
    <Stack>
      {outcome && (
        <Alert color={outcome.outcome === 'connected' ? 'green' : 'red'} role="status">
          {outcome.message}
        </Alert>
      )}
      <SourceChoice />
      {online.isPending ? (
        <Loading />
      ) : online.isError ? (
        <ErrorState error={online.error} />
      ) : (
        <ConnectionCard status={online.data} />
      )}
      {online.data?.connection && <CutoverReview />}
    </Stack>
  );
}

function SourceChoice() {
  const source = useQuickbooksSource();
  const save = useSaveQuickbooksSource();
  if (!source.data) return null;
  const change = (patch: Partial<QuickbooksSource>) => save.mutate({ ...source.data, ...patch });
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>Where the mirror comes from</Text>
        <Text size="sm" c="dimmed">
          QuickBooks Desktop through the Web Connector, or QuickBooks Online.
        </Text>
        <SegmentedControl
          fullWidth
          aria-label="QuickBooks source"
          value={source.data.source}
          onChange={(value) => change({ source: value as QuickbooksSource['source'] })}
          data={[
            { value: 'desktop', label: 'Desktop' },
            { value: 'online', label: 'Online' },
          ]}
        />
        <Text fw={600}>In QuickBooks Online, an app order becomes</Text>
        <SegmentedControl
          fullWidth
          aria-label="Document for app orders"
          value={source.data.onlineOrderDocument}
          onChange={(value) =>
            change({ onlineOrderDocument: value as QuickbooksSource['onlineOrderDocument'] })
          }
          data={[
            { value: 'estimate', label: 'An estimate' },
            { value: 'invoice', label: 'An invoice' },
          ]}
        />
        {save.isError && <Alert color="red">The choice was not saved: {save.error.message}</Alert>}
      </Stack>
    </Card>
  );
}

function ConnectionCard({ status }: { status: OnlineStatus }) {
  const disconnect = useDisconnectOnline();
  const syncNow = useSyncOnlineNow();
  const { connection } = status;
  if (!status.configured) {
    return (
      <Alert color="yellow" title="QuickBooks Online is not set up on this server">
        Whoever runs Humidor registers the app with Intuit and sets QUICKBOOKS_ONLINE_CLIENT_ID and
        QUICKBOOKS_ONLINE_CLIENT_SECRET (see the deployment guide); then this page can connect your company.
      </Alert>
    );
  }
  const connect = (label: string) => (
    <Button component="a" href={connectOnlineHref} mih={44}>
      {label}
    </Button>
  );
  if (!connection) {
    return (
      <Card withBorder>
        <Stack align="flex-start">
          <Text>
            No QuickBooks Online company is connected. You sign in at Intuit and choose the company; Humidor
            then reads its customers, items and documents.
            {status.environment === 'sandbox' && ' (Intuit sandbox companies only.)'}
          </Text>
          {connect('Connect to QuickBooks Online')}
        </Stack>
      </Card>
    );
  }
  const needsReconnecting = connection.status === 'needs-reconnecting';
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{connection.companyName ?? 'QuickBooks Online'}</Text>
          <Badge color={needsReconnecting ? 'red' : 'green'}>
            {needsReconnecting ? 'Needs reconnecting' : 'Connected'}
          </Badge>
        </Group>
        {needsReconnecting && (
          <Alert color="red">
            Intuit no longer accepts this connection, so nothing is synced. Connect again to carry on; nothing
            already in Humidor is lost.
          </Alert>
        )}
        <Table aria-label="QuickBooks Online connection">
          <Table.Tbody>
            {connectionLines(connection).map((line) => (
              <Table.Tr key={line.label}>
                <Table.Th scope="row">{line.label}</Table.Th>
                <Table.Td>{line.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group wrap="wrap">
          {needsReconnecting ? (
            connect('Connect to QuickBooks Online again')
          ) : (
            <Button mih={44} variant="light" loading={syncNow.isPending} onClick={() => syncNow.mutate()}>
              Sync now
            </Button>
          )}
          <ConfirmedRemoval
            label="Disconnect"
            title="Disconnect QuickBooks Online"
            question="Disconnect QuickBooks Online? Humidor stops syncing with it; everything already in Humidor stays."
            loading={disconnect.isPending}
            onConfirm={() => disconnect.mutate()}
          />
        </Group>
        {syncNow.isError && <Alert color="red">The sync was not started: {syncNow.error.message}</Alert>}
        {disconnect.isError && (
          <Alert color="red">QuickBooks Online was not disconnected: {disconnect.error.message}</Alert>
        )}
      </Stack>
    </Card>
  );
}
