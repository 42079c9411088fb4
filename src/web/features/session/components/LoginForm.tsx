import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { useSignIn } from '../hooks/useSession';

const wrongCredentialsMessage = 'Wrong Password / User does not exist';

/**
 * Every refusal says why: a wrong password gets the spec's words, anything else (locked after too
 * many tries, a forbidden origin, the server down or failing) the server's own message.
 */
function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return wrongCredentialsMessage;
    return error.message;
  }
  return 'Humidor did not answer as expected. Please try again in a moment.';
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Empty fields are pointed out after a try, not before: the form does not scold on arrival.
  const [tried, setTried] = useState(false);
  const signIn = useSignIn();
  const emailError = tried && !email.trim() ? 'Enter your email.' : undefined;
  const passwordError = tried && !password ? 'Enter your password.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!email.trim() || !password) return;
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
            {signInFailureMessage(signIn.error)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={emailError}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          maxLength={200}
          autoFocus
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={passwordError}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          maxLength={200}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
