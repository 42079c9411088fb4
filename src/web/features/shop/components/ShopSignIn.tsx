import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { shopSignIn, shopSignInLink } from '../api/shop';
import { ShopShell } from './ShopShell';

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status === 401
    ? 'Wrong email or password.'
    : error instanceof Error
      ? error.message
      : 'Sign-in failed. Please try again.';

/** Where an open shop tab goes when staff revoke its buyer (decision 0343): the sign-in, saying why. */
export const revokedSignInPath = '/shop/sign-in?revoked';
export const revokedMessage =
  'Your access to the shop portal was revoked, so you were signed out. Ask your sales rep to invite you again.';

/** `/shop/sign-in`: a buyer's email and the password they set from their invitation. */
export function ShopSignIn() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => shopSignIn(email.trim(), password),
    onSuccess: () => navigate('/shop', { replace: true }),
  });
  const link = useMutation({ mutationFn: () => shopSignInLink(email.trim()) });
  // An emailed link that did not sign in comes back here with better-auth's `?error=`.
  const search = new URLSearchParams(window.location.search);
  const linkFailed = search.has('error');
  const revoked = search.has('revoked');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && password) signIn.mutate();
  };
  return (
    <ShopShell company={null}>
      <form onSubmit={submit}>
        <Stack maw={360}>
          <Title order={2}>Sign in to order for your shop</Title>
          {revoked && !signIn.error && (
            <Alert color="red" title="Signed out" role="alert">
              {revokedMessage}
            </Alert>
          )}
          {linkFailed && !signIn.error && (
            <Alert color="red" role="alert">
              This sign-in link has expired or was already used. Sign in below, or ask for a new link.
            </Alert>
          )}
          {signIn.error && (
            <Alert color="red" title="Sign-in failed" role="alert">
              {failureOf(signIn.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={signIn.isPending}>
            Sign in
          </Button>
          <Button
            variant="subtle"
            loading={link.isPending}
            disabled={!email.trim()}
            onClick={() => link.mutate()}
          >
            Email me a sign-in link instead
          </Button>
          {link.isSuccess && (
            <Text size="sm" role="status">
              If {email.trim()} may order in the shop portal, a sign-in link is on its way. It works once, for
              15 minutes.
            </Text>
          )}
          {link.error && (
            <Alert color="red" role="alert">
              {failureOf(link.error)}
            </Alert>
          )}
        </Stack>
      </form>
    </ShopShell>
  );
}
