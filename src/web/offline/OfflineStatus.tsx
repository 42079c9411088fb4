import { ActionIcon, Alert, Indicator, Text, Tooltip } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNow } from '../lib/use-now';
import { useConnectivity, useUnsentCount } from './hooks';

/** "3 min ago", "2 h ago", or the date: when the server last answered. */
export function reachedAgo(at: number | null, now: number): string {
  if (at === null) return 'never on this device';
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(at).toLocaleDateString();
}

/** The top bar's way to /outbox: a badge counts the writes not yet on the server. */
export function OutboxButton() {
  const unsent = useUnsentCount();
  const { offline, lastReachedAt } = useConnectivity();
  const now = useNow(30_000).getTime();
  const label = `Outbox: ${unsent ? `${unsent} waiting to send` : 'nothing waiting'}, last reached the server ${reachedAgo(lastReachedAt, now)}`;
  return (
    <Tooltip label={label}>
      <Indicator label={unsent} size={18} disabled={unsent === 0} color="orange" offset={6}>
        <ActionIcon
          component={Link}
          to="/outbox"
          variant="subtle"
          color="dark"
          size={44}
          aria-label={label}
          data-testid="outbox-button"
        >
          {offline ? <IconCloudOff aria-hidden /> : <IconRefresh aria-hidden />}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/**
 * Whose fault the missing answers are: the phone's network, or Humidor itself (a restart, a server
 * error) while the network is fine, where "You are offline" would send the rep hunting for signal.
 */
export const offlineHeadline = (browserOffline: boolean) =>
  browserOffline ? 'You are offline.' : 'Humidor cannot be reached.';

/**
 * Shown above every page while the server cannot be reached: what the rep sees is what this phone
 * saved, as of the last time it reached the server, and writes wait in the outbox.
 */
export function OfflineBanner() {
  const { offline, lastReachedAt } = useConnectivity();
  const now = useNow(30_000).getTime();
  if (!offline) return null;
  return (
    <Alert
      color="orange"
      icon={<IconCloudOff aria-hidden />}
      mb="sm"
      role="status"
      data-testid="offline-banner"
    >
      <Text size="sm" fw={600}>
        {offlineHeadline(typeof navigator !== 'undefined' && navigator.onLine === false)}
      </Text>
      <Text size="sm">
        Showing what this device saved, last reached the server {reachedAgo(lastReachedAt, now)}. New notes,
        orders, comments and task changes wait here and are sent when the connection is back. Pages not opened
        before need the connection.
      </Text>
    </Alert>
  );
}
