import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { browserZone, groupTasks } from '../../../../domain/dates/ranges';
import { EmptyState, ErrorState, Loading } from '../../../ui/PageState';
import { useOpenTasks } from '../hooks/useNotes';

/** Home: unresolved tasks the user is involved in, grouped by age; live through 'note.changed'. */
export function OpenTasksPanel() {
  const tasks = useOpenTasks();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="open-tasks-title">
      <Title order={2} size="h4" id="open-tasks-title" mb="sm">
        Open Tasks
      </Title>
      {tasks.isPending ? (
        <Loading />
      ) : tasks.error ? (
        <ErrorState error={tasks.error} />
      ) : tasks.data.notes.length === 0 ? (
        <EmptyState>No open tasks</EmptyState>
      ) : (
        <Stack gap="md">
          {groupTasks(tasks.data.notes, (n) => new Date(n.createdAt), new Date(), browserZone).map(
            ({ group, items }) => (
              <Stack key={group} gap={6}>
                <Text fw={600} size="sm" c="dimmed">
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
                      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)' }}
                    >
                      <Text fw={600} size="sm">
                        {note.taskDescription}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {note.customerName ?? 'Personal Note'} · {note.subject} ·{' '}
                        {format(new Date(note.createdAt), 'MMM d')}
                      </Text>
                    </Paper>
                  </Anchor>
                ))}
              </Stack>
            ),
          )}
        </Stack>
      )}
    </Paper>
  );
}
