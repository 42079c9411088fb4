import {
  daysBetween,
  hasLapsedLicense,
  isLicenseValidOn,
  licenseStandingOn,
  type LicenseLapseFacts,
} from '../compliance/licenses.js';
import type { PriorityFacts } from './priority.js';

/**
 * What a customer's licenses add to its priority on a day: lapsed ("License expired", decision
 * 0306), or expiring within the first reminder's window with no license of the same state and kind
 * good past it (a renewal already typed clears it); the soonest expiry counts.
 */
export function licenseConcernOf(
  licenses: readonly LicenseLapseFacts[],
  day: string,
): PriorityFacts['license'] {
  if (hasLapsedLicense(licenses, day)) return { standing: 'lapsed' };
  let daysLeft: number | null = null;
  for (const license of licenses) {
    if (licenseStandingOn(license, day) !== 'expiring') continue;
    const renewed = licenses.some(
      (other) =>
        other !== license &&
        other.state === license.state &&
        other.kind === license.kind &&
        isLicenseValidOn(other, day) &&
        licenseStandingOn(other, day) === 'valid',
    );
    if (renewed) continue;
    const left = daysBetween(day, license.expiresOn!);
    daysLeft = daysLeft === null ? left : Math.min(daysLeft, left);
  }
  return daysLeft === null ? null : { standing: 'expiring', daysLeft };
}
