import { describe, expect, it } from 'vitest';
import { relevance } from './rank.js';
import { searchTerms } from './schemas.js';

const order = (entries: { title: string; body: string }[], query: string) => {
  const scores = relevance(entries, searchTerms(query));
  return entries.map((_, i) => i).sort((x, y) => (scores[y] ?? 0) - (scores[x] ?? 0));
};

describe('relevance', () => {
  it.each([
    [
      'more mentions rank higher',
      [
        { title: 'Visit', body: 'one sumatra box on the shelf today' },
        { title: 'Visit', body: 'sumatra wrapper sumatra binder sumatra' },
      ],
      'sumatra',
      [1, 0],
    ],
    [
      'a title mention outweighs one in the text',
      [
        { title: 'Visit', body: 'talked about the humidor and the shelf' },
        { title: 'Humidor', body: 'talked about the display and the shelf' },
      ],
      'humidor',
      [1, 0],
    ],
    [
      'a short text beats a long one with the same mentions',
      [
        { title: 'Visit', body: `maduro ${'word '.repeat(60)}` },
        { title: 'Visit', body: 'maduro order' },
      ],
      'maduro',
      [1, 0],
    ],
    [
      'a prefix counts every word it begins, accents and case aside',
      [
        { title: 'Visit', body: 'one Tabaquería' },
        { title: 'Visit', body: 'tabaquerias and TABAQUERÍA here' },
      ],
      'tabaq',
      [1, 0],
    ],
  ])('%s', (_, entries, query, expected) => {
    expect(order(entries, query)).toEqual(expected);
  });

  it('scores an empty window and entries without words without failing', () => {
    expect(relevance([], searchTerms('x'))).toEqual([]);
    expect(relevance([{ title: '', body: '' }], searchTerms('cedar'))).toEqual([0]);
  });
});
