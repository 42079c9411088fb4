import { describe, expect, it } from 'vitest';
import { cutMessage, cutText, limitedText, textLength } from './length.js';

describe('textLength', () => {
  it.each([
    ['', 0],
    ['cigar', 5],
    ['👍', 1],
    ['👍🏽', 1],
    ['🇺🇸', 1],
    ['e\u0301', 1],
    ['a😀b', 3],
  ])('counts %j as %i characters', (text, expected) => {
    expect(textLength(text)).toBe(expected);
  });
});

describe('cutText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutText('abc', 3)).toEqual({ text: 'abc', wasCut: false });
  });

  it('cuts at the limit without splitting an emoji', () => {
    expect(cutText('ab😀😀', 3)).toEqual({ text: 'ab😀', wasCut: true });
  });

  it('says what it did with the field’s own limit', () => {
    expect(cutMessage(900)).toBe('Text was cut to 900 characters');
  });
});

describe('limitedText', () => {
  const schema = limitedText({ min: { length: 1, message: 'Empty' }, max: 3, tooLong: 'Too long' });

  it('accepts three emoji as three characters', () => {
    expect(schema.safeParse('😀😀😀').success).toBe(true);
  });

  it('refuses four characters with the message', () => {
    const result = schema.safeParse('😀😀😀😀');
    expect(result.error?.issues[0]?.message).toBe('Too long');
  });

  it('trims before counting and refuses an empty text', () => {
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Empty');
  });
});
