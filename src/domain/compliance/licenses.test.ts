import { describe, expect, it } from 'vitest';
import { hasLapsedLicense, type LicenseLapseFacts } from './licenses.js';

const day = '2026-12-06';
const license = (fields: Partial<LicenseLapseFacts>): LicenseLapseFacts => ({
  state: 'CA',
  kind: 'retailer',
  issuedOn: '2025-01-01',
  expiresOn: '2027-06-30',
  goneFromListAt: null,
  ...fields,
});

describe('a lapsed license (decision 0306)', () => {
  it('flags an expired license and one gone from the state’s list, not an expiring one', () => {
    expect(hasLapsedLicense([license({ expiresOn: '2026-12-05' })], day)).toBe(true);
    expect(hasLapsedLicense([license({ goneFromListAt: '2026-12-06T09:00:00.000Z' })], day)).toBe(true);
    expect(hasLapsedLicense([license({ expiresOn: '2026-12-06' })], day)).toBe(false);
    expect(hasLapsedLicense([license({})], day)).toBe(false);
    expect(hasLapsedLicense([], day)).toBe(false);
  });

  it('does not count a drop from the list dated after the day', () => {
    expect(hasLapsedLicense([license({ goneFromListAt: '2026-12-07T00:00:00.000Z' })], day)).toBe(false);
  });

  it('is cleared by a valid license of the same state and kind, not of another kind or state', () => {
    const expired = license({ expiresOn: '2026-11-30' });
    expect(hasLapsedLicense([expired, license({ issuedOn: '2026-12-01' })], day)).toBe(false);
    expect(hasLapsedLicense([expired, license({ kind: 'cigar' })], day)).toBe(true);
    expect(hasLapsedLicense([expired, license({ state: 'TX' })], day)).toBe(true);
    // A renewal that starts later does not let the shop buy today.
    expect(hasLapsedLicense([expired, license({ issuedOn: '2026-12-10' })], day)).toBe(true);
  });
});
