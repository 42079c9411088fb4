import { Badge } from '@mantine/core';
import { hasLapsedLicense, todayOnDevice } from '../lib/standing';
import { useLicenses } from '../hooks/useLicenses';

/** "LICENSE EXPIRED" by the customer's name when one of its licenses no longer lets it buy. */
export function LapsedLicenseBadge({ listId }: { listId: string }) {
  const licenses = useLicenses(listId);
  if (!licenses.data || !hasLapsedLicense(licenses.data.licenses, todayOnDevice())) return null;
  return (
    <Badge color="red" data-testid="license-lapsed">
      LICENSE EXPIRED
    </Badge>
  );
}
