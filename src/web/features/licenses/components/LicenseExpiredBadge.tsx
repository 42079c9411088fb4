import { Badge } from '@mantine/core';

/**
 * "LICENSE EXPIRED" in words (not colour alone), for a customer `hasLapsedLicense` flags (decision
 * 0306). It reads nothing: the customer page works the flag out from the licenses, Near me and
 * the map from their answers, and their pages hand this badge to those features. A span, so it
 * may sit in a line of text or a button.
 */
export function LicenseExpiredBadge() {
  return (
    <Badge component="span" color="red" data-testid="license-lapsed">
      LICENSE EXPIRED
    </Badge>
  );
}
