import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, unreached } from '../lib/api';
import { useAnnounceWhile } from './Announcer';
import { PageHeader } from './PageHeader';

/** The loading, error and empty states every screen shows the same way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  // Said once through the shared live region, not by each loader (several may show at once).
  useAnnounceWhile(true, label);
  return (
    <Center py="xl" aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/**
 * Whether a read failed in a way to show in place of its answer. An answer already shown stays when
 * asking again failed only because the server could not be reached (offline, or the server
 * restarting): the page keeps what it has, as the offline banner says, and the next answer replaces
 * it. A refusal (a 4xx: gone, not allowed) replaces it.
 */
export function readFailed<Q extends { data?: unknown; error: Error | null }>(
  query: Q,
): query is Q & { error: Error } {
  const { data, error } = query;
  if (!error) return false;
  const unanswered = unreached(error) || (error instanceof ApiError && error.status >= 500);
  return !(data !== undefined && unanswered);
}

/** The server is up but its database did not answer in time: asking again shortly usually works. */
const isRetryable = (error: unknown) => error instanceof ApiError && error.status === 503;

export function ErrorState({ error, title = 'Error' }: { error: unknown; title?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  const client = useQueryClient();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {isRetryable(error) && (
          <Button
            variant="light"
            color="red"
            mih={44}
            onClick={() => void client.refetchQueries({ type: 'active' })}
          >
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {children}
    </Text>
  );
}

/** A page the signed-in user may not open: its title and the spec's "Not Authorized". */
export function NotAuthorizedPage({ title }: { title: string }) {
  return (
    <Stack>
      <PageHeader title={title} />
      <Alert color="red" title="Not Authorized" role="alert">
        Not Authorized
      </Alert>
    </Stack>
  );
}
