import { describe, expect, it } from 'vitest';
import { countOf, noun } from './plural.js';

describe('countOf', () => {
  it.each([
    [0, 'result', undefined, '0 results'],
    [1, 'result', undefined, '1 result'],
    [2, 'result', undefined, '2 results'],
    [1, 'box', 'boxes', '1 box'],
    [12, 'box', 'boxes', '12 boxes'],
    [1204, 'customer', undefined, '1,204 customers'],
  ])('says %i %s as %j', (n, singular, plural, expected) => {
    expect(countOf(n, singular, plural)).toBe(expected);
  });

  it('gives the noun alone for sentences that place the number themselves', () => {
    expect(noun(1, 'order')).toBe('order');
    expect(noun(3, 'order')).toBe('orders');
    expect(noun(1, 'is', 'are')).toBe('is');
  });
});
