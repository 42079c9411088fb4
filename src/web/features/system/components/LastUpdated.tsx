import { Skeleton, Text } from '@mantine/core';
import { readFailed } from '../../../ui/PageState';
import { useSystemInfo } from '../hooks/useSystemInfo';
import { lastUpdatedText } from '../lib/lastUpdated';

/**
 * When the accounting data was last imported (the spec's "last successful accounting sync"); updates live when an import finishes. Offline with no
 * answer kept, it says so instead of loading for ever.
 */
export function LastUpdated() {
  const info = useSystemInfo();
  // Offline, TanStack holds the read (paused) until the browser is back online.
  if (info.isPending && info.fetchStatus === 'paused')
    return (
      <Text c="dimmed" data-testid="last-updated">
        Last updated: not known offline
      </Text>
    );
  if (info.isPending) return <Skeleton height={20} width={220} />;
  if (readFailed(info)) return <Text c="red">Last updated: unavailable</Text>;
  return (
    <Text c="dimmed" data-testid="last-updated">
      {lastUpdatedText(info.data.lastSuccessfulImportAt)}
    </Text>
  );
}
