import { describe, expect, it } from 'vitest';
import { orderFormsDefault, orderFormsSchema, series } from './orderForms.js';
import { repCodesDefault, repCodesSchema } from './repCodes.js';

describe('order forms', () => {
  it('names items the demo way', () => {
    expect(series('p-AC3', 3)).toEqual(['p-AC301', 'p-AC302', 'p-AC303']);
  });

  it.each([
    ['the default', orderFormsDefault, true],
    ['no standard form', [{ name: 'Event', kind: 'event', items: [] }], false],
    [
      'two standard forms',
      [
        { name: 'A', kind: 'standard', items: [] },
        { name: 'B', kind: 'standard', items: [] },
      ],
      false,
    ],
    [
      'duplicate names',
      [
        { name: 'A', kind: 'standard', items: [] },
        { name: 'A', kind: 'event', items: [] },
      ],
      false,
    ],
  ])('%s is valid: %s', (_label, value, valid) => {
    expect(orderFormsSchema.safeParse(value).success).toBe(valid);
  });

  it('has a standard form and at least one event form', () => {
    expect(orderFormsDefault.filter((f) => f.kind === 'standard')).toHaveLength(1);
    expect(orderFormsDefault.some((f) => f.kind === 'event' && f.items.length > 0)).toBe(true);
  });
});

describe('rep codes', () => {
  it.each([
    [repCodesDefault, true],
    [['-', 'FL'], true],
    [['FL', '-'], false],
    [['-', 'FL', 'FL'], false],
  ])('%j is valid: %s', (value, valid) => {
    expect(repCodesSchema.safeParse(value).success).toBe(valid);
  });

  it('has 16 codes after "-"', () => {
    expect(repCodesDefault.slice(1)).toHaveLength(16);
  });
});
