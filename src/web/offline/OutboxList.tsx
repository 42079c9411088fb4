import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OutboxEntry, OutboxRequest, TaskChange, TaskVersion } from './db';
import { useOutboxEntries } from './hooks';
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

/** The text fields a rep may correct before sending a refused write again. */
function editableOf(request: OutboxRequest): { title?: string; text: string } {
  switch (request.kind) {
    case 'note':
      return { title: request.body.subject, text: request.body.text };
    case 'order':
      return { text: request.body.instructions ?? '' };
    case 'comment':
      return { text: request.body.text };
    case 'task':
      return { text: request.change.kind === 'set' ? request.change.description : '' };
  }
}

function edited(request: OutboxRequest, fields: { title?: string; text: string }): OutboxRequest {
  switch (request.kind) {
    case 'note':
      return { ...request, body: { ...request.body, subject: fields.title ?? '', text: fields.text } };
    case 'order':
      return { ...request, body: { ...request.body, instructions: fields.text } };
    case 'comment':
      return { ...request, body: { ...request.body, text: fields.text } };
    case 'task':
      return request.change.kind === 'set'
        ? { ...request, change: { ...request.change, description: fields.text }, base: null }
        : request;
  }
}

const fieldLabels: Record<OutboxRequest['kind'], string> = {
  note: 'Note Text',
  order: 'Instructions',
  comment: 'Comment',
  task: 'Task description',
};

function Editor({ entry, onDone }: { entry: OutboxEntry; onDone(): void }) {
  const [fields, setFields] = useState(() => editableOf(entry.request));
  const save = async () => {
    const active = activeOffline();
    if (!active || entry.seq === undefined) return;
    const request = edited(entry.request, fields);
    const label = request.kind === 'note' ? `Note: ${request.body.subject}` : entry.label;
    await active.outbox.retry(entry.seq, request, label);
    onDone();
    void active.replayer.run({ force: true });
  };
  return (
    <Stack gap="xs">
      {fields.title !== undefined && (
        <TextInput
          label="Subject"
          value={fields.title}
          onChange={(e) => setFields({ ...fields, title: e.currentTarget.value })}
        />
      )}
      <Textarea
        label={fieldLabels[entry.request.kind]}
        autosize
        minRows={2}
        value={fields.text}
        onChange={(e) => setFields({ ...fields, text: e.currentTarget.value })}
      />
      <Group>
        <Button onClick={() => void save()}>Save and send</Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
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
  const discard = () =>
    modals.openConfirmModal({
      title: 'Discard this write?',
      children: `"${entry.label}" will never reach the server. This cannot be undone.`,
      labels: { confirm: 'Discard', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => void activeOffline()?.outbox.discard(seq),
    });
  const unsettled = entry.status === 'failed' || entry.status === 'conflict';
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
          <Stack gap={2} data-testid="outbox-versions">
            <Text size="sm">
              <b>On the server:</b> {versionText(entry.serverVersion)}
            </Text>
            <Text size="sm">
              <b>Yours:</b> {taskChangeText(entry.request.change)}
            </Text>
          </Stack>
        )}
        {editing ? (
          <Editor entry={entry} onDone={() => setEditing(false)} />
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
              <Button
                size="sm"
                variant="light"
                onClick={() => retry({ ...entry.request, base: null } as OutboxRequest)}
              >
                Send mine anyway
              </Button>
            )}
            {unsettled && !entry.saved && (
              <Button size="sm" variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {(unsettled || entry.status === 'waiting') && (
              <Button size="sm" variant="subtle" color="red" onClick={discard}>
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
