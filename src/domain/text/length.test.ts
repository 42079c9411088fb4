import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutMessage, cutText, fitsIn, limitedText, textLength } from './length.js';

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

describe('fitsIn', () => {
  const pieces = ['a', 'é', 'e\u0301', '👍', '👍🏽', '🇺🇸', '👩‍👩‍👧', '\r\n', ' '];

  it('agrees with counting the whole text, for any text and limit', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 400 }), fc.nat(450), (parts, max) => {
        const text = parts.join('');
        const counted = Array.from(
          new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text),
        ).length;
        expect(textLength(text)).toBe(counted);
        expect(fitsIn(text, max)).toBe(counted <= max);
      }),
    );
  });

  it('counts texts longer than the window it reads in, a character across two windows included', () => {
    for (const text of [
      '👍🏽'.repeat(1000),
      `${'a'.repeat(255)}👩‍👩‍👧${'🇺🇸'.repeat(300)}`,
      `e${'\u0301'.repeat(2000)}x`,
    ]) {
      expect(textLength(text)).toBe(
        Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)).length,
      );
    }
  });

  it('answers for a megabyte of emoji against a limit of 5,000 (it stops reading at 5,001)', () => {
    expect(fitsIn('👍🏽'.repeat(250_000), 5000)).toBe(false);
    expect(fitsIn('👍🏽'.repeat(5000), 5000)).toBe(true);
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
