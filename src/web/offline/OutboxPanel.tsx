import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useNow } from '../lib/use-now';
import { useConnectivity, useOutboxEntries } from './hooks';
import { reachedAgo } from './OfflineStatus';
import { sendOutboxNow } from './runtime';

/** The counts, when the server last answered and the Send now button at the top of /outbox. */
export function OutboxPanel() {
  const entries = useOutboxEntries() ?? [];
  const { offline, lastReachedAt } = useConnectivity();
  const now = useNow(30_000).getTime();
  const [busy, setBusy] = useState(false);
  const count = (status: string) => entries.filter((entry) => entry.status === status).length;
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <div>
        <Text data-testid="outbox-counts">
          {count('waiting') + count('sending')} waiting · {count('sent')} sent · {count('failed')} refused ·{' '}
          {count('conflict')} in conflict
        </Text>
        <Text size="sm" c="dimmed">
          {offline ? 'Offline. ' : ''}Last reached the server: {reachedAgo(lastReachedAt, now)}
        </Text>
      </div>
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          void sendOutboxNow().finally(() => setBusy(false));
        }}
      >
        Send now
      </Button>
    </Group>
  );
}
