import { hasLapsedLicense, todayOnDevice } from '../lib/standing';
import { useLicenses } from '../hooks/useLicenses';
import { LicenseExpiredBadge } from './LicenseExpiredBadge';

/** "LICENSE EXPIRED" by the customer's name when one of its licenses no longer lets it buy. */
export function LapsedLicenseBadge({ listId }: { listId: string }) {
  const licenses = useLicenses(listId);
  if (!licenses.data || !hasLapsedLicense(licenses.data.licenses, todayOnDevice())) return null;
  return <LicenseExpiredBadge />;
}
