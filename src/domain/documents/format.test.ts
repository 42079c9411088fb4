import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatMoney, formatQuantity } from './format.js';

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [-0.001, '0.00'],
    [1.005, '1.01'],
    [1234567.891, '1,234,567.89'],
    [-45.5, '-45.50'],
  ])('%d → %s', (value, text) => expect(formatMoney(value)).toBe(text));
});

describe('formatQuantity', () => {
  it.each([
    [3, '3'],
    [2.5, '2.5'],
    [1.234, '1.23'],
    [-0, '0'],
  ])('%d → %s', (value, text) => expect(formatQuantity(value)).toBe(text));
});

describe('formatDocumentDate', () => {
  it.each([
    ['2024-03-07', '03/07/2024'],
    ['2024-12-31', '12/31/2024'],
    ['2024-03-07T10:15:00', '03/07/2024'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
  ])('%j → %j', (value, text) => expect(formatDocumentDate(value)).toBe(text));
});
