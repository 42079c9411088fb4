import {
  daysBetween,
  licenseStandingOn,
  type CustomerLicense,
  type LicenseStanding,
} from '../../../../domain/compliance/licenses';
import { localCalendarDateOf } from '../../../../domain/dates/calendar';

type Dated = Pick<CustomerLicense, 'issuedOn' | 'expiresOn' | 'goneFromListAt'>;

/** The device's calendar day, 'YYYY-MM-DD': a rep reads a license's standing on their own day. */
export const todayOnDevice = (now = new Date()): string => localCalendarDateOf(now);

/** "Jan 5, 2027" for a calendar day. */
export function dayWords(day: string): string {
  return new Date(`${day}T12:00:00`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export interface StandingWords {
  standing: LicenseStanding;
  text: string;
  /** Red where the license no longer lets the shop buy; orange while it is expiring. */
  color: 'green' | 'orange' | 'red' | 'gray';
}

/** What the customer page says of a license on `day`. */
export function standingWords(license: Dated, day: string): StandingWords {
  const standing = licenseStandingOn(license, day);
  switch (standing) {
    case 'gone-from-list':
      return { standing, text: "Gone from the state's list", color: 'red' };
    case 'not-yet-valid':
      return { standing, text: `Valid from ${dayWords(license.issuedOn ?? day)}`, color: 'gray' };
    case 'expired':
      return { standing, text: `Expired on ${dayWords(license.expiresOn ?? day)}`, color: 'red' };
    case 'expiring': {
      const days = daysBetween(day, license.expiresOn ?? day);
      const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
      return { standing, text: `Expires ${when}`, color: 'orange' };
    }
    case 'valid':
      return {
        standing,
        text: license.expiresOn ? `Valid until ${dayWords(license.expiresOn)}` : 'Valid, no expiry',
        color: 'green',
      };
  }
}

/** Whether the customer shows "License expired" (decision 0306): the one rule Near me and the map use too. */
export { hasLapsedLicense } from '../../../../domain/compliance/licenses';
