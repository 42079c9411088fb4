import { describe, expect, it } from 'vitest';
import { deprecationHeaders } from './deprecated-alias.js';

describe('deprecationHeaders', () => {
  it('says since when as a structured date (RFC 9745) and until when as an HTTP date (RFC 8594)', () => {
    expect(deprecationHeaders({ deprecatedOn: '2026-11-27', sunset: '2027-06-01' })).toEqual({
      deprecation: '@1795737600',
      sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
    });
  });
});
