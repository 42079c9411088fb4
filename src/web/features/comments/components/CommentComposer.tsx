import { Button, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  isTaggable,
  mentionedUsers,
  mentionSuggestions,
  mentionQueryAt,
  mentionText,
  type MentionCandidate,
} from '../../../../domain/comments/mentions';
import { commentMaxLength } from '../../../../domain/comments/schemas';
import { useCommentDraft } from '../hooks/useComments';

const maxSuggestions = 6;

/**
 * Writes a comment: the draft is kept per note, '@' opens a list of users to mention, Ctrl/Cmd+Enter
 * submits, and only a non-empty trimmed text can be submitted. `extra` is where the page puts an
 * attachment picker; `onSubmit` resolves when the comment (and its files) are saved.
 */
export function CommentComposer({
  userId,
  noteId,
  users,
  busy,
  extra,
  onSubmit,
}: {
  /** The signed-in user, whose draft this is. */
  userId: string;
  noteId: string;
  users: MentionCandidate[];
  busy: boolean;
  extra?: ReactNode;
  onSubmit(comment: { text: string; taggedUsers: string[] }): Promise<void>;
}) {
  const draft = useCommentDraft(userId, noteId);
  const [caret, setCaret] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const taggable = users.filter(isTaggable);
  const mention = mentionQueryAt(draft.text, caret);
  const suggestions = mention ? mentionSuggestions(users, mention.query, maxSuggestions) : [];
  const trimmed = draft.text.trim();

  const submit = async () => {
    if (!trimmed || busy) return;
    const taggedUsers = mentionedUsers(
      trimmed,
      taggable.map((u) => u.id),
      taggable,
    ).map((u) => u.id);
    await onSubmit({ text: trimmed, taggedUsers })
      .then(() => draft.clear())
      .catch(() => undefined);
  };

  const pick = (user: MentionCandidate) => {
    if (!mention) return;
    const inserted = `${mentionText(user.displayName)} `;
    const next = draft.text.slice(0, mention.start) + inserted + draft.text.slice(caret);
    const at = mention.start + inserted.length;
    draft.setText(next);
    setCaret(at);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(at, at);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        ref={input}
        label="Add a comment"
        placeholder="Write a comment… type @ to mention someone"
        autosize
        minRows={2}
        maxRows={10}
        maxLength={commentMaxLength}
        value={draft.text}
        onChange={(event) => {
          draft.setText(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        description={draft.text.length > 1 ? `${draft.text.length}/${commentMaxLength}` : undefined}
      />
      {suggestions.length > 0 && (
        <Paper withBorder p={4} role="listbox" aria-label="Mention a user">
          {suggestions.map((user) => (
            <UnstyledButton
              key={user.id}
              role="option"
              aria-selected={false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(user)}
              display="block"
              w="100%"
              px="xs"
              py={4}
            >
              <Text size="sm">{user.displayName}</Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
      {extra}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Ctrl/Cmd+Enter to submit
        </Text>
        <Button onClick={() => void submit()} disabled={!trimmed} loading={busy}>
          Comment
        </Button>
      </Group>
    </Stack>
  );
}
