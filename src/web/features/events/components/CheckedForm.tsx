import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Read } from '../lib/forms';

/**
 * An event's or an appointment's form in its modal: one alert (the form's problem, else the
 * server's refusal) above the fields, then Cancel and the submit button. Submitting reads the form
 * with `read` and sends only an input the schema accepts.
 */
export function CheckedForm<T>({
  read,
  send,
  sending,
  failure,
  submitLabel,
  onCancel,
  children,
}: {
  read: () => Read<T>;
  send: (input: T) => void;
  sending: boolean;
  failure: Error | null;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = read();
    if (!form.ok) {
      setProblem(form.problem);
      return;
    }
    setProblem(null);
    send(form.input);
  };

  const error = problem ?? (failure ? failure.message : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
