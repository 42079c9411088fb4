import { Button, Group, Modal, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { MentionCandidate } from '../../../../domain/comments/mentions';
import { commentErrorTitle, submitCommentFailedMessage } from '../../../../domain/comments/schemas';
import { groupByDay } from '../../../../domain/comments/time';
import { browserZone } from '../../../../domain/dates/ranges';
import { useNow } from '../../../lib/use-now';
import { failureWithReason, useAnnounce } from '../../../ui/Announcer';
import { EmptyState, Loading, readFailed } from '../../../ui/PageState';
import { commentsKey, type Comment } from '../api/comments';
import { newClientId } from '../../../../domain/idempotency/client-id';
import { submitThroughOutbox } from '../../../offline/runtime';
import { useWaitingWrites } from '../../../offline/waiting';
import { WaitingRow } from '../../../ui/WaitingRow';
import { useAddComment, useComments, useDeleteComment } from '../hooks/useComments';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

/** Files on comments, supplied by the page (features do not import each other). */
interface CommentAttachments {
  /** The picker shown under the comment box. */
  picker(files: File[], onChange: (files: File[]) => void, disabled: boolean): ReactNode;
  /** Uploads the chosen files once the comment is saved. */
  upload(commentId: string, files: File[]): Promise<void>;
  /** A saved comment's files. */
  list(comment: Comment): ReactNode;
}

/** The comments of a note (spec §2 Comments panel): live list, search, sort, paging and the composer. */
export function CommentsPanel({
  userId,
  noteId,
  users,
  attachments,
}: {
  /** The signed-in user: the draft is theirs alone. */
  userId: string;
  noteId: string;
  users: MentionCandidate[];
  attachments?: CommentAttachments;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [order, setOrder] = useState<'newest' | 'oldest'>('oldest');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const list = useComments(noteId, q);
  const add = useAddComment(noteId);
  const remove = useDeleteComment(noteId);
  const now = useNow();
  const announce = useAnnounce();

  const oldestFirst = [...(list.data?.pages ?? [])].reverse().flatMap((page) => page.comments);
  const comments = order === 'oldest' ? oldestFirst : [...oldestFirst].reverse();
  // This device's comments the server does not have yet, where they will be (decision 0103).
  const waiting = useWaitingWrites(
    'comment',
    (request) => request.noteId === noteId && request.body.text.toLowerCase().includes(q.toLowerCase()),
    {
      ids: oldestFirst.map((comment) => comment.id),
      updatedAt: list.dataUpdatedAt,
      queryKey: commentsKey(noteId),
    },
  );
  const waitingRows = waiting.length > 0 && (
    <Stack gap={6}>
      {(order === 'oldest' ? [...waiting].reverse() : waiting).map((write) => (
        <WaitingRow key={write.id} write={write}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {write.request.body.text}
          </Text>
        </WaitingRow>
      ))}
    </Stack>
  );

  const submit = async (body: { text: string; taggedUsers: string[] }) => {
    // The draft is cleared once the comment is saved; a failed upload is reported, not resubmitted.
    setSubmitting(true);
    try {
      // Saved on this device first (the outbox), sent at once when the network allows (decision 0056).
      const withId = { ...body, clientId: newClientId() };
      const outcome = await submitThroughOutbox(
        { kind: 'comment', noteId, body: withId },
        `Comment: ${body.text.slice(0, 60)}`,
        () => add.mutateAsync(withId),
        {
          files: attachments ? files : [],
          savedOf: ({ comment }) => ({ href: `/noteview/${noteId}`, ids: [comment.id] }),
        },
      ).catch((failure: unknown) => {
        setError(submitCommentFailedMessage);
        announce.error(failureWithReason('Comment not saved', failure));
        throw failure;
      });
      if (outcome.state === 'queued') {
        announce('Comment saved on this device, waiting to send');
        setFiles([]);
        return;
      }
      const { comment } = outcome.result;
      announce('Comment saved');
      if (attachments && files.length)
        await attachments.upload(comment.id, files).catch((failure: unknown) => {
          setError(submitCommentFailedMessage);
          announce.error(failureWithReason('Attachments not uploaded', failure));
        });
      setFiles([]);
    } finally {
      setSubmitting(false);
    }
  };

  const loadOlder = list.hasNextPage && (
    <Group justify="center">
      <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        Load older
      </Button>
    </Group>
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="comments-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="comments-title">
            Comments
          </Title>
          <SegmentedControl
            size="xs"
            value={order}
            onChange={(value) => setOrder(value as 'newest' | 'oldest')}
            data={[
              { label: 'Oldest first', value: 'oldest' },
              { label: 'Newest first', value: 'newest' },
            ]}
            aria-label="Sort comments"
          />
        </Group>
        <TextInput
          aria-label="Search comments"
          placeholder="Search comments or authors"
          leftSection={<IconSearch size={16} />}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {order === 'newest' && waitingRows}
        {list.isPending ? (
          <Loading />
        ) : readFailed(list) ? (
          <Text c="red" role="alert">
            {list.error.message}
          </Text>
        ) : comments.length === 0 ? (
          !waitingRows && <EmptyState>No comments</EmptyState>
        ) : (
          <Stack gap="sm">
            {order === 'oldest' && loadOlder}
            {groupByDay(comments, (c) => new Date(c.createdAt), now, browserZone).map(({ day, items }) => (
              <Stack key={`${day}-${items[0]?.id}`} gap={6}>
                <Text fw={600} size="sm" c="dimmed">
                  {day}
                </Text>
                {items.map((comment) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    now={now}
                    deleting={remove.isPending && remove.variables === comment.id}
                    onDelete={(c) =>
                      remove.mutate(c.id, {
                        onSuccess: () => announce('Comment deleted'),
                        onError: (e) => {
                          setError(e.message);
                          announce.error(failureWithReason('Comment not deleted', e));
                        },
                      })
                    }
                    attachments={comment.attachmentCount > 0 ? attachments?.list(comment) : undefined}
                  />
                ))}
              </Stack>
            ))}
            {order === 'newest' && loadOlder}
          </Stack>
        )}
        {order === 'oldest' && waitingRows}
        <CommentComposer
          key={`${userId}-${noteId}`}
          userId={userId}
          noteId={noteId}
          users={users}
          busy={submitting}
          onSubmit={submit}
          extra={attachments?.picker(files, setFiles, submitting)}
        />
      </Stack>
      <Modal opened={error !== null} onClose={() => setError(null)} title={commentErrorTitle} centered>
        <Stack>
          <Text>{error}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setError(null)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
