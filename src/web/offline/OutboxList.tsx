import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OutboxEntry, OutboxRequest, TaskChange, TaskVersion } from './db';
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

const taskChangeText = (change: TaskChange) =>
  change.kind === 'set'
    ? `Task: ${change.description}`
    : change.kind === 'resolve'
      ? 'Task resolved'
      : change.kind === 'unresolve'
        ? 'Task set as unresolved'
        : 'Task removed';

const versionText = (version: TaskVersion) =>
  !version.isTask
    ? 'Not a task'
    : `Task${version.isResolved ? ' (resolved)' : ''}: ${version.taskDescription ?? ''}`;

/** Notes and orders are corrected in their own forms (every field, the same rules): 0072. */
const formOf = (entry: OutboxEntry) => {
  const adapters = activeOffline()?.adapters ?? [];
  const write = adapters.map((adapter) => adapter.writes?.[entry.request.kind]).find(Boolean);
  return entry.seq === undefined ? null : (write?.correctIn?.(entry.seq) ?? null);
};

type TextWrite = Extract<OutboxRequest, { kind: 'comment' | 'task' }>;

/** A comment or a task change is one text: it is corrected here. */
const textOf = (request: TextWrite) =>
  request.kind === 'comment'
    ? request.body.text
    : request.change.kind === 'set'
      ? request.change.description
      : '';

type SetTask = Extract<TaskChange, { kind: 'set' }>;
/** A task's due date and assignee as a task change carries them. */
export type TaskDue = Pick<SetTask, 'dueAt' | 'dueAllDay' | 'assigneeId'>;
/** The page's inputs for a refused task change's due date and assignee (offline/ knows no features). */
export type TaskDueFields = (change: SetTask, onChange: (due: TaskDue) => void) => ReactNode;

function edited(request: TextWrite, text: string, due: TaskDue | null): OutboxRequest {
  if (request.kind === 'comment') return { ...request, body: { ...request.body, text } };
  return request.change.kind === 'set'
    ? { ...request, change: { ...request.change, description: text, ...due }, base: null }
    : request;
}

function Editor({
  entry,
  request,
  taskDueFields,
  onDone,
}: {
  entry: OutboxEntry;
  request: TextWrite;
  taskDueFields?: TaskDueFields;
  onDone(): void;
}) {
  const [text, setText] = useState(() => textOf(request));
  const [due, setDue] = useState<TaskDue | null>(null);
  const save = async () => {
    const active = activeOffline();
    if (!active || entry.seq === undefined) return;
    await active.outbox.retry(entry.seq, edited(request, text, due));
    onDone();
    void active.replayer.run({ force: true });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={request.kind === 'comment' ? 'Comment' : 'Task description'}
        autosize
        minRows={2}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {request.kind === 'task' && request.change.kind === 'set' && taskDueFields?.(request.change, setDue)}
      <Group>
        <Button onClick={() => void save()}>Save and send</Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function EntryCard({ entry, taskDueFields }: { entry: OutboxEntry; taskDueFields?: TaskDueFields }) {
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
  const textWrite = entry.request.kind === 'comment' || entry.request.kind === 'task' ? entry.request : null;
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
        {entry.status === 'conflict' && entry.request.kind === 'task' && entry.serverVersion && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="outbox-versions">
            <Paper withBorder p="xs" data-testid="version-theirs">
              <Text size="xs" c="dimmed">
                On the server now
              </Text>
              <Text size="sm">{versionText(entry.serverVersion)}</Text>
            </Paper>
            <Paper withBorder p="xs" data-testid="version-mine">
              <Text size="xs" c="dimmed">
                Yours, written on this device
              </Text>
              <Text size="sm">{taskChangeText(entry.request.change)}</Text>
            </Paper>
          </SimpleGrid>
        )}
        {editing && textWrite ? (
          <Editor
            entry={entry}
            request={textWrite}
            taskDueFields={taskDueFields}
            onDone={() => setEditing(false)}
          />
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
            {entry.status === 'conflict' && entry.request.kind === 'task' && (
              <>
                <Button
                  size="sm"
                  variant="light"
                  onClick={() => retry({ ...entry.request, base: null } as OutboxRequest)}
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
            {unsettled && !entry.saved && textWrite && (
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
export function OutboxList({ taskDueFields }: { taskDueFields?: TaskDueFields }) {
  const entries = useOutboxEntries();
  if (entries === undefined) return <Text c="dimmed">Reading this device's outbox…</Text>;
  if (entries.length === 0) return <Text c="dimmed">Nothing written on this device is waiting.</Text>;
  return (
    <Stack gap="sm">
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} taskDueFields={taskDueFields} />
      ))}
    </Stack>
  );
}
