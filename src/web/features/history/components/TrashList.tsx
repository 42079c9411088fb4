import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useAnnounce } from '../../../ui/Announcer';
import { historyEntityLabels } from '../../../../domain/history/schemas';
import type { TrashItem } from '../api/history';
import { useRestore, useTrash } from '../hooks/useHistory';

/** What the user deleted in the last 30 days, each with Restore (after a confirmation). */
export function TrashList() {
  const trash = useTrash();
  const restore = useRestore();
  const announce = useAnnounce();
  const [problem, setProblem] = useState<string | null>(null);
  if (trash.isPending) return <Loading />;
  if (readFailed(trash)) return <ErrorState error={trash.error} />;
  if (!trash.data.items.length) return <EmptyState>The Trash is empty.</EmptyState>;

  const confirmRestore = (item: TrashItem) =>
    modals.openConfirmModal({
      title: `Restore ${historyEntityLabels[item.entityType].toLowerCase()}`,
      children: `Put “${item.label}” back where it was?`,
      labels: { confirm: 'Restore', cancel: 'Cancel' },
      onConfirm: () => {
        setProblem(null);
        restore.mutate(item.id, {
          onSuccess: () => announce(`${historyEntityLabels[item.entityType]} restored`),
          onError: (error) => setProblem(error instanceof ApiError ? error.message : 'The restore failed.'),
        });
      },
    });

  return (
    <Stack gap="sm">
      {problem && (
        <Alert color="red" title="Not restored">
          {problem}
        </Alert>
      )}
      {trash.data.items.map((item) => (
        <Card key={item.id} withBorder padding="sm" data-testid="trash-item">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {historyEntityLabels[item.entityType]}: {item.label}
              </Text>
              <Text size="xs" c="dimmed">
                Deleted by {item.deletedByName} on {new Date(item.deletedAt).toLocaleString()} · purged after{' '}
                {new Date(item.purgeAt).toLocaleDateString()}
              </Text>
            </Stack>
            <Button mih={44} variant="light" onClick={() => confirmRestore(item)} loading={restore.isPending}>
              Restore
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
