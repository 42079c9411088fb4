import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  isTaggable,
  mentionedUsers,
  mentionSuggestions,
  mentionQueryAt,
  mentionText,
  type MentionCandidate,
} from '../../../../domain/comments/mentions';
import { commentMaxLength } from '../../../../domain/comments/schemas';
import { useTextLimit } from '../../../lib/text-limit';
import { useCommentDraft } from '../hooks/useComments';

const maxSuggestions = 6;

/**
 * Writes a comment: the draft is kept per note, '@' opens a list of users to mention (a combobox:
 * arrows move, Enter picks, Escape closes), Ctrl/Cmd+Enter submits, and only a non-empty trimmed
 * text can be submitted. `extra` is where the page puts an
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
  const limit = useTextLimit(commentMaxLength);
  const listId = useId();
  // The highlighted suggestion belongs to one typed query; a new query starts at the top.
  const [highlight, setHighlight] = useState({ query: '', index: 0 });
  // Escape closes the list for the mention being typed; a new '@' opens it again.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const suggestions =
    mention && closedAt !== mention.start ? mentionSuggestions(users, mention.query, maxSuggestions) : [];
  const active = highlight.query === mention?.query ? Math.min(highlight.index, suggestions.length - 1) : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
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

  const move = (step: number) =>
    setHighlight({
      query: mention?.query ?? '',
      index: (active + step + suggestions.length) % suggestions.length,
    });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
      return;
    }
    const chosen = suggestions[active];
    if (!mention || !chosen) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => pick(chosen),
      Escape: () => setClosedAt(mention.start),
    };
    const handle = keys[event.key];
    if (!handle || event.shiftKey) return;
    // The list has the keys while it is open: Enter picks rather than breaking the line, Escape
    // closes the list rather than a surrounding dialog.
    event.preventDefault();
    event.stopPropagation();
    handle();
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
        value={draft.text}
        onChange={(event) => {
          draft.setText(limit.limit(event.currentTarget.value));
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        description={limit.describe(draft.text)}
        // A text box that suggests (not role="combobox", which a textarea may not take): the list it
        // controls and its active option are said through aria-controls and aria-activedescendant.
        aria-autocomplete="list"
        aria-controls={suggestions.length > 0 ? listId : undefined}
        aria-activedescendant={suggestions.length > 0 ? optionId(active) : undefined}
      />
      {suggestions.length > 0 && (
        <Paper withBorder p={4} role="listbox" id={listId} aria-label="Mention a user">
          {suggestions.map((user, index) => (
            <Box
              key={user.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus (and the caret) in the comment box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(user)}
              px="xs"
              mih={44}
              display="flex"
              style={{
                alignItems: 'center',
                cursor: 'pointer',
                borderRadius: 4,
                background: index === active ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Text size="sm">{user.displayName}</Text>
            </Box>
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
