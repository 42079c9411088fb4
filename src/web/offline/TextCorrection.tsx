import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A refused write that is one text (a comment, a task's description), corrected on /outbox: a
 * feature's correction editor (`OutboxWrite.Correction`) is this with its own label and fields.
 */
export function TextCorrection({
  label,
  initial,
  children,
  onSend,
  onCancel,
}: {
  label: string;
  initial: string;
  /** The feature's own inputs below the text. */
  children?: ReactNode;
  onSend(text: string): Promise<void>;
  onCancel(): void;
}) {
  const [text, setText] = useState(initial);
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        autosize
        minRows={2}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {children}
      <Group>
        <Button onClick={() => void onSend(text)}>Save and send</Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
