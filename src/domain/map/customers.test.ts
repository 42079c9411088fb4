import { describe, expect, it } from 'vitest';
import type { MapCustomersAnswer } from './contract.js';
import { dayNumberOf, decodeMapCustomers, isoDateOfDay, scaleDegrees } from './customers.js';

describe('the map’s columns', () => {
  it('decode into one row per customer, index by index', () => {
    const answer: MapCustomersAnswer = {
      today: '2026-11-27',
      ids: ['C-1', 'C-2'],
      names: ['Tampa Leaf', 'Nowhere Cigars'],
      cities: ['Tampa', ''],
      states: ['FL', 'FL'],
      latitudes: [scaleDegrees(27.947), null],
      longitudes: [scaleDegrees(-82.45843), null],
      grades: 'A-',
      statuses: 'do',
      sources: 'p-',
      licenses: '-x',
      lastVisits: [dayNumberOf('2026-11-01T15:00:00.000Z'), null],
      lastOrders: [dayNumberOf('2026-10-30'), null],
      day: null,
    };
    expect(decodeMapCustomers(answer)).toEqual([
      {
        id: 'C-1',
        name: 'Tampa Leaf',
        city: 'Tampa',
        state: 'FL',
        latitude: 27.947,
        longitude: -82.45843,
        source: 'pin',
        grade: 'A',
        status: 'due',
        lastVisit: '2026-11-01',
        lastOrder: '2026-10-30',
        licenseLapsed: false,
      },
      {
        id: 'C-2',
        name: 'Nowhere Cigars',
        city: '',
        state: 'FL',
        latitude: null,
        longitude: null,
        source: null,
        grade: null,
        status: 'overdue',
        lastVisit: null,
        lastOrder: null,
        licenseLapsed: true,
      },
    ]);
  });

  it.each([
    ['1970-01-01', 0],
    ['1970-01-02T23:59:59.999Z', 1],
    ['2026-11-27', 20_784],
  ])('counts days since 1970 for %s', (iso, day) => {
    expect(dayNumberOf(iso)).toBe(day);
    expect(isoDateOfDay(day)).toBe(iso.slice(0, 10));
  });

  it('keeps no day for a missing or unreadable date', () => {
    expect(dayNumberOf(null)).toBeNull();
    expect(dayNumberOf('not a date')).toBeNull();
  });
});
