import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { keepWorkingSet } from '../offline/working-set';
import { useSession } from '../features/session';
import { OutboxList } from '../offline/OutboxList';
import { OutboxPanel } from '../offline/OutboxPanel';
import { useConnectivity } from '../offline/hooks';
import { copyStatus, useWorkingSetCopy } from '../offline/working-set-copy';
import { keepsOffline, noStorageMessage } from '../offline/runtime';
import { isUnreached } from '../offline/send';
import { ApiError } from '../lib/api';
import { PageHeader } from '../ui/PageHeader';

/** What this device keeps to read offline, and a way to refresh it now (decision 0075). */
function OfflineCopy({ userId }: { userId: string }) {
  const client = useQueryClient();
  const { kept, progress } = useWorkingSetCopy(userId);
  const { offline } = useConnectivity();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => {
    setBusy(true);
    setProblem(null);
    keepWorkingSet(client, userId)
      .catch((error: unknown) =>
        setProblem(
          `The offline copy could not be updated: ${
            error instanceof ApiError && isUnreached(error)
              ? 'the server did not answer. Try again when online.'
              : error instanceof Error
                ? error.message
                : String(error)
          }`,
        ),
      )
      .finally(() => setBusy(false));
  };
  if (!keepsOffline())
    return (
      <Paper withBorder p="sm" my="sm" data-testid="offline-copy">
        <Text size="sm">{noStorageMessage}</Text>
      </Paper>
    );
  return (
    <Paper withBorder p="sm" my="sm" data-testid="offline-copy">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{copyStatus(kept, progress, offline)}</Text>
        <Button variant="light" onClick={refresh} loading={busy || (progress.state === 'making' && !offline)}>
          Update offline copy
        </Button>
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Paper>
  );
}

/** /outbox, the outbox (decision 0182): what this device wrote and whether the server has it (issue 15, docs/decisions/0056, 0072). */
export default function OutboxPage() {
  const { me } = useSession();
  return (
    <>
      <PageHeader title="Outbox" subtitle="Notes, orders, comments and task changes written on this device" />
      <OutboxPanel />
      {me?.abilities['offline.keepCopy'] && <OfflineCopy userId={me.user.id} />}
      <OutboxList />
    </>
  );
}
