import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { format } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { notAuthorMessage } from '../../../../domain/notes/schemas';
import type { Note, NotePage } from '../api/notes';
import { useDeleteNote } from '../hooks/useNotes';
import { DamagedItemsPanel } from './DamagedItemsPanel';
import { TaskControls } from './TaskControls';
import { Alert } from '@mantine/core';

/** The note page body. `extra` is where the page puts attachments and comments (issue 5). */
export function NoteDetails({
  page,
  onDeleted,
  extra,
}: {
  page: NotePage;
  onDeleted(note: Note): void;
  extra?: ReactNode;
}) {
  const { note, can } = page;
  const remove = useDeleteNote();
  const [deleteFailed, setDeleteFailed] = useState(false);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete note',
      children: 'Are you sure you want to DELETE this note?',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(note.id, { onSuccess: () => onDeleted(note), onError: () => setDeleteFailed(true) }),
    });

  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap="xs">
          {note.noteClass === 'standard' && note.customerListId ? (
            <Group gap="xs">
              <Anchor
                component={Link}
                to={`/customerpage/${note.customerListId}`}
                fw={700}
                size="lg"
                py={8}
                style={{ display: 'inline-block' }}
              >
                {note.customerName}
              </Anchor>
              {note.customerState && <Badge variant="outline">{note.customerState}</Badge>}
            </Group>
          ) : (
            <Text fw={700} size="lg">
              Personal Note
            </Text>
          )}
          <Title order={2} size="h3">
            {note.subject}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
          <Group gap={4}>
            {note.tags.map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {format(new Date(note.createdAt), 'EEEE, MMMM d, yyyy h:mm a')} · {note.authorName ?? 'Anonymous'}
          </Text>
        </Stack>
      </Paper>
      <TaskControls note={note} />
      <DamagedItemsPanel
        key={JSON.stringify(note.damagedItems)}
        noteId={note.id}
        items={note.damagedItems}
        canEdit={can.editDamagedItems}
      />
      {extra}
      {deleteFailed && (
        <Alert color="red" role="alert">
          {notAuthorMessage}
        </Alert>
      )}
      {can.delete && (
        <Group justify="flex-end">
          <Button color="red" variant="light" loading={remove.isPending} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      )}
    </Stack>
  );
}
