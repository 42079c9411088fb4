import { describe, expect, it } from 'vitest';
import { availabilityOf, defaultFewLeftAt } from './availability.js';

describe('availability in words', () => {
  it.each([
    [-3, 10, 'out of stock'],
    [0, 10, 'out of stock'],
    [Number.NaN, 10, 'out of stock'],
    [0.5, 10, 'few left'],
    [1, 10, 'few left'],
    [10, 10, 'few left'],
    [10.5, 10, 'in stock'],
    [11, 10, 'in stock'],
    [1, 0, 'in stock'],
    [500, 1000, 'few left'],
  ] as const)('%s boxes with few left at %s: %s', (available, fewLeftAt, words) => {
    expect(availabilityOf(available, fewLeftAt)).toBe(words);
  });

  it('defaults to few left at ten boxes', () => {
    expect(defaultFewLeftAt).toBe(10);
    expect(availabilityOf(10)).toBe('few left');
    expect(availabilityOf(11)).toBe('in stock');
  });
});
