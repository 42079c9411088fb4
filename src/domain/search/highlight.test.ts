import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlight.js';
import { searchTerms } from './schemas.js';

describe('highlight', () => {
  it('marks words a searched word begins, ignoring case and accents', () => {
    expect(highlight('La Tabaquería, tabaco y más', searchTerms('TABAQUERIA mas'))).toEqual([
      { text: 'La ', hit: false },
      { text: 'Tabaquería', hit: true },
      { text: ', tabaco y ', hit: false },
      { text: 'más', hit: true },
    ]);
  });

  it('marks each matching word on its own, a prefix term any word it begins', () => {
    expect(highlight('cedar humidor humid', searchTerms('cedar hum*'))).toEqual([
      { text: 'cedar', hit: true },
      { text: ' ', hit: false },
      { text: 'humidor', hit: true },
      { text: ' ', hit: false },
      { text: 'humid', hit: true },
    ]);
    // Only the last word typed is a prefix; an earlier one matches whole words.
    expect(highlight('humidors humidor', searchTerms('humidor box'))).toEqual([
      { text: 'humidors ', hit: false },
      { text: 'humidor', hit: true },
    ]);
    expect(highlight('humidors humidor', searchTerms('humidor'))).toEqual([
      { text: 'humidors', hit: true },
      { text: ' ', hit: false },
      { text: 'humidor', hit: true },
    ]);
  });
});

describe('snippet', () => {
  const long = Array.from({ length: 100 }, (_, i) => (i === 60 ? 'Maduro' : `w${i}`)).join(' ');

  it('cuts a window around the first match with ellipses', () => {
    const segments = snippet(long, searchTerms('maduro'), 10);
    const text = segments.map((s) => s.text).join('');
    expect(text.startsWith('… w58 w59 Maduro')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(segments.filter((s) => s.hit)).toEqual([{ text: 'Maduro', hit: true }]);
  });

  it('keeps a short text whole and starts at the beginning when nothing matched', () => {
    expect(snippet('short text', searchTerms('zzz'))).toEqual([{ text: 'short text', hit: false }]);
    expect(
      snippet(long, searchTerms('zzz'), 5)
        .map((s) => s.text)
        .join(''),
    ).toBe('w0 w1 w2 w3 w4 …');
  });
});

describe('searchTerms', () => {
  it.each([
    ['shipm', [{ word: 'shipm', prefix: true }]],
    [
      'cedar hum',
      [
        { word: 'cedar', prefix: false },
        { word: 'hum', prefix: true },
      ],
    ],
    [
      'rob* maduro',
      [
        { word: 'rob', prefix: true },
        { word: 'maduro', prefix: true },
      ],
    ],
    [
      'box a',
      [
        { word: 'box', prefix: false },
        { word: 'a', prefix: false },
      ],
    ],
    [
      '"José" AND (NEAR',
      [
        { word: 'jose', prefix: false },
        { word: 'and', prefix: false },
        { word: 'near', prefix: true },
      ],
    ],
    ['*:&|!', []],
  ])('%j gives %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });
});
