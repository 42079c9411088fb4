import { describe, expect, it } from 'vitest';
import { cleanText, cleanTextDeep, nestsDeeperThan } from './clean.js';

describe('the text Humidor accepts', () => {
  it.each([
    ['a\u0000b', 'ab'],
    ['\u0000', ''],
    ['lone high \uD800 here', 'lone high \uFFFD here'],
    ['lone low \uDC00', 'lone low \uFFFD'],
    ['reversed \uDC00\uD800', 'reversed \uFFFD\uFFFD'],
    ['a cigar 🚬 stays', 'a cigar 🚬 stays'],
    ['Ñandú — «ok»', 'Ñandú — «ok»'],
  ])('cleans %j to %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('cleans every string of a body, keys included, and keeps other values', () => {
    expect(cleanTextDeep({ 'k\u0000': ['a\u0000', 1, true, null, { deep: '\uD83D' }], n: 2.5 })).toEqual({
      k: ['a', 1, true, null, { deep: '\uFFFD' }],
      n: 2.5,
    });
  });

  it('cleans parsed paths and queries, whose prototype has no prototype', () => {
    const params = Object.create(Object.create(null) as object) as Record<string, string>;
    params.id = '\u0000';
    expect(cleanTextDeep(params)).toEqual({ id: '' });
  });

  it('leaves dates alone', () => {
    const date = new Date(0);
    expect(cleanTextDeep(date)).toBe(date);
  });
});

describe('how deep a body nests', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'leaf';
    for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  };

  it('counts objects and arrays, not the values in them, without recursion', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: [1, { c: nested(63) }] }, 64)).toBe(true);
    expect(nestsDeeperThan(nested(200_000), 64)).toBe(true);
  });

  it('looks only into what JSON makes: a stream a route reads as bytes is not a data tree', () => {
    // A stream's own state nests classes deeper than any limit (the basemap upload's body).
    class Node {
      constructor(readonly next: Node | null) {}
    }
    let chain: Node | null = null;
    for (let depth = 0; depth < 100; depth++) chain = new Node(chain);
    expect(nestsDeeperThan(chain, 64)).toBe(false);
    expect(nestsDeeperThan({ body: chain }, 64)).toBe(false);
  });
});
