import { Alert, Button, Group, JsonInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import type { SettingEntry } from '../api/admin';
import { useSaveSetting } from '../hooks/useAdmin';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * A careful editor for any setting: its JSON, checked against the key's schema before it is sent
 * (the server checks again); 'Reset to default' puts the default back in the editor to review and save.
 */
export function JsonSettingEditor({
  setting,
  label,
  schema,
}: {
  setting: SettingEntry;
  label: string;
  schema: z.ZodType | undefined;
}) {
  const [text, setText] = useState(() => pretty(setting.value));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSetting(setting.key);
  const changed = text.trim() !== pretty(setting.value);

  const submit = () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setProblem('This is not valid JSON; check the quotes, commas and brackets.');
      return;
    }
    const result = schema?.safeParse(value);
    if (result && !result.success) {
      const issue = result.error.issues[0];
      setProblem(
        `${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'Invalid value'}`,
      );
      return;
    }
    setProblem(null);
    save.mutate(value, { onError: (error) => setProblem(error.message) });
  };

  return (
    <Stack gap="xs">
      <JsonInput
        label={label}
        aria-label={label}
        value={text}
        onChange={setText}
        autosize
        minRows={4}
        maxRows={24}
        formatOnBlur
        styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
      />
      {problem && (
        <Alert color="red" role="alert" title="Not saved">
          {problem}
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {setting.updatedAt
            ? `Last saved ${new Date(setting.updatedAt).toLocaleString()}`
            : 'Using the default'}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" color="gray" onClick={() => setText(pretty(setting.defaultValue))}>
            Reset to default
          </Button>
          <Button variant="default" disabled={!changed} onClick={() => setText(pretty(setting.value))}>
            Undo changes
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
