import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import { browserZone } from '../../../../domain/dates/ranges';
import { dueOf, groupByDue, type DueBucket } from '../../../../domain/tasks/due';
import { useNow } from '../../../lib/use-now';
import { failureWithReason, useAnnounce } from '../../../ui/Announcer';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { Task } from '../api/tasks';
import { useMyTasks, useResolveTask } from '../hooks/useTasks';

const bucketColors: Record<DueBucket, string> = {
  Overdue: 'red',
  Today: 'orange',
  'This week': 'blue',
  Later: 'gray',
  'No date': 'gray',
};

function dueLabel(task: Task): string | null {
  const due = dueOf(task);
  if (!due) return null;
  return format(due.at, due.allDay ? 'EEE, MMM d' : 'EEE, MMM d, h:mm a');
}

function TaskRow({ task, assignedByMe }: { task: Task; assignedByMe: boolean }) {
  const resolve = useResolveTask();
  const announce = useAnnounce();
  const due = dueLabel(task);
  const about = task.taskDescription ?? task.subject;
  return (
    <Paper withBorder p="sm" data-testid="my-task">
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/noteview/${task.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {about}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {task.customerName ?? 'Personal Note'} · {task.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {due ? `Due ${due}` : 'No due date'}
            {assignedByMe && task.taskAssignee ? ` · for ${task.taskAssignee.displayName}` : ''}
            {!assignedByMe && task.taskAssignedBy ? ` · from ${task.taskAssignedBy.displayName}` : ''}
          </Text>
        </Stack>
        <Button
          color="green"
          variant="light"
          miw={88}
          mih={44}
          loading={resolve.isPending}
          aria-label={`Done: ${about}`}
          onClick={() =>
            resolve.mutate(task.id, {
              onSuccess: () => announce(`Task marked as done: ${about}`),
              onError: (error) => announce.error(failureWithReason('Task not changed', error)),
            })
          }
        >
          Done
        </Button>
      </Group>
    </Paper>
  );
}

/** My Tasks: open tasks by when they are due (in this browser's zone), each done in one tap. */
export function MyTasksList() {
  const [view, setView] = useState<'mine' | 'byMe'>('mine');
  const assignedByMe = view === 'byMe';
  const tasks = useMyTasks(assignedByMe);
  const now = useNow();
  return (
    <Stack>
      <SegmentedControl
        aria-label="Which tasks"
        value={view}
        onChange={(value) => setView(value === 'byMe' ? 'byMe' : 'mine')}
        data={[
          { value: 'mine', label: 'Assigned to me' },
          { value: 'byMe', label: 'Assigned by me' },
        ]}
        fullWidth
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
      {tasks.isPending ? (
        <Loading />
      ) : readFailed(tasks) ? (
        <ErrorState error={tasks.error} />
      ) : tasks.data.tasks.length === 0 ? (
        <EmptyState>{assignedByMe ? 'No open tasks you gave to others' : 'No open tasks for you'}</EmptyState>
      ) : (
        groupByDue(tasks.data.tasks, dueOf, now, browserZone).map(({ bucket, items }) => (
          <Stack
            key={bucket}
            gap="xs"
            component="section"
            aria-label={bucket}
            data-testid={`bucket-${bucket}`}
          >
            <Group gap="xs">
              <Title order={2} size="h4">
                {bucket}
              </Title>
              <Badge color={bucketColors[bucket]} variant="light">
                {items.length}
              </Badge>
            </Group>
            {items.map((task) => (
              <TaskRow key={task.id} task={task} assignedByMe={assignedByMe} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
