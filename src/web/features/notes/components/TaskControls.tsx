import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { format } from 'date-fns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { taskDescriptionMin, textMax } from '../../../../domain/notes/schemas';
import { textLength } from '../../../../domain/text/length';
import { useTextLimit } from '../../../lib/text-limit';
import { failureWithReason, useAnnounce } from '../../../ui/Announcer';
import type { Note } from '../api/notes';
import { newClientId } from '../../../../domain/idempotency/client-id';
import type { RequestOf } from '../../../offline/adapter';
import type { TaskChange } from '../lib/task-change';
import { submitThroughOutbox } from '../../../offline/runtime';
import { saveTaskChange } from '../offline';
import { notesKey } from '../api/notes';
import { TaskBadge } from './NoteCard';
import { dueFieldsOf, TaskFields, taskFieldsOf, type TaskFieldValues } from './TaskFields';

/** Set as a Task (description of 4+ characters), Mark as Done, Set as unresolved, remove task. */
export function TaskControls({ note }: { note: Note }) {
  const [description, setDescription] = useState('');
  const [fields, setFields] = useState<TaskFieldValues>(() => taskFieldsOf(note));
  const [editing, setEditing] = useState(false);
  const descriptionLimit = useTextLimit(textMax);
  const client = useQueryClient();
  // Saved on this device first (the outbox) with the task as it was seen, sent at once when the
  // network allows; a change over someone else's meanwhile is shown on /outbox (decision 0056).
  const action = useMutation({
    // Offline the change goes to the outbox: nothing to wait for.
    networkMode: 'always',
    mutationFn: (what: TaskChange) => {
      const request: RequestOf<'task'> = {
        kind: 'task',
        noteId: note.id,
        change: what,
        clientId: newClientId(),
        base: { isTask: note.isTask, isResolved: note.isResolved, taskDescription: note.taskDescription },
      };
      const saved = { href: `/noteview/${note.id}`, ids: [note.id] };
      return submitThroughOutbox(
        request,
        `${done[what.kind]}: ${note.subject}`,
        () => saveTaskChange(request),
        {
          savedOf: () => saved,
        },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: notesKey }),
  });
  const announce = useAnnounce();
  type Action = TaskChange;
  const done: Record<Action['kind'], string> = {
    set: note.isTask ? 'Task changed' : 'Task set',
    resolve: 'Task marked as done',
    unresolve: 'Task set as unresolved',
    remove: 'Task removed',
  };
  const run = (what: Action, then?: () => void) =>
    action.mutate(what, {
      onSuccess: (outcome) => {
        announce(
          outcome.state === 'queued' ? `${done[what.kind]} on this device, waiting to send` : done[what.kind],
        );
        then?.();
      },
      onError: (error) => announce.error(failureWithReason('Task not changed', error)),
    });
  const by = (ref: Note['isResolvedBy']) => (ref ? ` by ${ref.displayName}` : '');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Task
          </Title>
          <TaskBadge note={note} />
        </Group>
        {action.error && (
          <Alert color="red" role="alert">
            {action.error.message}
          </Alert>
        )}
        {note.isTask ? (
          <>
            <Text data-testid="task-description">{note.taskDescription}</Text>
            <Text size="sm" data-testid="task-due">
              {note.taskDueAt
                ? `Due ${format(new Date(note.taskDueAt), note.taskDueAllDay ? 'EEE, MMM d, yyyy' : 'EEE, MMM d, yyyy h:mm a')}`
                : 'No due date'}
              {note.taskAssignee ? ` · Assigned to ${note.taskAssignee.displayName}` : ''}
            </Text>
            {editing && (
              <Group align="flex-end">
                <TaskFields values={fields} onChange={setFields} />
                <Button
                  mih={44}
                  loading={action.isPending}
                  onClick={() =>
                    run(
                      { kind: 'set', description: note.taskDescription ?? '', ...dueFieldsOf(fields) },
                      () => setEditing(false),
                    )
                  }
                >
                  Save task
                </Button>
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {note.isResolved && note.isResolvedAt
                ? `Done ${format(new Date(note.isResolvedAt), 'MMM d, yyyy h:mm a')}${by(note.isResolvedBy)}`
                : `Open${by(note.changedTaskStatusBy)}`}
            </Text>
            <Group>
              {note.isResolved ? (
                <Button
                  variant="default"
                  loading={action.isPending}
                  onClick={() => run({ kind: 'unresolve' })}
                >
                  Set as unresolved
                </Button>
              ) : (
                <Button color="green" loading={action.isPending} onClick={() => run({ kind: 'resolve' })}>
                  Mark as Done
                </Button>
              )}
              {!note.isResolved && !editing && (
                <Button
                  variant="default"
                  onClick={() => {
                    setFields(taskFieldsOf(note));
                    setEditing(true);
                  }}
                >
                  Change due date or assignee
                </Button>
              )}
              <Button
                variant="subtle"
                color="red"
                loading={action.isPending}
                onClick={() => run({ kind: 'remove' })}
              >
                Remove task
              </Button>
            </Group>
          </>
        ) : (
          <Stack gap="sm">
            <TextInput
              label="Task description"
              style={{ flex: 1, minWidth: 200 }}
              value={description}
              onChange={(e) => setDescription(descriptionLimit.limit(e.currentTarget.value))}
              description={descriptionLimit.describe(description)}
            />
            <TaskFields values={fields} onChange={setFields} />
            <Group>
              <Button
                disabled={textLength(description.trim()) < taskDescriptionMin}
                loading={action.isPending}
                onClick={() =>
                  run({ kind: 'set', description, ...dueFieldsOf(fields) }, () => setDescription(''))
                }
              >
                Set as a Task
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
