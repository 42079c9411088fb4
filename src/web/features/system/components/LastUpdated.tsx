import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useLiveInvalidation } from '../../../lib/live';
import { fetchSystemInfo, systemInfoKey } from '../api/system';
import { readFailed } from '../../../ui/PageState';

/** When the accounting data was last synced; updates live when an import finishes. */
export function LastUpdated() {
  const info = useQuery({ queryKey: systemInfoKey, queryFn: fetchSystemInfo });
  useLiveInvalidation(['sync.completed'], systemInfoKey);
  if (info.isPending) return <Skeleton height={20} width={220} />;
  if (readFailed(info)) return <Text c="red">Last updated: unavailable</Text>;
  const at = info.data.lastSuccessfulSyncAt;
  return (
    <Text c="dimmed" data-testid="last-updated">
      Last updated: {at ? format(new Date(at), 'MM/dd/yyyy h:mm a') : 'never'}
    </Text>
  );
}
