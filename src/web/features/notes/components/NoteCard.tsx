import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessage, IconPaperclip } from '@tabler/icons-react';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { Note } from '../api/notes';
import { countOf } from '../../../../domain/text/plural';

/** White on these is above 4.5:1 (Mantine's orange and green filled shades are not). */
const taskColors = { pending: '#c2410c', done: '#237032' };

export function TaskBadge({ note }: { note: Pick<Note, 'isTask' | 'isResolved'> }) {
  if (!note.isTask) return null;
  return (
    <Badge
      color={note.isResolved ? taskColors.done : taskColors.pending}
      variant="filled"
      style={{ flexShrink: 0 }}
    >
      {note.isResolved ? 'Done' : 'Pending'}
    </Badge>
  );
}

/** A note in the feed: customer or 'Personal Note', counts, subject, text, tags, date, type, author. */
export function NoteCard({ note }: { note: Note }) {
  const pending = note.isTask && !note.isResolved;
  return (
    <Card
      withBorder
      component={Link}
      to={`/noteview/${note.id}`}
      data-testid="note-card"
      style={{
        borderLeft: note.isTask
          ? `4px solid var(--mantine-color-${pending ? 'orange' : 'green'}-6)`
          : undefined,
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
            {note.customerName ?? 'Personal Note'}
          </Text>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <TaskBadge note={note} />
            <Group gap={2} wrap="nowrap" aria-label={countOf(note.commentCount, 'comment')}>
              <IconMessage size={16} />
              <Text size="sm">{note.commentCount}</Text>
            </Group>
            <Group gap={2} wrap="nowrap" aria-label={countOf(note.attachmentCount, 'attachment')}>
              <IconPaperclip size={16} />
              <Text size="sm">{note.attachmentCount}</Text>
            </Group>
          </Group>
        </Group>
        <Text fw={600}>{note.subject}</Text>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
          {note.text}
        </Text>
        {note.isTask && note.taskDescription && (
          <Text size="sm" fw={500} c={pending ? taskColors.pending : taskColors.done}>
            Task: {note.taskDescription}
          </Text>
        )}
        <Group gap={4}>
          {note.tags.map((tag) => (
            <Badge key={tag} variant="light" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {format(new Date(note.createdAt), 'MMM d, yyyy h:mm a')} ·{' '}
            {note.noteClass === 'standard' ? 'Standard' : 'Personal'}
          </Text>
          <Text size="xs" c="dimmed">
            {note.authorName ?? 'Anonymous'}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
