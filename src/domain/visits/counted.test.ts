import { describe, expect, it } from 'vitest';
import { countedVisits, isVisitNote, lastVisits, visitTally } from './counted.js';

describe('what counts as a visit', () => {
  it.each([
    ['a standard note tagged Visit', { noteClass: 'standard', tags: ['Visit'], tiedToCheckIn: false }, true],
    ['with another tag too', { noteClass: 'standard', tags: ['Email', 'Visit'], tiedToCheckIn: false }, true],
    [
      'tied to a check-in (the check-in is the visit)',
      { noteClass: 'standard', tags: ['Visit'], tiedToCheckIn: true },
      false,
    ],
    ['without the Visit tag', { noteClass: 'standard', tags: ['Email'], tiedToCheckIn: false }, false],
    ['a personal note', { noteClass: 'Personal-Note', tags: ['Visit'], tiedToCheckIn: false }, false],
  ])('%s: %s', (_, note, expected) => {
    expect(isVisitNote(note)).toBe(expected);
  });

  const visits = countedVisits(
    [
      { userId: 'ana', customerListId: 'C-1', startedAt: '2026-11-23T15:00:00.000Z' },
      { userId: 'ana', customerListId: 'C-2', startedAt: '2026-11-24T15:00:00.000Z' },
      { userId: null, customerListId: 'C-3', startedAt: '2026-11-24T15:00:00.000Z' },
    ],
    [
      { authorId: 'ana', customerListId: 'C-1', createdAt: '2026-11-25T15:00:00.000Z' },
      { authorId: 'bo', customerListId: 'C-2', createdAt: '2026-11-20T15:00:00Z' },
    ],
  );

  it('tallies each user’s visits and distinct customers', () => {
    expect(visitTally(visits)).toEqual(
      new Map([
        ['ana', { visits: 3, customers: 2 }],
        ['bo', { visits: 1, customers: 1 }],
      ]),
    );
  });

  it('keeps each customer’s newest visit, check-in or note', () => {
    expect(lastVisits(visits)).toEqual(
      new Map([
        ['C-1', '2026-11-25T15:00:00.000Z'],
        ['C-2', '2026-11-24T15:00:00.000Z'],
        ['C-3', '2026-11-24T15:00:00.000Z'],
      ]),
    );
  });
});
