import { Alert, Button, Group, JsonInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import type { SettingEntry } from '../api/admin';
import { useSaveSetting } from '../hooks/useAdmin';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * A careful editor for any setting: its JSON, checked against the key's schema before it is sent
 * (the server checks again); 'Reset to default' puts the default back in the editor to review and save.
 * Until the admin edits it, the editor shows the saved value as it changes; an edit is their draft
 * until saved or undone, which a refetch or another admin's save never replaces.
 */
export function JsonSettingEditor({
  setting,
  label,
  schema,
  help,
}: {
  setting: SettingEntry;
  label: string;
  schema: z.ZodType | undefined;
  /** What the setting accepts beyond its shape, shown under the label. */
  help?: string;
}) {
  const saved = pretty(setting.value);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved;
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSetting(setting.key);
  const changed = text.trim() !== saved;

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
    save.mutate(value, {
      onSuccess: () => setDraft(null),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <Stack gap="xs">
      <JsonInput
        label={label}
        aria-label={label}
        description={help}
        value={text}
        onChange={setDraft}
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
          <Button variant="subtle" color="gray" onClick={() => setDraft(pretty(setting.defaultValue))}>
            Reset to default
          </Button>
          <Button variant="default" disabled={!changed} onClick={() => setDraft(null)}>
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
