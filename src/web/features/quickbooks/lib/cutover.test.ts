import { describe, expect, it } from 'vitest';
import { cutoverSummary } from './cutover';

describe('the cutover in words', () => {
  it.each([
    [
      { matched: 0, waiting: 0, decided: 0 },
      'No QuickBooks Online customer needed matching to QuickBooks Desktop.',
    ],
    [
      { matched: 1, waiting: 1, decided: 0 },
      'Matched by the rules: 1 customer; decided by an admin: 0. 1 customer waits for you: pick the Desktop record each one is, or keep it as new. Nothing is deleted either way.',
    ],
    [
      { matched: 40, waiting: 0, decided: 2 },
      'Matched by the rules: 40 customers; decided by an admin: 2. Nothing waits for review.',
    ],
  ])('%o', (counts, words) => {
    expect(cutoverSummary('customer', counts)).toBe(words);
  });
});
