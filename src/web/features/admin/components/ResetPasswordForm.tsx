import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorLines, resetPasswordSchema } from '../../../../domain/users/schemas';
import { useResetPassword } from '../hooks/useAdmin';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';

/** Sets a new password for a user; their sessions end and they sign in with the new one. */
export function ResetPasswordForm({ userId }: { userId: string }) {
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [lines, setLines] = useState<string[]>([]);
  const reset = useResetPassword(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = resetPasswordSchema.safeParse({ password, retype });
    if (!result.success) {
      setLines(errorLines(result.error.issues));
      return;
    }
    setLines([]);
    reset.mutate(
      { password, retype },
      {
        onSuccess: () => {
          setPassword('');
          setRetype('');
        },
        onError: (error) => setLines(linesOf(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack>
        <Title order={3} size="h4">
          Reset password
        </Title>
        <ErrorLines lines={lines} />
        {reset.isSuccess && (
          <Alert color="green" role="status">
            The password was changed and the user was signed out everywhere.
          </Alert>
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Retype new password"
          autoComplete="new-password"
          value={retype}
          onChange={(e) => setRetype(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={reset.isPending}>
            Reset password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
