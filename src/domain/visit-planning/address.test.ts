import { describe, expect, it } from 'vitest';
import { addressOfLine } from './address.js';

describe('addressOfLine', () => {
  const rows: [string, ReturnType<typeof addressOfLine>][] = [
    [
      '100 N Tampa St, Tampa, FL 33602',
      { addr1: '100 N Tampa St', city: 'Tampa', state: 'FL', postalCode: '33602' },
    ],
    [
      'Suite 4, 100 N Tampa St, Tampa, fl 33602-1234',
      { addr1: 'Suite 4, 100 N Tampa St', city: 'Tampa', state: 'FL', postalCode: '33602-1234' },
    ],
    ['Tampa, FL', { addr1: null, city: 'Tampa', state: 'FL', postalCode: null }],
    ['33602', { addr1: null, city: null, state: null, postalCode: '33602' }],
    ['somewhere nice', { addr1: 'somewhere nice' }],
  ];
  it.each(rows)('%s', (line, address) => {
    expect(addressOfLine(line)).toEqual(address);
  });
});
