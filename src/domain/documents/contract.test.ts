import { describe, expect, it } from 'vitest';
import { dateRangeMessage, transactionFiltersSchema } from './contract.js';

describe('saved list filters', () => {
  it('refuses a date range whose end is before its start, on the end field', () => {
    const result = transactionFiltersSchema.safeParse({ dateFrom: '2026-03-10', dateTo: '2026-03-09' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['dateTo'], message: dateRangeMessage }),
    ]);
  });

  it.each([
    { dateFrom: '2026-03-10', dateTo: '2026-03-10' },
    { dateFrom: '2026-03-10', dateTo: '2026-12-01' },
    { dateFrom: '2026-03-10' },
    { dateTo: '2026-03-10' },
    {},
  ])('accepts %o', (filters) => {
    expect(transactionFiltersSchema.safeParse(filters).success).toBe(true);
  });
});
