import { describe, expect, it } from 'vitest';
import { assortmentWindow, brandLabel, gradeOf, isTaaExclusive, monthsBefore, regionOf } from './rules.js';

describe('monthsBefore', () => {
  it.each([
    ['2026-11-22', 6, '2026-05-22'],
    ['2026-11-22', 9, '2026-02-22'],
    ['2026-08-31', 6, '2026-02-28'],
    ['2024-08-31', 6, '2024-02-29'],
    ['2026-02-15', 9, '2025-05-15'],
    ['2026-01-01', 12, '2025-01-01'],
  ])('%s minus %i months is %s', (today, months, expected) => {
    expect(monthsBefore(today, months)).toBe(expected);
  });
});

describe('assortment windows', () => {
  const today = '2026-11-22';
  it.each([
    [null, 'NB'],
    ['2026-11-22', 'green'],
    ['2026-05-22', 'green'],
    ['2026-05-21', 'yellow'],
    ['2026-02-22', 'yellow'],
    ['2026-02-21', 'red'],
    ['2019-01-01', 'red'],
  ] as const)('last bought %s → %s', (lastBought, window) => {
    expect(assortmentWindow(lastBought, today)).toBe(window);
  });
});

describe('grades', () => {
  it.each([
    [40, 'A'],
    [27, 'A'],
    [26, 'B'],
    [23, 'B'],
    [22, 'C'],
    [19, 'C'],
    [18, 'D'],
    [14, 'D'],
    [13, null],
    [0, null],
  ])('%i SKUs → %s', (count, grade) => {
    expect(gradeOf(count)).toBe(grade);
  });
});

describe('regions', () => {
  it.each([
    ['TX', 'SW'],
    ['la', 'SW'],
    ['AZ', 'SW'],
    ['PA', 'NE'],
    ['DC', 'NE'],
    ['DE', 'NE'],
    ['IL', 'MW'],
    ['WI', 'MW'],
    ['FL', 'RestOfUSA'],
    ['CA', 'RestOfUSA'],
    [null, 'RestOfUSA'],
    ['', 'RestOfUSA'],
  ])('%s → %s', (state, region) => {
    expect(regionOf(state)).toBe(region);
  });
});

describe('brands and TAA exclusives', () => {
  it.each([
    ['Cosecha', 'Cosecha'],
    ['  ', 'Unknown Brand'],
    [null, 'Unknown Brand'],
    ['Misc', 'Unknown Brand'],
  ])('brand %j → %s', (brand, label) => {
    expect(brandLabel(brand)).toBe(label);
  });
  it.each([
    ['TAA Exclusive', true],
    ['taa exclusive ', true],
    ['Cigar', false],
    [null, false],
  ])('item type %j is TAA exclusive: %s', (type, expected) => {
    expect(isTaaExclusive(type)).toBe(expected);
  });
});
