import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buyerPasswordSchema } from '../../../../domain/shop/buyer';
import { acceptInvitation } from '../api/shop';
import { navigate } from '../lib/navigation';

/**
 * `/shop/invitation#<token>`: the invitation email's link. The buyer chooses a password (the same
 * rule the server checks) and lands in the shop signed in; the link works once, for 7 days. The
 * portal draws it in the shop's shell (ShopPortal).
 */
export function InvitationForm() {
  const token = window.location.hash.slice(1);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token, password),
    onSuccess: () => navigate('/shop', { replace: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = buyerPasswordSchema.safeParse(password);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Choose another password.');
    if (password !== repeat) return setProblem('The two passwords differ.');
    setProblem(null);
    accept.mutate();
  };
  const failure = problem ?? (accept.error instanceof Error ? accept.error.message : null);
  return (
    <form onSubmit={submit}>
      <Stack maw={360}>
        <Title order={2}>Set your password</Title>
        <Text size="sm">You will sign in to the shop portal with your email and this password.</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
        />
        <Button type="submit" loading={accept.isPending}>
          Set password and open the shop
        </Button>
      </Stack>
    </form>
  );
}
