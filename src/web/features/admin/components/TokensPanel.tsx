import { Alert, Badge, Button, Card, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type FormEvent } from 'react';
import { when } from '../../../lib/when';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useCreateToken, useIntegrationTokens, useRevokeToken } from '../hooks/useAdmin';

/** Tokens of the accounting connector: create one (its secret is shown once) or revoke one. */
export function TokensPanel() {
  const tokens = useIntegrationTokens();
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, { onSuccess: () => setName('') });
  };

  return (
    <Stack>
      <form onSubmit={submit} noValidate aria-label="New integration token">
        <Group align="flex-end">
          <TextInput
            label="Token name"
            placeholder="QuickBooks connector"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </form>
      {create.isError && (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      )}
      {create.data && (
        <Alert color="yellow" title="Copy this token now: it is not shown again" role="status">
          <Stack gap="xs">
            <Code block data-testid="token-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {create.data.secret}
            </Code>
            <CopyButton value={create.data.secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      {tokens.isPending ? (
        <Loading />
      ) : readFailed(tokens) ? (
        <ErrorState error={tokens.error} />
      ) : tokens.data.length === 0 ? (
        <EmptyState>No integration tokens yet</EmptyState>
      ) : (
        tokens.data.map((token) => (
          <Card key={token.id} withBorder padding="sm" aria-label={token.name}>
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{token.name}</Text>
                  {token.revokedAt && <Badge color="red">Revoked</Badge>}
                </Group>
                <Text size="xs" c="dimmed">
                  Created {when(token.createdAt)} · Last used {when(token.lastUsedAt)}
                  {token.revokedAt ? ` · Revoked ${when(token.revokedAt)}` : ''}
                </Text>
              </Stack>
              {!token.revokedAt && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  loading={revoke.isPending && revoke.variables === token.id}
                  onClick={() =>
                    modals.openConfirmModal({
                      title: 'Revoke token',
                      children: `Revoke "${token.name}"? The connector using it stops importing at once.`,
                      labels: { confirm: 'Revoke', cancel: 'Cancel' },
                      confirmProps: { color: 'red' },
                      onConfirm: () => revoke.mutate(token.id),
                    })
                  }
                >
                  Revoke
                </Button>
              )}
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}
