import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { useSignIn } from '../hooks/useSession';

export const wrongCredentialsMessage = 'Wrong Password / User does not exist';

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 400) return wrongCredentialsMessage;
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      withBorder
      shadow="sm"
      p="xl"
      radius="lg"
      w="100%"
      maw={420}
      noValidate
    >
      <Stack>
        <div>
          <Title order={1} size="h2">
            Humidor
          </Title>
          <Text c="dimmed">Sign in to continue</Text>
        </div>
        {signIn.isError && (
          <Alert color="red" role="alert" title="Sign-in failed">
            {messageOf(signIn.error)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          maxLength={200}
          autoFocus
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          maxLength={200}
        />
        <Button type="submit" loading={signIn.isPending} disabled={!email || !password} fullWidth>
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
