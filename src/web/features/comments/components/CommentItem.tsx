import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { dateTime } from '../../../lib/when';
import { useState, type ReactNode } from 'react';
import { deleteCommentConfirm, truncateAt } from '../../../../domain/comments/schemas';
import { relativeTime, truncated } from '../../../../domain/comments/time';
import { browserZone } from '../../../../domain/dates/ranges';
import type { Comment } from '../api/comments';

/** One comment: author, relative time, text (long ones folded), its files and, for its author, delete. */
export function CommentItem({
  comment,
  now,
  deleting,
  onDelete,
  attachments,
}: {
  comment: Comment;
  now: Date;
  deleting: boolean;
  onDelete(comment: Comment): void;
  attachments?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const { short, isTruncated } = truncated(comment.text, truncateAt);
  const createdAt = new Date(comment.createdAt);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete comment',
      children: deleteCommentConfirm,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(comment),
    });
  return (
    <Paper withBorder p="sm" data-testid="comment">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {comment.authorName}
          </Text>
          <Text size="xs" c="dimmed" title={dateTime(createdAt)}>
            {relativeTime(createdAt, now, browserZone)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {expanded ? comment.text : short}
        </Text>
        {isTruncated && (
          <Button
            variant="subtle"
            size="sm"
            px="xs"
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        )}
        {attachments}
        {comment.canDelete && (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="red" loading={deleting} onClick={confirmDelete}>
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
