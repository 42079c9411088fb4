import { describe, expect, it } from 'vitest';
import { visitCadenceDefault } from './cadence.js';
import { nearCandidateOf, rankNear, type NearCandidate, type WorkingSetCustomer } from './near.js';

const tampa = { latitude: 27.95, longitude: -82.46 };
const now = new Date('2026-11-27T12:00:00Z');

const place = (
  customerId: string,
  latitude: number,
  longitude: number,
  lastVisitAt: string | null,
  grade: string | null = 'A',
): NearCandidate => ({
  customerId,
  name: customerId,
  city: null,
  state: 'FL',
  grade,
  latitude,
  longitude,
  lastVisitAt,
  lastOrderAt: null,
  licenseLapsed: false,
});

describe('Near me’s ranking', () => {
  it('ranks nearest first with the miles and the visit status of the grade’s cadence', () => {
    const rows = rankNear(
      tampa,
      [
        place('orlando', 28.54, -81.38, '2026-11-20T12:00:00Z'),
        place('tampa', 27.97, -82.5, null),
        place('miami', 25.76, -80.19, '2026-11-07T12:00:00Z'),
      ],
      visitCadenceDefault,
      now,
    );
    expect(rows.map((r) => [r.customerId, r.status])).toEqual([
      ['tampa', 'overdue'],
      ['orlando', 'fine'],
      ['miami', 'due'],
    ]);
    expect(rows[0]!.distanceMiles).toBeCloseTo(2.7, 0);
  });

  it('follows the grade: twenty days without a visit are due for an A, fine without a grade', () => {
    const visited = '2026-11-07T12:00:00Z';
    const rows = rankNear(
      tampa,
      [place('graded', 27.96, -82.46, visited, 'A'), place('ungraded', 27.97, -82.46, visited, null)],
      visitCadenceDefault,
      now,
    );
    expect(rows.map((r) => [r.customerId, r.status])).toEqual([
      ['graded', 'due'],
      ['ungraded', 'fine'],
    ]);
  });

  it('shows miles to the hundredth and ranks by them, a tie by name', () => {
    // About 1.0014 and 1.0027 miles north: the same 1 mile shown, so the name decides.
    const rows = rankNear(
      tampa,
      [
        { ...place('near', 27.9645, -82.46, null), name: 'Zed Smoke' },
        { ...place('far', 27.96452, -82.46, null), name: 'Able Leaf' },
      ],
      visitCadenceDefault,
      now,
    );
    expect(rows.map((r) => [r.name, r.distanceMiles])).toEqual([
      ['Able Leaf', rows[0]!.distanceMiles],
      ['Zed Smoke', rows[0]!.distanceMiles],
    ]);
    expect(Number.isInteger(rows[0]!.distanceMiles * 100)).toBe(true);
  });
});

describe('a working-set customer as Near me ranks it', () => {
  const kept = (patch: Partial<WorkingSetCustomer> = {}) =>
    ({
      customer: {
        listId: 'C-1',
        fullName: 'Ybor Leaf',
        city: 'Tampa',
        shipCity: 'Ybor City',
        state: 'FL',
        shipState: null,
        lastVisitAt: '2026-11-20T12:00:00Z',
      },
      place: { latitude: 27.96, longitude: -82.44 },
      grade: 'B',
      licenses: [],
      ...patch,
    }) as WorkingSetCustomer;

  it('takes its name, ship-to city, state, grade, place and last visit', () => {
    expect(nearCandidateOf(kept(), '2026-11-27')).toEqual({
      customerId: 'C-1',
      name: 'Ybor Leaf',
      city: 'Ybor City',
      state: 'FL',
      grade: 'B',
      latitude: 27.96,
      longitude: -82.44,
      lastVisitAt: '2026-11-20T12:00:00Z',
      lastOrderAt: null,
      licenseLapsed: false,
    });
  });

  it('shows "License expired" from its licenses on the day it is ranked', () => {
    const license = {
      state: 'FL',
      kind: 'retailer' as const,
      issuedOn: null,
      expiresOn: '2026-11-30',
      goneFromListAt: null,
    };
    expect(nearCandidateOf(kept({ licenses: [license] }), '2026-11-30')?.licenseLapsed).toBe(false);
    expect(nearCandidateOf(kept({ licenses: [license] }), '2026-12-01')?.licenseLapsed).toBe(true);
  });

  it('has none without a place', () => {
    expect(nearCandidateOf(kept({ place: null }), '2026-11-27')).toBeNull();
  });
});
