import { describe, expect, it } from 'vitest';
import { visitCadenceDefault } from '../../../../domain/visits/cadence';
import { rankNear, type KeptPlace } from './near';

const place = (
  customerId: string,
  latitude: number,
  longitude: number,
  lastVisitAt: string | null,
): KeptPlace => ({
  customerId,
  name: customerId,
  city: null,
  state: 'FL',
  grade: 'A',
  latitude,
  longitude,
  lastVisitAt,
  lastOrderAt: null,
});

describe('Near me from what the device keeps', () => {
  it('ranks nearest first with the miles and the visit status of the server’s rules', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const rows = rankNear(
      { latitude: 27.95, longitude: -82.46 },
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
});
