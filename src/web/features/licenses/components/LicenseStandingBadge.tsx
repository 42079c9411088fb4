import { Badge } from '@mantine/core';
import type { CustomerLicense } from '../../../../domain/compliance/licenses';
import { standingWords, todayOnDevice } from '../lib/standing';

/**
 * A license's standing in words ("Expires in 12 days", "Expired on Jan 5, 2027", "Gone from the
 * state's list"), coloured by whether the shop may still buy; the order form, Near me and the map
 * show it too.
 */
export function LicenseStandingBadge({
  license,
  day = todayOnDevice(),
}: {
  license: Pick<CustomerLicense, 'issuedOn' | 'expiresOn' | 'goneFromListAt'>;
  day?: string;
}) {
  const words = standingWords(license, day);
  return (
    <Badge
      color={words.color}
      variant={words.color === 'red' ? 'filled' : 'light'}
      data-testid="license-standing"
    >
      {words.text}
    </Badge>
  );
}
