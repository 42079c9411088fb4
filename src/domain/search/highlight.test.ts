import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlight.js';
import { searchWords } from './schemas.js';

describe('highlight', () => {
  it('marks words a searched word begins, ignoring case and accents', () => {
    expect(highlight('La Tabaquería, tabaco y más', searchWords('TABAQUERIA mas'))).toEqual([
      { text: 'La ', hit: false },
      { text: 'Tabaquería', hit: true },
      { text: ', tabaco y ', hit: false },
      { text: 'más', hit: true },
    ]);
  });

  it('marks each matching word on its own, not the space between', () => {
    expect(highlight('cedar humidor', ['cedar', 'hum'])).toEqual([
      { text: 'cedar', hit: true },
      { text: ' ', hit: false },
      { text: 'humidor', hit: true },
    ]);
  });
});

describe('snippet', () => {
  const long = Array.from({ length: 100 }, (_, i) => (i === 60 ? 'Maduro' : `w${i}`)).join(' ');

  it('cuts a window around the first match with ellipses', () => {
    const segments = snippet(long, ['maduro'], 10);
    const text = segments.map((s) => s.text).join('');
    expect(text.startsWith('… w58 w59 Maduro')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(segments.filter((s) => s.hit)).toEqual([{ text: 'Maduro', hit: true }]);
  });

  it('keeps a short text whole and starts at the beginning when nothing matched', () => {
    expect(snippet('short text', ['zzz'])).toEqual([{ text: 'short text', hit: false }]);
    expect(
      snippet(long, ['zzz'], 5)
        .map((s) => s.text)
        .join(''),
    ).toBe('w0 w1 w2 w3 w4 …');
  });
});
