import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link } from 'react-router';
import { writeFor } from './adapter';
import type { OutboxEntry, OutboxRequest } from './db';
import { useOutboxEntries } from './hooks';
import { isUnsettled } from './outbox';
import { activeOffline } from './runtime';

const statusLabels: Record<OutboxEntry['status'], { label: string; color: string }> = {
  waiting: { label: 'Waiting to send', color: 'orange' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Refused', color: 'red' },
  conflict: { label: 'Conflict', color: 'grape' },
};

/** The write of the entry's kind, from the adapter that owns it. */
const writeOfEntry = (entry: OutboxEntry) => writeFor(activeOffline()?.adapters ?? [], entry.request);

/** Notes and orders are corrected in their own forms (every field, the same rules): 0072. */
const formOf = (entry: OutboxEntry) =>
  entry.seq === undefined ? null : (writeOfEntry(entry)?.correctIn?.(entry.seq) ?? null);

/** Puts the corrected request in the refused entry's place and sends it. */
async function sendCorrected(entry: OutboxEntry, corrected: OutboxRequest) {
  const active = activeOffline();
  if (!active || entry.seq === undefined) return;
  await active.outbox.retry(entry.seq, corrected);
  void active.replayer.run({ force: true });
}

/**
 * A refused write without a form of its own is corrected here, in the editor its adapter gives
 * (a comment's text, a task's description and due date): offline/ names no feature (decision 0220).
 */
function Correction({ entry, onDone }: { entry: OutboxEntry; onDone(): void }) {
  const Editor = writeOfEntry(entry)?.Correction;
  if (!Editor) return null;
  return (
    <Editor
      request={entry.request}
      send={(corrected) => sendCorrected(entry, corrected).then(onDone)}
      onCancel={onDone}
    />
  );
}

function EntryCard({ entry }: { entry: OutboxEntry }) {
  const [editing, setEditing] = useState(false);
  const status = statusLabels[entry.status];
  const seq = entry.seq as number;
  const retry = (request?: OutboxRequest) => {
    const active = activeOffline();
    if (!active) return;
    void active.outbox.retry(seq, request).then(() => active.replayer.run({ force: true }));
  };
  const discard = (confirm = 'Discard') =>
    modals.openConfirmModal({
      title: 'Discard this write?',
      children: `"${entry.label}" will never reach the server. This cannot be undone.`,
      labels: { confirm, cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => void activeOffline()?.outbox.discard(seq),
    });
  const unsettled = isUnsettled(entry);
  const form = formOf(entry);
  const write = writeOfEntry(entry);
  const conflictShown = entry.status === 'conflict' ? write?.conflictShown : undefined;
  return (
    <Card withBorder padding="sm" data-testid="outbox-entry" data-status={entry.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.label}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Written {new Date(entry.createdAt).toLocaleString()}
          {entry.files.length > entry.filesUploaded &&
            ` · ${entry.files.length - entry.filesUploaded} file(s) to upload`}
          {entry.saved && entry.status !== 'sent' && ' · saved on the server, files still to upload'}
          {entry.attempts > 0 && entry.status === 'waiting' && ` · ${entry.attempts} attempt(s)`}
        </Text>
        {entry.reason && (
          <Alert color={entry.status === 'conflict' ? 'grape' : 'red'} p="xs" data-testid="outbox-reason">
            {entry.reason}
          </Alert>
        )}
        {conflictShown && entry.serverVersion != null && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="outbox-versions">
            <Paper withBorder p="xs" data-testid="version-theirs">
              <Text size="xs" c="dimmed">
                On the server now
              </Text>
              <Text size="sm">{conflictShown.theirs(entry.serverVersion)}</Text>
            </Paper>
            <Paper withBorder p="xs" data-testid="version-mine">
              <Text size="xs" c="dimmed">
                Yours, written on this device
              </Text>
              <Text size="sm">{conflictShown.mine(entry.request)}</Text>
            </Paper>
          </SimpleGrid>
        )}
        {editing && write?.Correction ? (
          <Correction entry={entry} onDone={() => setEditing(false)} />
        ) : (
          <Group gap="xs">
            {entry.status === 'sent' && entry.saved && (
              <Button component={Link} to={entry.saved.href} variant="light" size="sm">
                Open
              </Button>
            )}
            {entry.status === 'failed' && (
              <Button size="sm" variant="light" onClick={() => retry()}>
                Retry
              </Button>
            )}
            {conflictShown && (
              <>
                <Button
                  size="sm"
                  variant="light"
                  onClick={() => retry(conflictShown.overruling(entry.request))}
                >
                  Keep mine
                </Button>
                <Button size="sm" variant="default" onClick={() => discard('Keep theirs')}>
                  Keep theirs
                </Button>
              </>
            )}
            {unsettled && !entry.saved && form && (
              <Button size="sm" variant="default" component={Link} to={form}>
                Edit
              </Button>
            )}
            {unsettled && !entry.saved && write?.Correction && (
              <Button size="sm" variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {(unsettled || entry.status === 'waiting') && (
              <Button size="sm" variant="subtle" color="red" onClick={() => discard()}>
                Discard
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Everything the outbox holds, oldest first: nothing leaves it unseen (docs/decisions/0056). */
export function OutboxList() {
  const entries = useOutboxEntries();
  if (entries === undefined) return <Text c="dimmed">Reading this device's outbox…</Text>;
  if (entries.length === 0) return <Text c="dimmed">Nothing written on this device is waiting.</Text>;
  return (
    <Stack gap="sm">
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
