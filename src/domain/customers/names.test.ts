import { describe, expect, it } from 'vitest';
import { customerName } from './names';

describe('customerName', () => {
  it('names two shops with one company name apart, by their QuickBooks full names', () => {
    const first = { fullName: 'Tabaquería Macon', companyName: 'Tabaquería Macon' };
    const second = { fullName: 'Tabaquería Macon (Macon)', companyName: 'Tabaquería Macon' };
    expect(customerName(first)).toBe('Tabaquería Macon');
    expect(customerName(second)).toBe('Tabaquería Macon (Macon)');
  });
});
