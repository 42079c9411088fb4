import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, unreached } from '../lib/api';
import { restoredStore } from '../offline/restored';
import { useAnnounceWhile } from './Announcer';
import { PageHeader } from './PageHeader';

const subscribeToNetwork = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** At most this long a page offline waits for the device's copy to be read before saying it lacks one. */
const restoreWaitMs = 1500;

/**
 * Whether what is loading cannot come: the browser says it is offline (TanStack holds the read,
 * paused, until it is back) and the device's copy has been read into the cache without it, or has
 * had its time. Decision 0100.
 */
function useNothingToWaitFor(): boolean {
  const offline = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine === false,
    () => false,
  );
  const restored = useSyncExternalStore(restoredStore.subscribe, restoredStore.get, () => false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!offline || restored) return;
    const timer = setTimeout(() => setWaited(true), restoreWaitMs);
    return () => clearTimeout(timer);
  }, [offline, restored]);
  return offline && (restored || waited);
}

/**
 * Offline, a page neither the server nor this device can answer: it says so at once rather than
 * loading for ever, and links to what the device does keep (/outbox).
 */
export function NotOnDevice({ reason = 'Humidor cannot be reached.' }: { reason?: string }) {
  return (
    <Alert
      color="orange"
      title="This page is not on this device yet"
      role="status"
      data-testid="not-on-device"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{reason}</Text>
        <Text size="sm">
          This device keeps the pages opened on it and the offline copy of your customers, notes, tasks and
          order forms; The Outbox says how far that copy is.
        </Text>
        <Button component={Link} to="/outbox" variant="light" color="orange" mih={44}>
          What this device keeps
        </Button>
      </Stack>
    </Alert>
  );
}

/** The loading, error and empty states every screen shows the same way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  const unanswerable = useNothingToWaitFor();
  // Said once through the shared live region, not by each loader (several may show at once).
  useAnnounceWhile(!unanswerable, label);
  if (unanswerable) return <NotOnDevice />;
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
  // No answer and none kept (readFailed): what the device keeps is the useful thing to say.
  if (unreached(error)) return <NotOnDevice reason={message} />;
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
