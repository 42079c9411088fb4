import { describe, expect, it } from 'vitest';
import type { LicenseLapseFacts } from '../compliance/licenses.js';
import { licenseConcernOf } from './license-concern.js';

const day = '2026-12-07';
const retailer = (expiresOn: string | null, extra: Partial<LicenseLapseFacts> = {}): LicenseLapseFacts => ({
  state: 'FL',
  kind: 'retailer',
  issuedOn: null,
  expiresOn,
  goneFromListAt: null,
  ...extra,
});

describe('licenseConcernOf', () => {
  const rows: [string, LicenseLapseFacts[], ReturnType<typeof licenseConcernOf>][] = [
    ['no license', [], null],
    ['a license good for a year', [retailer('2027-12-31')], null],
    ['one expiring in 12 days', [retailer('2026-12-19')], { standing: 'expiring', daysLeft: 12 }],
    ['one expiring today', [retailer(day)], { standing: 'expiring', daysLeft: 0 }],
    [
      'the soonest of two expiring',
      [retailer('2026-12-19'), retailer('2026-12-10', { kind: 'local' })],
      { standing: 'expiring', daysLeft: 3 },
    ],
    ['one expiring with its renewal typed', [retailer('2026-12-19'), retailer('2027-12-19')], null],
    ['one expired', [retailer('2026-12-01')], { standing: 'lapsed' }],
    ['one expired and renewed', [retailer('2026-12-01'), retailer('2027-12-01')], null],
    [
      'one gone from the state’s list',
      [retailer('2027-12-01', { goneFromListAt: '2026-12-02T10:00:00Z' })],
      { standing: 'lapsed' },
    ],
  ];
  it.each(rows)('%s', (_name, licenses, concern) => {
    expect(licenseConcernOf(licenses, day)).toEqual(concern);
  });
});
