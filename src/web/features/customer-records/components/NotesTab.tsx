import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useWaitingWrites } from '../../../offline/waiting';
import { WaitingRow } from '../../../ui/WaitingRow';
import { recordKeys } from '../api/records';
import { useCustomerNotes } from '../hooks/useRecords';
import { touchLinkStyle } from '../../../ui/touch';

/** The customer's notes, newest first, with 'N Notes Found'; this device's unsent ones on top. */
export function NotesTab({ listId }: { listId: string }) {
  const notes = useCustomerNotes(listId, true);
  const list = notes.data?.pages.flatMap((page) => page.notes) ?? [];
  // Decision 0103: written here, not on the server yet.
  const waiting = useWaitingWrites('note', ({ body }) => body.customerListId === listId, {
    ids: list.map((note) => note.id),
    updatedAt: notes.dataUpdatedAt,
    queryKey: recordKeys.notes(listId),
  });
  const waitingRows = waiting.map((write) => (
    <WaitingRow key={write.id} write={write} title={write.request.body.subject}>
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
        {write.request.body.text}
      </Text>
    </WaitingRow>
  ));
  if (notes.isPending || readFailed(notes))
    return (
      <Stack gap="sm">
        {waitingRows}
        {notes.isPending ? <Loading /> : <ErrorState error={notes.error} />}
      </Stack>
    );
  // While more pages exist the count is a lower bound, shown with a '+' as the notes feed does.
  const more = notes.hasNextPage ? '+' : '';
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {list.length}
        {more} Notes Found
      </Text>
      {waitingRows}
      {list.map((note) => (
        <Card key={note.id} withBorder padding="sm">
          <Anchor
            component={Link}
            to={`/noteview/${encodeURIComponent(note.id)}`}
            fw={600}
            style={touchLinkStyle}
          >
            {note.subject}
          </Anchor>
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
            {note.text}
          </Text>
          <Text size="xs" c="gray.7">
            {note.authorName ?? 'Unknown'} · {formatDocumentDate(note.createdAt)}
            {note.tags.length ? ` · ${note.tags.join(', ')}` : ''}
          </Text>
        </Card>
      ))}
      {notes.hasNextPage && (
        <Button variant="light" onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
