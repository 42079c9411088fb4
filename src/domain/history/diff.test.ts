import { describe, expect, it } from 'vitest';
import { changedFields, describeValue, pick, purgeBefore } from './diff.js';

describe('changed fields', () => {
  it('keeps only the fields that differ, with before and after', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1] })).toEqual({
      b: { before: 'x', after: 'y' },
    });
  });

  it('counts a missing field as null and ignores the write stamps', () => {
    expect(changedFields(null, { text: 'hi', updatedAt: 'now' })).toEqual({
      text: { before: null, after: 'hi' },
    });
    expect(changedFields({ text: 'hi' }, {})).toEqual({ text: { before: 'hi', after: null } });
  });

  it('compares objects by value', () => {
    expect(changedFields({ d: { id: '1' } }, { d: { id: '1' } })).toEqual({});
  });
});

describe('helpers', () => {
  it('picks named fields', () => {
    expect(pick({ a: 1, b: 2, c: undefined }, ['a', 'c'])).toEqual({ a: 1 });
  });

  it('describes values in one line', () => {
    expect(describeValue(null)).toBe('—');
    expect(describeValue(true)).toBe('true');
    expect(describeValue({ a: 1 })).toBe('{"a":1}');
  });

  it('purges what is older than 30 days', () => {
    expect(purgeBefore(new Date('2026-03-31T00:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
