import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar.js';
import { stateCodeSchema } from './dated.js';

/**
 * The kinds of license a shop may hold. `distributor` is a state permit to buy and resell at
 * wholesale (Texas's permitted distributors, Tex. Tax Code 155.0415): a company without its own
 * permit there may sell only to holders of it.
 */
export const licenseKinds = ['retailer', 'other-tobacco', 'cigar', 'local', 'distributor'] as const;
export type LicenseKind = (typeof licenseKinds)[number];

export const licenseKindLabels: Record<LicenseKind, string> = {
  retailer: 'State tobacco retailer',
  'other-tobacco': 'Other tobacco products',
  cigar: 'Cigar',
  local: 'Local (city or county)',
  distributor: 'Distributor or wholesaler permit',
};

/** How the license was checked: typed from the document, a photo or PDF attached, or found in a state's list. */
export const licenseChecks = ['typed', 'document', 'state-list'] as const;
export type LicenseCheck = (typeof licenseChecks)[number];

export const licenseCheckLabels: Record<LicenseCheck, string> = {
  typed: 'Typed from the document',
  document: 'Photo or PDF attached',
  'state-list': "Matched in the state's list",
};

const expiryAfterIssue = (license: { issuedOn: string | null; expiresOn: string | null }) =>
  !license.issuedOn || !license.expiresOn || license.expiresOn >= license.issuedOn;

/** What a person types to add or change a license (the form and the API share it). */
export const licenseInputSchema = z
  .object({
    state: stateCodeSchema,
    /** A city or county, for a local license or a state license issued per locality. */
    locality: z.string().trim().max(80).nullable().default(null),
    kind: z.enum(licenseKinds, { error: 'Choose the kind of license' }),
    number: z
      .string({ error: 'Type the license number' })
      .trim()
      .min(1, 'Type the license number')
      .max(60, 'A license number has at most 60 characters'),
    issuedOn: calendarDateSchema.nullable().default(null),
    expiresOn: calendarDateSchema.nullable().default(null),
    check: z.enum(licenseChecks).default('typed'),
    /** The photo or PDF of the license, when `check` is 'document'. */
    attachmentId: z.string().min(1).max(64).nullable().default(null),
  })
  .refine(expiryAfterIssue, { error: 'The expiry date is before the issue date', path: ['expiresOn'] })
  .refine((license) => license.check !== 'document' || license.attachmentId !== null, {
    error: 'Attach the photo or PDF of the license',
    path: ['attachmentId'],
  });
export type LicenseInput = z.infer<typeof licenseInputSchema>;

/** A license as it is stored and sent. */
export const customerLicenseSchema = z.object({
  id: z.string(),
  customerListId: z.string(),
  state: z.string(),
  locality: z.string().nullable(),
  kind: z.enum(licenseKinds),
  number: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  check: z.enum(licenseChecks),
  attachmentId: z.string().nullable(),
  checkedAt: z.string(),
  checkedById: z.string().nullable(),
  checkedByName: z.string().nullable(),
  /** Set when a state's list, imported after the license was matched in it, no longer has it. */
  goneFromListAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CustomerLicense = z.infer<typeof customerLicenseSchema>;

/** Days before expiry at which the account's rep and the office are reminded (issue 46). */
export const licenseReminderDays = [30, 7] as const;

export type LicenseStanding = 'valid' | 'expiring' | 'expired' | 'not-yet-valid' | 'gone-from-list';

/** Whole days from one calendar date to another (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Where a license stands on a day. A license is good through its expiry day; "expiring" is
 * within the first reminder's window. A license its state's list dropped counts as not valid.
 */
export function licenseStandingOn(
  license: Pick<CustomerLicense, 'issuedOn' | 'expiresOn' | 'goneFromListAt'>,
  day: string,
): LicenseStanding {
  if (license.goneFromListAt !== null && license.goneFromListAt.slice(0, 10) <= day) return 'gone-from-list';
  if (license.issuedOn !== null && license.issuedOn > day) return 'not-yet-valid';
  if (license.expiresOn === null) return 'valid';
  if (license.expiresOn < day) return 'expired';
  return daysBetween(day, license.expiresOn) <= licenseReminderDays[0] ? 'expiring' : 'valid';
}

/** Whether a license lets the shop buy on that day (an expiring one still does). */
export const isLicenseValidOn = (
  license: Pick<CustomerLicense, 'issuedOn' | 'expiresOn' | 'goneFromListAt'>,
  day: string,
): boolean => {
  const standing = licenseStandingOn(license, day);
  return standing === 'valid' || standing === 'expiring';
};

/** What tells whether a customer's license lapsed: its state, kind and dates. */
export type LicenseLapseFacts = Pick<
  CustomerLicense,
  'state' | 'kind' | 'issuedOn' | 'expiresOn' | 'goneFromListAt'
>;

/**
 * Whether a customer shows "License expired" on `day` (decision 0306): one of its licenses expired
 * or went from its state's list, and no license of the same state and kind lets it buy that day, so
 * a renewal typed as a new license clears it while the old one stays on file. An expiring license
 * does not count. The map and Near me work it out in SQL as well (`server/visits/license-lapsed.ts`,
 * held equal by `server/visits/near-offline.test.ts`).
 */
export function hasLapsedLicense(licenses: readonly LicenseLapseFacts[], day: string): boolean {
  return licenses.some((license) => {
    const standing = licenseStandingOn(license, day);
    if (standing !== 'expired' && standing !== 'gone-from-list') return false;
    return !licenses.some(
      (other) => other.state === license.state && other.kind === license.kind && isLicenseValidOn(other, day),
    );
  });
}
