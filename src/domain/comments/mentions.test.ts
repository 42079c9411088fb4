import { describe, expect, it } from 'vitest';
import { mentionedUsers, mentionQueryAt, mentionSuggestions } from './mentions.js';

const users = [
  { id: 'a', displayName: 'Ann Lee', active: true, untaggable: false },
  { id: 'b', displayName: 'Bob Ray', active: false, untaggable: false },
  { id: 'c', displayName: 'Cy Dee', active: true, untaggable: true },
  { id: 'd', displayName: 'Dot Fox', active: true, untaggable: false },
];

describe('mentionedUsers', () => {
  it.each([
    { text: 'hi @Ann Lee', picked: ['a'], expected: ['a'] },
    { text: 'hi @Ann Lee and @Ann Lee', picked: ['a', 'a'], expected: ['a'] },
    { text: 'hi Ann Lee', picked: ['a'], expected: [] },
    { text: 'hi @Bob Ray', picked: ['b'], expected: [] },
    { text: 'hi @Cy Dee', picked: ['c'], expected: [] },
    { text: 'hi @Dot Fox @Ann Lee', picked: ['d', 'a', 'zz'], expected: ['d', 'a'] },
  ])('$text with $picked mentions $expected', ({ text, picked, expected }) => {
    expect(mentionedUsers(text, picked, users).map((u) => u.id)).toEqual(expected);
  });
});

describe('mentionSuggestions', () => {
  it.each([
    { query: '', limit: 6, expected: ['a', 'd'] },
    { query: 'bob', limit: 6, expected: [] },
    { query: 'cy', limit: 6, expected: [] },
    { query: 'DOT', limit: 6, expected: ['d'] },
    { query: 'o', limit: 6, expected: ['d'] },
    { query: 'e', limit: 1, expected: ['a'] },
    { query: 'zed', limit: 6, expected: [] },
  ])(
    'offers $expected for "$query" (limit $limit), never inactive or untaggable users',
    ({ query, limit, expected }) => {
      expect(mentionSuggestions(users, query, limit).map((u) => u.id)).toEqual(expected);
    },
  );
});

describe('mentionQueryAt', () => {
  it.each([
    { text: '@', caret: 1, expected: { start: 0, query: '' } },
    { text: 'hello @An', caret: 9, expected: { start: 6, query: 'An' } },
    { text: 'mail a@b', caret: 8, expected: null },
    { text: 'hello @An x', caret: 11, expected: null },
    { text: 'hello', caret: 5, expected: null },
  ])('$text at $caret', ({ text, caret, expected }) => {
    expect(mentionQueryAt(text, caret)).toEqual(expected);
  });
});
