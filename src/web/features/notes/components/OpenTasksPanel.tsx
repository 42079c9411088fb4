import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { browserZone, groupTasks } from '../../../../domain/dates/ranges';
import { dueBucketOf, dueOf } from '../../../../domain/tasks/due';
import type { Note } from '../api/notes';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useOpenTasks } from '../hooks/useNotes';

/** Overdue tasks first (soonest due first), then the rest grouped by age (spec §9). */
function tasksInOrder(notes: Note[], now: Date) {
  const overdue = notes
    .filter((n) => dueBucketOf(dueOf(n), now, browserZone) === 'Overdue')
    .sort((a, b) => Date.parse(a.taskDueAt ?? '') - Date.parse(b.taskDueAt ?? ''));
  const rest = notes.filter((n) => !overdue.includes(n));
  return [
    ...(overdue.length ? [{ group: 'Overdue', items: overdue }] : []),
    ...groupTasks(rest, (n) => new Date(n.createdAt), now, browserZone),
  ];
}

/** Home: unresolved tasks the user is involved in, overdue first; live through 'note.changed'. */
export function OpenTasksPanel() {
  const tasks = useOpenTasks();
  const now = new Date();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="open-tasks-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="open-tasks-title">
          Open Tasks
        </Title>
        <Anchor component={Link} to="/mytasks" size="sm" py={12}>
          My Tasks
        </Anchor>
      </Group>
      {tasks.isPending ? (
        <Loading />
      ) : readFailed(tasks) ? (
        <ErrorState error={tasks.error} />
      ) : tasks.data.notes.length === 0 ? (
        <EmptyState>No open tasks</EmptyState>
      ) : (
        <Stack gap="md">
          {tasksInOrder(tasks.data.notes, now).map(({ group, items }) => (
            <Stack key={group} gap={6} data-testid={`open-tasks-${group}`}>
              <Text fw={600} size="sm" c={group === 'Overdue' ? 'red' : 'dimmed'}>
                {group}
              </Text>
              {items.map((note) => (
                <Anchor
                  key={note.id}
                  component={Link}
                  to={`/noteview/${note.id}`}
                  underline="never"
                  data-testid="open-task"
                >
                  <Paper
                    withBorder
                    p="xs"
                    style={{
                      borderLeft: `4px solid var(--mantine-color-${group === 'Overdue' ? 'red' : 'orange'}-6)`,
                    }}
                  >
                    <Text fw={600} size="sm">
                      {note.taskDescription}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {note.customerName ?? 'Personal Note'} · {note.subject} ·{' '}
                      {note.taskDueAt
                        ? `due ${format(new Date(note.taskDueAt), note.taskDueAllDay ? 'MMM d' : 'MMM d, h:mm a')}`
                        : format(new Date(note.createdAt), 'MMM d')}
                    </Text>
                  </Paper>
                </Anchor>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
