import { describe, expect, it } from 'vitest';
import { hasLapsedLicense, standingWords, todayOnDevice } from './standing';

const license = (expiresOn: string | null, goneFromListAt: string | null = null) => ({
  state: 'CA',
  kind: 'retailer' as const,
  issuedOn: '2026-01-01',
  expiresOn,
  goneFromListAt,
});
const day = '2026-12-06';

describe('a license’s standing in words', () => {
  it('says how long is left, when it expired, and when the state dropped it', () => {
    expect(standingWords(license('2026-12-18'), day)).toEqual({
      standing: 'expiring',
      text: 'Expires in 12 days',
      color: 'orange',
    });
    expect(standingWords(license('2026-12-06'), day).text).toBe('Expires today');
    expect(standingWords(license('2026-12-01'), day)).toEqual({
      standing: 'expired',
      text: 'Expired on Dec 1, 2026',
      color: 'red',
    });
    expect(standingWords(license('2027-06-30', '2026-12-01T10:00:00Z'), day)).toMatchObject({
      text: "Gone from the state's list",
      color: 'red',
    });
    expect(standingWords(license('2027-06-30'), day).text).toBe('Valid until Jun 30, 2027');
    expect(standingWords(license(null), day).text).toBe('Valid, no expiry');
  });

  it('flags a customer whose license lapsed, not one whose license is expiring', () => {
    expect(hasLapsedLicense([license('2026-12-18')], day)).toBe(false);
    expect(hasLapsedLicense([license('2026-12-18'), { ...license('2026-12-05'), kind: 'cigar' }], day)).toBe(
      true,
    );
    // Renewed: a license of the same state and kind still lets the shop buy (decision 0306).
    expect(hasLapsedLicense([license('2026-12-18'), license('2026-12-05')], day)).toBe(false);
  });

  it('reads the device’s own calendar day', () => {
    expect(todayOnDevice(new Date(2026, 11, 6, 23, 30))).toBe('2026-12-06');
  });
});
